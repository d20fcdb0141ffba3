/**
 * Marketplace URL forms, one rule per host (link-formats.md §A). The longest matching host wins, so
 * `2.taobao.com` (Xianyu) and `detail.m.1688.com` are never read by the general `taobao.com` / `m.1688.com` rules.
 */
import {
  idInPath,
  idInQuery,
  refuseAll,
  shopForm,
  shopIdInHost,
  shopIdInPath,
  shopIdInQuery,
  wrappedUrl,
  type Form,
  type SiteRule,
  type Target,
} from './forms.ts';
import { hostMatches, type LinkView } from './url-tools.ts';

const TAOBAO: Target = { channel: 'taobao' };
const TMALL: Target = { channel: 'taobao', tmall: true };
const WEIDIAN: Target = { channel: 'weidian' };
const ALI_1688: Target = { channel: '1688' };

/** `/item.htm`, `/item.html` (§A1 notes both). */
const ITEM_PAGE = /^\/item\.html?$/;

/**
 * `{name}.taobao.com`, `{name}.m.tmall.com` … are shops (§A1 "Shop", §A4 "Shop"); `platformHosts` are the
 * marketplace's own subdomains that are not shops (search, login, cart …). Returns the shop's own host without the
 * mobile `m.` label (the `shop_domain` id), or undefined when the host is not a shop subdomain of `domain`.
 */
function shopHost(link: LinkView, domain: string, platformHosts: readonly string[]): string | undefined {
  if (!hostMatches(link.host, domain)) return undefined;
  const label = link.host.slice(0, -domain.length - 1).replace(/\.m$/, '');
  return label !== '' && !label.includes('.') && !platformHosts.includes(label) ? `${label}.${domain}` : undefined;
}

/** Platform subdomains shared by Taobao and Tmall (YuCart `au-freeship.js` RESERVED_SUBDOMAINS). */
const ALIBABA_PLATFORM_HOSTS = ['passport', 'buy', 'g', 'img', 'gw', 'err', 'jx', 'huodong', 'pages-fast', 'login-m', 'member1', 'consumerservice'];
const TAOBAO_PLATFORM_HOSTS = ['www', 'm', 'h5', 'main', 'market', 's', 'login', 'cart', 'buyertrade', 'i', 'my', 'favorite', 'trade', 'rate', 'ai', 'pub', 'tbk', 'ju', 'list', 'world', 'item', 'detail', 'pages', 'a', 'assets-tmw', 'store', 'shop', ...ALIBABA_PLATFORM_HOSTS];
const TMALL_PLATFORM_HOSTS = ['www', 'm', 'detail', 'item', 'list', 'login', 'cart', 'pages', 'chaoshi', 'vip', 'brand', 'shop', 'store', ...ALIBABA_PLATFORM_HOSTS];
const ALI_1688_PLATFORM_HOSTS = ['www', 'm', 'detail', 's', 'login', 'work', 'air', 'page', 'show', 'sale', 'trade', 'cart', 'offer'];

/** `/dianpu/{shopId}.htm` (§A1 "Shop"), on www. and world.taobao.com. */
const TAOBAO_DIANPU = shopIdInPath(TAOBAO, 'shop_id', /\/dianpu\/(?<id>[^/.]*)/);

/**
 * §A1/§A2 "Shop" query forms, most specific id first: `?shop_id=` (the shop id, as the code always read it), then
 * `?user_number_id=` / `?sellerId=` (the seller's user id; `store.taobao.com/shop/view_shop.htm?user_number_id=`).
 */
const shopQueryForms = (target: Target): Form[] => [
  shopIdInQuery(target, 'shop_id', ['shop_id']),
  shopIdInQuery(target, 'seller_id', ['user_number_id', 'sellerId']),
];

/** `…/shop/view_shop.htm` and the `store.` / `shop.` hosts without any id left: a shop page whose id is missing. */
const shopPageWithoutId = (target: Target, hosts: RegExp): Form =>
  shopForm(target, 'seller_id', (link) => (hosts.test(link.host) || /\/shop\/view_shop\.html?$/.test(link.path) ? null : undefined));

