/**
 * Answer shapes of the catalog calls (product §D4 "Catalog"), defined once: the TypeScript types in
 * core/api.ts are inferred from these, the routes declare them as response schemas (OpenAPI), and the API
 * tests validate real answers against them (`.strict().parse`). The routes do not validate answers per
 * request (docs/decisions/011-api-hot-path.md).
 */
import { z } from 'zod';
import { CHANNELS } from './api.ts';

export const ChannelSchema = z.enum(CHANNELS);

/** product §D4 `GoodsCard`; `title` is in the request's language (fallback en, then `titleCn`). */
export const GoodsCardSchema = z.object({
  channel: ChannelSchema,
  offerId: z.string(),
  title: z.string(),
  titleCn: z.string(),
  image: z.string(),
  priceCny: z.number(),
  soldCount: z.number().int(),
  viewCount: z.number().int(),
  qcCount: z.number().int(),
  categoryId: z.number().int(),
  outOfStock: z.boolean(),
  /** Present when the call carries a live session: the product is in the user's favourites. */
  isCollected: z.boolean().optional(),
  /** Search by image only: how alike the product's best-matching image is to the uploaded one (0–1, two decimals). */
  similarity: z.number().min(0).max(1).optional(),
  /** Search by image only: which of the product's images matched (a product image or a QC photo; a storage key like `image`). */
  matchedImage: z.object({ kind: z.enum(['goods', 'qc']), image: z.string() }).optional(),
});

/** A page of a list (product §D4 "Lists"). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), pageId: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean() });

/**
 * A page of `S/pub/get/goods/list`. Beyond product §D4: `correctedKeyword` is set when nothing matched the
 * words as typed and the page holds matches of their typo corrections. `totalCapped` is set when more goods
 * match than can be paged through (`RESULT_WINDOW`): `total` is then that window, a lower bound ("10,000+"),
 * since counting every match of a common word costs more than the page itself (docs/decisions/018-cold-search.md).
 */
export const GoodsPageSchema = pageOf(GoodsCardSchema).extend({
  correctedKeyword: z.string().optional(),
  totalCapped: z.boolean().optional(),
  /** Search by image only (`imageKey`): cards whose `similarity` is below this are not confident matches. */
  similarityThreshold: z.number().optional(),
});

export const GoodsKeySchema = z.object({ channel: ChannelSchema, offerId: z.string() });

/** The seller card: `trustScore` from `core/trust.ts`, with the figures it was computed from. */
export const SellerSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  channel: ChannelSchema,
  trustScore: z.number().int(),
  verified: z.boolean(),
  qcPassRate: z.number(),
  onTimeShipRate: z.number(),
  disputeRate: z.number(),
  listingAgeDays: z.number().int(),
});

export const QcPhotoSchema = z.object({ url: z.string(), takenAt: z.string(), agentName: z.string().nullable() });

export const GoodsDetailSchema = GoodsCardSchema.extend({
  images: z.array(z.string()),
  qcPhotos: z.array(QcPhotoSchema),
  weightG: z.number().int(),
  volumeCm3: z.number().int(),
  deliveryDays: z.number().int(),
  stock: z.number().int(),
  productUrl: z.string(),
  seller: SellerSummarySchema.nullable(),
});

/** A row of `S/pub/get/seller/trusted/list`: a seller and a few of its goods. */
export const TrustedSellerSchema = z.object({ seller: SellerSummarySchema, goods: z.array(GoodsCardSchema) });

export const AgentBadgeSchema = z.enum(['best', 'fastest', 'safest']);
export const AttributionSchema = z.enum(['creator', 'platform', 'none']);

/** One row of "Buy via trusted agent" (product §D4 `S/pub/get/goods/agent/list`). */
export const AgentOfferSchema = z.object({
  id: z.number().int(),
  agentName: z.string(),
  logo: z.string(),
  buyUrl: z.string(),
  referralCode: z.string().nullable(),
  attribution: AttributionSchema,
  serviceFeePct: z.number(),
  freeStorageDays: z.number().int(),
  processingDays: z.number().int(),
  rating: z.number(),
  badges: z.array(AgentBadgeSchema),
  /** Beyond product §D4: the product's price plus the agent's service fee, in CNY; null when the catalog does not hold the product. */
  estimatedTotalCny: z.number().nullable(),
  /** When the registry's figures of this agent were last confirmed by an operator (ISO). */
  factsAsOf: z.string(),
  /** The link a buy button follows: our `/go/{agentId}` redirect to `buyUrl`, which counts a creator's clicks (core/outbound.ts). */
  clickUrl: z.string(),
  /** With attribution "creator": whose code the link carries, as buyers may see it (their shop's name, else their invite code). */
  creatorName: z.string().nullable(),
});

export const AgentUrlSchema = z.object({ id: z.number().int(), agentName: z.string(), url: z.string() });

/**
 * A row of `S/get/goods/collect/list` (product §D4 "Favourites"), newest first. A product the catalog does not
 * hold (yet) can be a favourite too (docs/decisions/007): its row has `inCatalog: false`, the marketplace
 * link as `productUrl` and null for every figure only the catalog knows.
 */
