import { CATALOGUES } from '../../../core/i18n/catalogues.ts';
import type { Locale } from '../../../core/locale.ts';
import { apiMessages } from '../../lib/auth.server.ts';
import { FORM_MESSAGES } from './seller-context.tsx';

/**
 * Keys of the `api` catalogue the My Store forms' schemas (core/shop-schemas.ts) and checks answer with: the
 * browser shows the same messages as the server without the whole catalogue (decision 001).
 */
export const SELLER_FORM_MESSAGE_KEYS = [
  'invalid',
  'internal',
  'controlCharacters',
  'shopNameRequired',
  'shopNameTooLong',
  'storeSpaceInvalid',
  'storeSpaceTaken',
  'shopDescriptionTooLong',
  'logoInvalid',
  'invalidGoodsUrl',
  'invalidShopUrl',
  'tagNameRequired',
  'tagNameTooLong',
  'tagRequired',
  'goodsSheetUnsupportedFile',
  'goodsSheetTooLarge',
  'uploadUnsupportedType',
  'uploadTooLarge',
  'shopStockInvalid',
] as const;

/** What the My Store loader sends: the `seller` namespace (only this page carries it) with the form messages under `sellerForm`. */
export function sellerMessages(locale: Locale): Record<string, unknown> {
  return { ...(CATALOGUES[locale].seller as Record<string, unknown>), [FORM_MESSAGES]: apiMessages(locale, SELLER_FORM_MESSAGE_KEYS) };
}
