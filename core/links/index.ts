/**
 * The link engine (issue #3 §2): reads marketplace and agent product links into (channel, offerId) and builds
 * agent links from registry templates. Pure: no network, no I/O. Facts and sources: link-formats.md (shared reference).
 */
export type { AgentLinkTemplate, LinkRefusalReason, ParsedLink, RefusedLink } from './types.ts';
export { parseProductLink } from './parse.ts';
export { looksLikeLink } from './extract.ts';
export { SHORT_LINK_HOSTS, isShortLinkHost } from './short-links.ts';
export { buildAgentUrl, isValidOfferId, marketplaceUrl } from './build.ts';
