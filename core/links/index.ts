/**
 * The link engine (issue #3 §2, issue #12 §2): reads marketplace and agent product links into (channel, offerId) and
 * shop links into (channel, shopId, idKind), builds agent links from registry templates and marketplace item and shop
 * URLs. Pure: no network, no I/O. Facts and sources: link-formats.md (shared reference).
 */
export type {
  AgentLinkTemplate,
  CommonRefusalReason,
  LinkRefusalReason,
  ParsedLink,
  ParsedShopLink,
  RefusedLink,
  RefusedShopLink,
  ShopIdKind,
  ShopLinkRefusalReason,
  ShopLinkResult,
} from './types.ts';
export { parseProductLink, parseShopLink } from './parse.ts';
export { looksLikeLink } from './extract.ts';
export { SHORT_LINK_HOSTS, isShortLinkHost } from './short-links.ts';
export { buildAgentUrl, isValidOfferId, isValidShopId, marketplaceUrl, shopUrl } from './build.ts';
