/**
 * Marketplace URL forms, one rule per host (link-formats.md §A). The longest matching host wins, so
 * `2.taobao.com` (Xianyu) and `detail.m.1688.com` are never read by the general `taobao.com` / `m.1688.com` rules.
 */
import {
  idInPath,
  idInQuery,
  refuseAll,
  shopWhen,
  wrappedUrl,
  type SiteRule,
  type Target,
} from './forms.ts';
import type { LinkView } from './url-tools.ts';

const TAOBAO: Target = { channel: 'taobao' };
const TMALL: Target = { channel: 'taobao', tmall: true };
const WEIDIAN: Target = { channel: 'weidian' };
const ALI_1688: Target = { channel: '1688' };

/** `/item.htm`, `/item.html` (§A1 notes both). */
const ITEM_PAGE = /^\/item\.html?$/;

/**
 * `{name}.taobao.com`, `shop123.m.taobao.com` … are shops (§A1 "Shop", §A4 "Shop"); `platformHosts` are the
 * marketplace's own subdomains that are not shops (search, login, cart …).
 */
function shopSubdomain(link: LinkView, domain: string, platformHosts: readonly string[]): boolean {
  const label = link.host.slice(0, -domain.length - 1).replace(/\.m$/, '');
  return label !== '' && !label.includes('.') && !platformHosts.includes(label);
}

const TAOBAO_PLATFORM_HOSTS = ['www', 'm', 'h5', 'main', 'market', 's', 'login', 'cart', 'buyertrade', 'i', 'my', 'favorite', 'trade', 'rate', 'ai', 'pub', 'tbk', 'ju', 'list', 'world', 'item', 'a', 'assets-tmw'];
const TMALL_PLATFORM_HOSTS = ['www', 'm', 'detail', 'item', 'list', 'login', 'cart', 'pages', 'chaoshi', 'vip', 'brand'];
const ALI_1688_PLATFORM_HOSTS = ['www', 'm', 'detail', 's', 'login', 'work', 'air', 'page', 'show', 'sale', 'trade', 'cart', 'offer'];

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
  { site: 'taobao', role: 'marketplace', hosts: ['world.taobao.com'], forms: [idInPath(TAOBAO, /^\/item\/(?<id>[^/]+?)\.html?$/)] },
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
      shopWhen(
        (link) =>
          /^shop\d+\.(?:m\.)?taobao\.com$/.test(link.host) ||
          /\/dianpu\//.test(link.path) ||
          link.param('user_number_id', 'shop_id') !== null ||
          shopSubdomain(link, 'taobao.com', TAOBAO_PLATFORM_HOSTS),
      ),
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
      shopWhen(
        (link) =>
          shopSubdomain(link, link.host.endsWith('.hk') ? 'tmall.hk' : 'tmall.com', TMALL_PLATFORM_HOSTS) ||
          link.param('user_number_id', 'shop_id') !== null,
      ),
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
      shopWhen((link) => link.param('userid') !== null || /^shop\d+\.v\.weidian\.com$/.test(link.host)),
    ],
  },

  // §A4 1688.
  { site: '1688', role: 'marketplace', hosts: ['detail.1688.com'], forms: [idInPath(ALI_1688, /^\/offer\/(?<id>[^/]+?)\.html?$/)] },
  { site: '1688', role: 'marketplace', hosts: ['detail.m.1688.com'], forms: [idInQuery(ALI_1688, /^\/page\/index\.html?$/, ['offerId'])] },
  {
    site: '1688',
    role: 'marketplace',
    hosts: ['m.1688.com'],
    forms: [idInPath(ALI_1688, /^\/offer\/(?<id>[^/]+?)\.html?$/), shopWhen((link) => /^\/winport\//.test(link.path))],
  },
  {
    site: '1688',
    role: 'marketplace',
    hosts: ['1688.com'],
    forms: [shopWhen((link) => /^\/(?:winport|page\/offerlist)/.test(link.path) || shopSubdomain(link, '1688.com', ALI_1688_PLATFORM_HOSTS))],
  },

  // Google's `/url?q=` redirect, as pasted from search results and Google Docs (§A3 "Google-redirect mangling").
  { site: 'google', role: 'redirect', hosts: ['google.com'], forms: [wrappedUrl(/^\/url\/?$/, ['q', 'url'])] },
];
