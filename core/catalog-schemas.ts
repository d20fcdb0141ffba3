/**
 * Request schemas of the catalog calls (product §D4 "Catalog"), one per input, shared by the web client and the
 * API. Custom messages are keys of the `api` catalogue, resolved where they are shown.
 */
import { z } from 'zod';
import { CHANNELS } from './api.ts';
import { isValidOfferId } from './links/index.ts';
import { refuseControlCharacters } from './text-schemas.ts';
import { isStorageKey, STORAGE_KEY_MAX_LENGTH } from './thumb.ts';

export const PAGE_SIZE_MAX = 60;
/**
 * How deep a list can be paged: (pageId − 1) × pageSize must stay below this. `total` stays exact; `hasMore`
 * turns false at the window's end. Deeper OFFSETs cost the database more than any person browses.
 */
export const RESULT_WINDOW = 10_000;
export const KEYWORD_MAX_LENGTH = 200;
export const URL_MAX_LENGTH = 2048;
/** Prices are CNY amounts up to 10 digits before the point (`numeric(12, 2)`), in any display currency. */
export const PRICE_MAX = 1e10;
export const SIMILAR_PAGE_SIZE_DEFAULT = 12;

export const GOODS_SORTS = ['relevance', 'sales', 'price_asc', 'price_desc', 'newest'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

export const ChannelSchema = z.enum(CHANNELS);
/** A marketplace item id: digits only (the link engine's `isValidOfferId`). */
export const OfferIdSchema = refuseControlCharacters(z.string().trim(), 'invalidOfferId').refine(isValidOfferId, { message: 'invalidOfferId' });

const PageFields = {
  pageId: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX),
};
const withinResultWindow = (page: { pageId: number; pageSize: number }) => (page.pageId - 1) * page.pageSize < RESULT_WINDOW;
const WINDOW_ISSUE = { path: ['pageId'], message: 'pageTooDeep' };

export const PageRequestSchema = z.object(PageFields).refine(withinResultWindow, WINDOW_ISSUE);
export type PageRequest = z.infer<typeof PageRequestSchema>;

/** `S/pub/get/default/goods/list`: the home feed. */
export const DefaultGoodsListRequestSchema = PageRequestSchema;
export type DefaultGoodsListRequest = PageRequest;

const price = z.number().min(0).max(PRICE_MAX).nullish();

/** `S/pub/get/goods/list`: search and browse. `minPrice`/`maxPrice` are in `currency`. */
export const GoodsListRequestSchema = z
  .object({
    ...PageFields,
    keyword: refuseControlCharacters(z.string().trim()).max(KEYWORD_MAX_LENGTH).nullish(),
    categoryId: z.number().int().min(1).nullish(),
    minPrice: price,
    maxPrice: price,
    currency: refuseControlCharacters(z.string().trim(), 'unknownCurrency').toUpperCase().regex(/^[A-Z]{3}$/).default('CNY'),
    showNoQc: z.boolean().default(false),
    sort: z.enum(GOODS_SORTS).default('relevance'),
    /**
     * Search by image: the `key` of an `A/pub/putfile` upload (purpose "search"). The keyword and sort are then
     * ignored: goods come in order of visual similarity; the filters still apply.
     */
    imageKey: z.string().trim().max(STORAGE_KEY_MAX_LENGTH).refine(isStorageKey, { message: 'invalidImageKey' }).nullish(),
  })
  .refine(withinResultWindow, WINDOW_ISSUE)
  .refine((r) => r.minPrice == null || r.maxPrice == null || r.minPrice <= r.maxPrice, { path: ['maxPrice'], message: 'priceRangeInverted' });
export type GoodsListRequest = z.infer<typeof GoodsListRequestSchema>;

/** `S/pub/get/goods/id/by/url`. */
export const GoodsIdByUrlRequestSchema = z.object({ url: refuseControlCharacters(z.string().trim(), 'invalidGoodsUrl').min(1).max(URL_MAX_LENGTH) });
export type GoodsIdByUrlRequest = z.infer<typeof GoodsIdByUrlRequestSchema>;

const GoodsKeyFields = { channel: ChannelSchema, offerId: OfferIdSchema };
export const GoodsKeySchema = z.object(GoodsKeyFields);
export type GoodsKey = z.infer<typeof GoodsKeySchema>;

/** `S/pub/get/goods/info`; `countView: true` counts one view (once per visitor and product in 10 minutes). */
export const GoodsInfoRequestSchema = z.object({ ...GoodsKeyFields, countView: z.boolean().optional() });
export type GoodsInfoRequest = z.infer<typeof GoodsInfoRequestSchema>;

/** `GET S/pub/get/similar/goods/list?channel=&offerId=&pageSize=` (query strings are text: numbers are coerced). */
export const SimilarGoodsQuerySchema = z.object({
  ...GoodsKeyFields,
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(SIMILAR_PAGE_SIZE_DEFAULT),
});
export type SimilarGoodsQuery = z.infer<typeof SimilarGoodsQuerySchema>;

/** `S/pub/get/seller/trusted/list` (beyond product §7: the home page's trusted sellers). */
export const TRUSTED_SELLERS_MAX = 20;
export const TrustedSellersRequestSchema = z.object({
  pageSize: z.number().int().min(1).max(TRUSTED_SELLERS_MAX).default(4),
});
export type TrustedSellersRequest = z.infer<typeof TrustedSellersRequestSchema>;

/** `S/pub/get/goods/agent/list`. */
export const GoodsAgentListRequestSchema = GoodsKeySchema;
export type GoodsAgentListRequest = GoodsKey;

/** `S/pub/get/goods/agent/url/list`: a link, or a product's channel and offer id. */
export const GoodsAgentUrlListRequestSchema = z
  .object({
    url: refuseControlCharacters(z.string().trim(), 'invalidGoodsUrl').min(1).max(URL_MAX_LENGTH).optional(),
    channel: ChannelSchema.optional(),
    offerId: OfferIdSchema.optional(),
  })
  .refine((r) => r.url !== undefined || (r.channel !== undefined && r.offerId !== undefined), { path: ['url'], message: 'required' });
export type GoodsAgentUrlListRequest = z.infer<typeof GoodsAgentUrlListRequestSchema>;
