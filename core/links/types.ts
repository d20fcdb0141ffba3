import type { Channel } from '../api.ts';

/** Refusals that product and shop links share; stable snake_case codes the API and UI key their messages on. */
export type CommonRefusalReason =
  /** The text holds no URL and no 淘口令. */
  | 'not_a_link'
  /** A URL of a host we do not know, or a page of a known site that is not what was asked for (product / shop). */
  | 'unsupported_link'
  /** A known product-page (or shop-page) form, but the id is absent, malformed, or its marketplace code is unknown. */
  | 'missing_id'
  /** A marketplace we know but do not carry: Xianyu/Goofish, JD, Pinduoduo, Yupoo albums (§A5–A8). */
  | 'unsupported_marketplace'
  /** A short/share link or 淘口令 whose target is only known after an HTTP request (§A9). */
  | 'short_link_needs_resolution'
  /** A Pandabuy `url=PJ…` link, encrypted (§B "Pandabuy"); decryption is not implemented. */
  | 'encrypted_link';

/** Why a text could not be read as a product link. */
export type LinkRefusalReason =
  | CommonRefusalReason
  /** A shop / store page, not a single product (link-formats.md §A1–A4 "Shop", §B2 rule 7). */
  | 'shop_link';

/** Why a text could not be read as a shop link. */
export type ShopLinkRefusalReason =
  | CommonRefusalReason
  /** A single product's page (marketplace or agent), not a shop. */
  | 'product_link';

export type ParsedLink = {
  ok: true;
  channel: Channel;
  offerId: string;
  via: 'marketplace' | 'agent';
  /** Slug-ish name of the agent whose link it was (the outermost one when agent links are nested). */
  agent?: string;
  /** Set when the link was a Tmall one; Tmall ids live in the Taobao id space (§A, §A2). */
  tmall?: boolean;
};

export type RefusedLink = {
  ok: false;
  reason: LinkRefusalReason;
  /** For short links: the https URL to resolve, when the input carried one (not for 淘口令 text). */
  shortLinkUrl?: string;
};

export type LinkResult = ParsedLink | RefusedLink;

/** The part of an agent registry row that building links needs (db `agents` row, product §D5 "Agents are data"). */
export type AgentLinkTemplate = { productUrlTemplates: Record<string, string>; referralParam: string | null };

/**
 * What a shop id stands for; the forms of one shop can carry different ids that cannot be converted offline
 * (README "Shop links"):
 * - `shop_id`: Taobao/Tmall numeric shop id (`shop{N}.taobao.com`, `/dianpu/{N}`, `?shop_id=`).
 * - `seller_id`: Taobao/Tmall numeric seller user id (`?user_number_id=`, `?sellerId=`).
 * - `shop_domain`: the shop's own host, lowercase, without a mobile `m.` label (`nike.tmall.com`,
 *   `shop1434560114962.1688.com`).
 * - `user_id`: Weidian seller `userid` (`weidian.com/?userid={N}`, `shop{N}.v.weidian.com`).
 * - `member_id`: 1688 mobile shop id `b2b-…` (`m.1688.com/winport/b2b-….html`).
 */
export type ShopIdKind = 'shop_id' | 'seller_id' | 'shop_domain' | 'user_id' | 'member_id';

export type ParsedShopLink = {
  ok: true;
  channel: Channel;
  shopId: string;
  idKind: ShopIdKind;
  via: 'marketplace' | 'agent';
  /** Slug-ish name of the agent whose link it was (the outermost one when links are nested). */
  agent?: string;
  /** Set when the link was a Tmall shop (Tmall lives in the Taobao channel, §A). */
  tmall?: boolean;
};

export type RefusedShopLink = {
  ok: false;
  reason: ShopLinkRefusalReason;
  /** For short links: the https URL to resolve, when the input carried one. */
  shortLinkUrl?: string;
};

export type ShopLinkResult = ParsedShopLink | RefusedShopLink;
