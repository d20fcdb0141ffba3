import type { Channel } from '../api.ts';

/** Why a text could not be read as a product link; stable snake_case codes the API and UI key their messages on. */
export type LinkRefusalReason =
  /** The text holds no URL and no 淘口令. */
  | 'not_a_link'
  /** A URL of a host we do not know, or a page of a known site that is not a product. */
  | 'unsupported_link'
  /** A shop / store page, not a single product (link-formats.md §A1–A4 "Shop", §B2 rule 7). */
  | 'shop_link'
  /** A known product-page form, but the id is absent, not numeric, or its marketplace code is unknown. */
  | 'missing_id'
  /** A marketplace we know but do not carry: Xianyu/Goofish, JD, Pinduoduo, Yupoo albums (§A5–A8). */
  | 'unsupported_marketplace'
  /** A short/share link or 淘口令 whose product is only known after an HTTP request (§A9). */
  | 'short_link_needs_resolution'
  /** A Pandabuy `url=PJ…` link, encrypted (§B "Pandabuy"); decryption is not implemented. */
  | 'encrypted_link';

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
