import type { LinkRefusalReason } from '../../../core/links/index.ts';

/** The `api` catalogue key saying why the link engine refused a link (the catalog's link search, shop goods rows). */
export const LINK_REFUSAL_MESSAGES: Record<LinkRefusalReason, string> = {
  short_link_needs_resolution: 'shortLinkNeedsResolution',
  not_a_link: 'linkNotALink',
  unsupported_link: 'linkUnsupported',
  shop_link: 'linkShop',
  missing_id: 'linkMissingId',
  unsupported_marketplace: 'linkUnsupportedMarketplace',
  encrypted_link: 'linkEncrypted',
};
