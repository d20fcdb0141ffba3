import { hostMatches, type LinkView } from './url-tools.ts';

/**
 * Hosts whose links carry no item id: the product is only known after following a redirect or fetching the page
 * (link-formats.md §A1 m.tb.cn/e.tb.cn/s.click/uland, §A3 k.youshop10.com/weidian.info, §A4 qr.1688.com,
 * §A9 the agents' own short domains, §B Kakobuy/Hegobuy referral landings). Subdomains match too.
 * A resolver may use this list as its allow-list. JD's u.jd.com / 3.cn are left out on purpose: they
 * resolve to JD, which we do not carry (parsed as `unsupported_marketplace`).
 */
export const SHORT_LINK_HOSTS: readonly string[] = [
  'm.tb.cn',
  'e.tb.cn',
  's.click.taobao.com',
  'uland.taobao.com',
  'k.youshop10.com',
  'weidian.info',
  'qr.1688.com',
  'tinyurl.com',
  'pandabuy.page.link',
  'pandabuy.allapp.link',
  'hoobuy.cc',
  'l.acbuy.com',
  'link.acbuy.com',
  'oopbuy.cc',
  'sl.hegobuy.com',
  'ihego.vip',
  'sl.kakobuy.com',
  'ikako.vip',
  'blikbuy.seewebs.com',
];

export function isShortLinkHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  return SHORT_LINK_HOSTS.some((short) => hostMatches(host, short));
}

/** A short link, except `k.youshop10.com/item.html?itemID=…`, which is a readable Weidian item page (§A3). */
export function isShortLink(link: LinkView): boolean {
  if (!isShortLinkHost(link.host)) return false;
  return !(hostMatches(link.host, 'youshop10.com') && /^\/item\.html?$/.test(link.path));
}

/**
 * 淘口令 ("tao password"): an alphanumeric code between two identical currency-sign delimiters, e.g. `￥AbC123xyz￥`,
 * `₤…₤`, `¤…¤` (§A1). It is not a URL; only the Taobao-Union API can turn it into an item. At least one letter is
 * required so that prices like `¥12345678¥` are not taken for one.
 */
const TAO_PASSWORD = /([￥¥₤¤€$])(?=[0-9a-z]*[a-z])([0-9a-z]{8,16})\1/i;

export function containsTaoPassword(text: string): boolean {
  return TAO_PASSWORD.test(text);
}