/** 1688 mobile shop `m.1688.com/winport/b2b-{memberId}.html` (§A4 "Shop"); any other `/winport/` page is a shop without a readable id. */
const WINPORT = shopForm(ALI_1688, 'member_id', (link) => {
  if (!/^\/winport\//.test(link.path)) return undefined;
  return /^\/winport\/(?<id>b2b-[^/.]+)\.html?$/.exec(link.path)?.groups?.id ?? null;
});

export const MARKETPLACE_RULES: readonly SiteRule[] = [
  // §A1 pitfall + §A5: 2.taobao.com is Xianyu (second-hand), like goofish.com.
  { site: 'xianyu', role: 'marketplace', hosts: ['2.taobao.com', 'goofish.com'], forms: [refuseAll('unsupported_marketplace')] },
  // §A6 JD (u.jd.com and 3.cn are JD's short links: resolving them can only lead to JD).
  { site: 'jd', role: 'marketplace', hosts: ['jd.com', 'jd.hk', '3.cn'], forms: [refuseAll('unsupported_marketplace')] },
  // §A7 Pinduoduo / Yangkeduo.
  { site: 'pinduoduo', role: 'marketplace', hosts: ['yangkeduo.com', 'pinduoduo.com'], forms: [refuseAll('unsupported_marketplace')] },
  // §A8 Yupoo albums carry no item id; its `/external?url=` wrapper is unwrapped (jadeship-ext "nested yupoo links").
  {
    site: 'yupoo',
    role: 'redirect',
    hosts: ['yupoo.com'],
    forms: [wrappedUrl(/^\/external\/?$/, ['url']), refuseAll('unsupported_marketplace')],
  },

  // §A1 Taobao.
  { site: 'taobao', role: 'marketplace', hosts: ['item.taobao.com'], forms: [idInQuery(TAOBAO, ITEM_PAGE, ['id'])] },
  { site: 'taobao', role: 'marketplace', hosts: ['world.taobao.com'], forms: [idInPath(TAOBAO, /^\/item\/(?<id>[^/]+?)\.html?$/), TAOBAO_DIANPU] },
  { site: 'taobao', role: 'marketplace', hosts: ['m.intl.taobao.com'], forms: [idInQuery(TAOBAO, /^\/detail\/detail\.html?$/, ['id'])] },
  { site: 'taobao', role: 'marketplace', hosts: ['h5.m.taobao.com'], forms: [idInQuery(TAOBAO, /\/detail\.html?$/, ['id'])] },
  { site: 'taobao', role: 'marketplace', hosts: ['a.m.taobao.com'], forms: [idInPath(TAOBAO, /^\/i(?<id>[^/]+?)\.html?$/)] },
  {
    // International-app share page: `targetId`, falling back to the nested `targetUrl`.
    site: 'taobao',
    role: 'marketplace',
    hosts: ['assets-tmw.taobao.com'],
    forms: [idInQuery(TAOBAO, /\/share_page\//, ['targetId']), wrappedUrl(/\/share_page\//, ['targetUrl'])],
  },
  {
    site: 'taobao',
    role: 'marketplace',
    hosts: ['taobao.com'],
    forms: [
      idInPath(TAOBAO, /^\/list\/item\/(?<id>[^/]+?)\.html?$/),
      shopIdInHost(TAOBAO, 'shop_id', /^shop(?<id>\d+)\.(?:m\.)?taobao\.com$/),
      TAOBAO_DIANPU,
      ...shopQueryForms(TAOBAO),
      shopForm(TAOBAO, 'shop_domain', (link) => shopHost(link, 'taobao.com', TAOBAO_PLATFORM_HOSTS)),
      shopPageWithoutId(TAOBAO, /^(?:store|shop)\.(?:m\.)?taobao\.com$/),
    ],
  },

  // §A2 Tmall (ids in the Taobao id space).
  {
    site: 'tmall',
    role: 'marketplace',
    hosts: ['detail.tmall.com', 'detail.m.tmall.com', 'item.tmall.com', 'detail.tmall.hk'],
    forms: [idInQuery(TMALL, /\/item(?:_o)?\.html?$/, ['id'])],
  },
  {
    site: 'tmall',
    role: 'marketplace',
    hosts: ['tmall.com', 'tmall.hk'],
    forms: [
      ...shopQueryForms(TMALL),
      shopForm(TMALL, 'shop_domain', (link) => shopHost(link, link.host.endsWith('tmall.hk') ? 'tmall.hk' : 'tmall.com', TMALL_PLATFORM_HOSTS)),
      shopPageWithoutId(TMALL, /^shop\.(?:m\.)?tmall\.(?:com|hk)$/),
    ],
  },

  // §A3 Weidian: `item.html` / `fastorder.html` with `itemID` (any case), on weidian.com, shop{N}.v.weidian.com and
  // k.youshop10.com (whose other paths are short links, see short-links.ts).
  {
    site: 'weidian',
    role: 'marketplace',
    hosts: ['weidian.com', 'youshop10.com'],
    forms: [
      idInQuery(WEIDIAN, /^\/(?:item|fastorder)\.html?$/, ['itemID']),
      // Shop: `weidian.com/?userid={id}` (§A3); `shop{id}.v.weidian.com` carries the same seller id (cn-links store parser).
      shopIdInQuery(WEIDIAN, 'user_id', ['userid']),
      shopIdInHost(WEIDIAN, 'user_id', /^shop(?<id>\d+)\.v\.weidian\.com$/),
    ],
  },

  // §A4 1688.
  { site: '1688', role: 'marketplace', hosts: ['detail.1688.com'], forms: [idInPath(ALI_1688, /^\/offer\/(?<id>[^/]+?)\.html?$/)] },
  { site: '1688', role: 'marketplace', hosts: ['detail.m.1688.com'], forms: [idInQuery(ALI_1688, /^\/page\/index\.html?$/, ['offerId'])] },
  {
    site: '1688',
    role: 'marketplace',
    hosts: ['m.1688.com'],
    forms: [idInPath(ALI_1688, /^\/offer\/(?<id>[^/]+?)\.html?$/), WINPORT],
  },
  {
    site: '1688',
    role: 'marketplace',
    hosts: ['1688.com'],
    forms: [
      WINPORT,
      // Desktop shop `shop{id}.1688.com` (§A4): its id is not the mobile member id and cannot be converted to it.
      shopForm(ALI_1688, 'shop_domain', (link) => shopHost(link, '1688.com', ALI_1688_PLATFORM_HOSTS)),
      shopForm(ALI_1688, 'shop_domain', (link) => (/^\/page\/offerlist/.test(link.path) ? null : undefined)),
    ],
  },

  // Google's `/url?q=` redirect, as pasted from search results and Google Docs (§A3 "Google-redirect mangling").
  { site: 'google', role: 'redirect', hosts: ['google.com'], forms: [wrappedUrl(/^\/url\/?$/, ['q', 'url'])] },
];