export const FavoriteCardSchema = z.object({
  channel: ChannelSchema,
  offerId: z.string(),
  /** When the user added it (ISO-8601 UTC). */
  collectedAt: z.string(),
  inCatalog: z.boolean(),
  productUrl: z.string(),
  title: z.string().nullable(),
  titleCn: z.string().nullable(),
  image: z.string().nullable(),
  priceCny: z.number().nullable(),
  soldCount: z.number().int().nullable(),
  viewCount: z.number().int().nullable(),
  weightG: z.number().int().nullable(),
  volumeCm3: z.number().int().nullable(),
  deliveryDays: z.number().int().nullable(),
  outOfStock: z.boolean().nullable(),
});
export const FavoritePageSchema = pageOf(FavoriteCardSchema);

/** A row of `S/pub/get/rate/list`. */
export const RateEntrySchema = z.object({ currency: z.string(), symbol: z.string(), rate: z.number(), exchange: z.number() });
/** `names` holds the name in each locale (an extension of the spec's id, cnName, enName). */
export const HotCategorySchema = z.object({ id: z.number().int(), cnName: z.string(), enName: z.string(), names: z.record(z.string(), z.string()) });
type CategoryTreeNode = z.infer<typeof HotCategorySchema> & { children: CategoryTreeNode[] };
export const CategoryNodeSchema: z.ZodType<CategoryTreeNode> = HotCategorySchema.extend({
  children: z.lazy(() => z.array(CategoryNodeSchema)),
});
export const AgentSummarySchema = z.object({ id: z.number().int(), agentName: z.string(), logo: z.string(), siteUrl: z.string() });

/** product §D4 `UserInfo` (`A/user/get/userinfo`): what the web app keeps of the signed-in user (product §3 user info). */
export const UserInfoSchema = z.object({ userId: z.number().int(), encryptUserId: z.string(), email: z.string(), inviteCode: z.string(), isOperator: z.boolean() });
/**
 * `A/pub/login`, `A/pub/register`: the signed-in user; native clients (X-PLATFORM android | ios) also get the
 * session token, the web app never does (HttpOnly cookie).
 */
export const SignedInSchema = UserInfoSchema.extend({ token: z.string().optional() });
/** `A/pub/email/isregistered`. */
export const IsRegisteredAnswerSchema = z.object({ registered: z.boolean() });
/** `A/pub/register-email-check`. */
export const RegisterEmailCheckAnswerSchema = z.object({ valid: z.boolean() });

/** product §D4 "Shops (sellers)": `Shop`. */
export const ShopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  storeSpace: z.string(),
  logo: z.string().nullable(),
  description: z.string(),
  goodsCount: z.number().int(),
  url: z.string(),
  createdAt: z.string(),
});
export type Shop = z.infer<typeof ShopSchema>;
/** `S/check/user/shop/storeSpace`: whether the caller may take the slug, and if not why. */
export const StoreSpaceCheckSchema = z.object({ available: z.boolean(), reason: z.enum(['invalid', 'reserved', 'taken']).optional() });
export type StoreSpaceCheck = z.infer<typeof StoreSpaceCheckSchema>;
export const ShopTagSchema = z.object({ id: z.number().int(), name: z.string(), goodsCount: z.number().int() });
export type ShopTag = z.infer<typeof ShopTagSchema>;
export const ShopTagNameSchema = z.object({ id: z.number().int(), name: z.string() });
/** `S/pub/get/user/shop`: the shop with its tags. */
export const ShopWithTagsSchema = ShopSchema.extend({ tags: z.array(ShopTagSchema) });
export type ShopWithTags = z.infer<typeof ShopWithTagsSchema>;
export const ShopGoodsStatusSchema = z.enum(['syncing', 'ready', 'failed']);
/** product §D4 `ShopGoods` = `GoodsCard` + the shop's own fields. */
export const ShopGoodsSchema = GoodsCardSchema.extend({
  id: z.number().int(),
  stock: z.number().int().nullable(),
  tags: z.array(ShopTagNameSchema),
  status: ShopGoodsStatusSchema,
  failReason: z.string().optional(),
  addedAt: z.string(),
});
export type ShopGoods = z.infer<typeof ShopGoodsSchema>;
export const ShopGoodsPageSchema = pageOf(ShopGoodsSchema);
export type ShopGoodsPage = z.infer<typeof ShopGoodsPageSchema>;
/** `S/get/user/shop/jobs`: one import job. */
export const ShopJobSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['link', 'shop', 'file']),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ShopJob = z.infer<typeof ShopJobSchema>;
/**
 * `S/add/user/shop/goods/byFile`: the job that adds the accepted rows (null when none was accepted), how many, and
 * each refused row with why — `reason` in the request's language, `code` stable (docs/decisions/015, 016).
 */
export const ShopFileImportSchema = z.object({
  jobId: z.number().int().nullable(),
  accepted: z.number().int(),
  rejected: z.array(z.object({ row: z.number().int(), code: z.string(), reason: z.string() })),
});
export type ShopFileImport = z.infer<typeof ShopFileImportSchema>;


