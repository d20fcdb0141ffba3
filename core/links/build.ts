/** Building links: canonical marketplace URLs and agent links from registry templates (product §D5 "Agents are data"). */
import type { Channel } from '../api.ts';
import type { AgentLinkTemplate, ShopIdKind } from './types.ts';

/** Marketplace item ids are digits; observed lengths are 10–13 (§A), 5–20 is accepted. */
export function isValidOfferId(offerId: string): boolean {
  return /^\d{5,20}$/.test(offerId);
}

/** Canonical raw URLs (link-formats.md §A "Canonical outputs"). Tmall items are served by the Taobao URL. */
export function marketplaceUrl(channel: Channel, offerId: string): string {
  switch (channel) {
    case 'taobao':
      return `https://item.taobao.com/item.htm?id=${offerId}`;
    case 'weidian':
      return `https://weidian.com/item.html?itemID=${offerId}`;
    case '1688':
      return `https://detail.1688.com/offer/${offerId}.html`;
  }
}

/** The id kinds each channel's shop links carry (README "Shop links"). */
const SHOP_ID_KINDS: Record<Channel, readonly ShopIdKind[]> = {
  taobao: ['shop_id', 'seller_id', 'shop_domain'],
  weidian: ['user_id'],
  '1688': ['member_id', 'shop_domain'],
};
/** A DNS label: what a shop's own subdomain is made of. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const SHOP_DOMAINS: Record<Channel, RegExp> = {
  taobao: new RegExp(`^${LABEL}\\.(?:taobao\\.com|tmall\\.com|tmall\\.hk)$`),
  weidian: /^$/,
  '1688': new RegExp(`^${LABEL}\\.1688\\.com$`),
};

/**
 * Whether `shopId` is a well-formed id of that kind on that channel: digits (4–20) for shop, seller and user ids,
 * `b2b-` plus letters and digits for 1688 member ids, a `{label}.{marketplace domain}` host for shop domains.
 */
export function isValidShopId(channel: Channel, shopId: string, idKind: ShopIdKind): boolean {
  if (!SHOP_ID_KINDS[channel].includes(idKind)) return false;
  switch (idKind) {
    case 'shop_id':
    case 'seller_id':
    case 'user_id':
      return /^\d{4,20}$/.test(shopId);
    case 'member_id':
      return /^b2b-[0-9a-z]{4,40}$/.test(shopId);
    case 'shop_domain':
      return SHOP_DOMAINS[channel].test(shopId);
  }
}

/** The kind an id of the channel has when none is given: its shape tells, and bare Taobao digits are a shop id. */
function inferShopIdKind(channel: Channel, shopId: string): ShopIdKind {
  if (shopId.includes('.')) return 'shop_domain';
  if (channel === '1688') return 'member_id';
  return channel === 'weidian' ? 'user_id' : 'shop_id';
}

/**
 * The marketplace's own shop URL, in the form link-formats.md §A1/§A3/§A4 "Shop" names for that id kind:
 * `https://shop{id}.taobao.com/`, `https://store.taobao.com/shop/view_shop.htm?user_number_id={id}`,
 * `https://weidian.com/?userid={id}`, `https://m.1688.com/winport/{b2b-…}.html`, `https://{shop domain}/`.
 * Tmall shops are served by the same Taobao shop URLs. Returns null for an id that is not valid for the kind.
 */
export function shopUrl(channel: Channel, shopId: string, idKind: ShopIdKind = inferShopIdKind(channel, shopId)): string | null {
  if (!isValidShopId(channel, shopId, idKind)) return null;
  switch (idKind) {
    case 'shop_id':
      return `https://shop${shopId}.taobao.com/`;
    case 'seller_id':
      return `https://store.taobao.com/shop/view_shop.htm?user_number_id=${shopId}`;
    case 'user_id':
      return `https://weidian.com/?userid=${shopId}`;
    case 'member_id':
      return `https://m.1688.com/winport/${shopId}.html`;
    case 'shop_domain':
      return `https://${shopId}/`;
  }
}

const PLACEHOLDER = '{offerId}';

/**
 * The agent's product link: its template for the channel with `{offerId}` replaced, plus the referral parameter
 * (URL-encoded, before any `#fragment`, replacing one already there) when both a code and the agent's
 * `referralParam` are set. Purely template-driven, so any registry row works without code. Returns null when the
 * agent has no template for the channel, or when `offerId` is not a valid offer id.
 */
export function buildAgentUrl(agent: AgentLinkTemplate, channel: Channel, offerId: string, referralCode?: string | null): string | null {
  const template = agent.productUrlTemplates[channel];
  if (!template || !isValidOfferId(offerId)) return null;
  const url = template.split(PLACEHOLDER).join(offerId);
  const code = referralCode?.trim();
  return code && agent.referralParam ? withQueryParam(url, agent.referralParam, code) : url;
}

/**
 * Sets one query parameter by editing the string, so the rest of the template (an encoded wrapped URL in
 * particular) stays byte for byte as the registry wrote it. Existing parameters of that name (any case) are dropped.
 */
function withQueryParam(url: string, name: string, value: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const pairs = (queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '')
    .split('&')
    .filter((pair) => pair !== '' && safeKey(pair).toLowerCase() !== name.toLowerCase());
  pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return `${base}?${pairs.join('&')}${hash}`;
}

function safeKey(pair: string): string {
  const key = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}
