/**
 * Activity registrations (product §3 "Activity registration", §4 "Registration flow", issue 14 §2): the request
 * schemas shared by the seller's page and the API, the price rules the server enforces (pure, also shown in the
 * preview), and the answer shapes. Messages are keys of the `api` catalogue. Kept out of core/api-schemas.ts (the
 * shell chunk).
 */
import { z } from 'zod';
import { ACTIVITY_MAX_DISCOUNT_PCT, ActivitySchema } from './activity-schemas.ts';
import { CHANNELS } from './api.ts';
import { PageRequestSchema } from './catalog-schemas.ts';
import { REGISTRATION_STATUSES } from './registration-status.ts';

export const REGISTRATION_PATH = {
  userProducts: 'S/user/products',
  calculate: 'S/activities/calculate-prices',
  register: 'S/activities/register',
  mine: 'S/user/activity-registrations',
  cancel: 'S/activities/registrations/:id/cancel',
  check: 'S/activities/:id/check-registration',
  goods: 'S/get/shop/activity/goods/list',
  removeGoods: 'S/remove/activity/goods',
} as const;

/** At most this many goods in one registration. */
export const REGISTRATION_ITEMS_MAX = 100;
export const REGISTRATION_PRICE_MAX = 1_000_000;
export const REGISTRATION_STOCK_MAX = 1_000_000;
export const REGISTRATION_REASON_MAX = 500;

const Id = z.number({ error: 'registrationItemInvalid' }).int({ message: 'registrationItemInvalid' }).min(1, { message: 'registrationItemInvalid' });
const Price = z.number({ error: 'registrationPriceInvalid' }).refine(Number.isFinite, { message: 'registrationPriceInvalid' }).min(0, { message: 'registrationPriceInvalid' }).max(REGISTRATION_PRICE_MAX, { message: 'registrationPriceInvalid' });
const Stock = z.number({ error: 'registrationStockInvalid' }).int({ message: 'registrationStockInvalid' }).min(1, { message: 'registrationStockInvalid' }).max(REGISTRATION_STOCK_MAX, { message: 'registrationStockInvalid' });
const noRepeats = (items: { shopGoodsId: number }[]) => new Set(items.map((i) => i.shopGoodsId)).size === items.length;

/** `S/activities/calculate-prices`: `stock` is optional here (the preview shows the goods' own stock). */
export const CalculatePricesSchema = z.object({
  activityId: Id,
  items: z
    .array(z.object({ shopGoodsId: Id, activityPriceCny: Price, stock: Stock.optional() }), { error: 'registrationItemsRequired' })
    .min(1, { message: 'registrationItemsRequired' })
    .max(REGISTRATION_ITEMS_MAX, { message: 'registrationItemsTooMany' })
    .refine(noRepeats, { message: 'registrationItemRepeated' }),
});
export type CalculatePrices = z.infer<typeof CalculatePricesSchema>;

/** `S/activities/register`: the goods, each with its activity price and the stock offered to the activity. */
export const RegisterSchema = z.object({
  activityId: Id,
  items: z
    .array(z.object({ shopGoodsId: Id, activityPriceCny: Price, stock: Stock }), { error: 'registrationItemsRequired' })
    .min(1, { message: 'registrationItemsRequired' })
    .max(REGISTRATION_ITEMS_MAX, { message: 'registrationItemsTooMany' })
    .refine(noRepeats, { message: 'registrationItemRepeated' }),
});
export type Register = z.infer<typeof RegisterSchema>;

export const ActivityGoodsRequestSchema = z.object({ activityId: Id });
export const RemoveActivityGoodsSchema = z.object({ activityId: Id, shopGoodsIds: z.array(Id).min(1, { message: 'registrationItemsRequired' }).max(REGISTRATION_ITEMS_MAX) });

/** `S/admin/registration/list`. */
export const RegistrationListRequestSchema = PageRequestSchema.and(z.object({ status: z.enum(REGISTRATION_STATUSES).optional() }));
export type RegistrationListRequest = z.infer<typeof RegistrationListRequestSchema>;

/** `S/admin/registration/review`: a rejection needs a reason (the seller reads it). */
export const RegistrationReviewSchema = z
  .object({
    id: z.number().int().min(1),
    decision: z.enum(['approve', 'reject'], { error: 'registrationDecisionInvalid' }),
    reason: z.string().trim().max(REGISTRATION_REASON_MAX, { message: 'registrationReasonTooLong' }).optional(),
  })
  .refine((v) => v.decision !== 'reject' || (v.reason ?? '').length > 0, { path: ['reason'], message: 'registrationReasonRequired' });
export type RegistrationReview = z.infer<typeof RegistrationReviewSchema>;

/** Why an item is refused (per item in the preview, `data.items` of a refused registration). */
export const ITEM_REFUSALS = ['goods_unavailable', 'price_invalid', 'discount_too_small', 'discount_too_large', 'stock_invalid', 'stock_exceeds'] as const;
export type ItemRefusal = (typeof ITEM_REFUSALS)[number];

const cents = (cny: number) => Math.round(cny * 100);

/**
 * The price rules of one item (product §9: at most 70 % off; the activity's minimum discount; a price above 0;
 * no more stock than the goods have when that is known). Money is computed in whole cents. `originalPriceCny`
 * null means the goods are not the seller's ready goods (or have no price).
 */
export function priceItem(input: { originalPriceCny: number | null; activityPriceCny: number; stock: number | null; goodsStock: number | null; minDiscountPct: number }) {
  const original = input.originalPriceCny === null ? 0 : cents(input.originalPriceCny);
  const activity = cents(input.activityPriceCny);
  const savings = Math.max(0, original - activity);
  const discountPct = original > 0 ? Math.round((savings / original) * 10_000) / 100 : 0;
  let reason: ItemRefusal | undefined;
  if (input.originalPriceCny === null || original <= 0) reason = 'goods_unavailable';
  else if (activity <= 0 || activity >= original) reason = 'price_invalid';
  else if (discountPct > ACTIVITY_MAX_DISCOUNT_PCT) reason = 'discount_too_large';
  else if (discountPct < input.minDiscountPct) reason = 'discount_too_small';
  else if (input.stock !== null && input.stock < 1) reason = 'stock_invalid';
  else if (input.stock !== null && input.goodsStock !== null && input.stock > input.goodsStock) reason = 'stock_exceeds';
  return { originalPriceCny: original / 100, activityPriceCny: activity / 100, savingsCny: savings / 100, discountPct, ok: reason === undefined, ...(reason ? { reason } : {}) };
}

/** Totals of the preview: one unit of each item. */
export function priceTotals(items: { originalPriceCny: number; activityPriceCny: number }[]) {
  const original = items.reduce((sum, i) => sum + cents(i.originalPriceCny), 0);
  const activity = items.reduce((sum, i) => sum + cents(i.activityPriceCny), 0);
  return { originalCny: original / 100, activityCny: activity / 100, savingsCny: Math.max(0, original - activity) / 100 };
}

export const PricedItemSchema = z.object({
  shopGoodsId: z.number().int(),
  originalPriceCny: z.number(),
  activityPriceCny: z.number(),
  savingsCny: z.number(),
  discountPct: z.number(),
  stock: z.number().int().nullable(),
  ok: z.boolean(),
  reason: z.enum(ITEM_REFUSALS).optional(),
});
export const PriceCalculationSchema = z.object({
  items: z.array(PricedItemSchema),
  totals: z.object({ originalCny: z.number(), activityCny: z.number(), savingsCny: z.number() }),
});
export type PriceCalculation = z.infer<typeof PriceCalculationSchema>;

/** One registered item with what the seller and the operator need to see of the goods. */
export const RegistrationItemSchema = z.object({
  id: z.number().int(),
  shopGoodsId: z.number().int(),
  channel: z.enum(CHANNELS),
  offerId: z.string(),
  title: z.string(),
  image: z.string(),
  originalPriceCny: z.number(),
  activityPriceCny: z.number(),
  savingsCny: z.number(),
  discountPct: z.number(),
  stock: z.number().int(),
  soldCount: z.number().int(),
});
export type RegistrationItem = z.infer<typeof RegistrationItemSchema>;

export const RegistrationSchema = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
  reason: z.string().optional(),
  items: z.array(RegistrationItemSchema),
  createdAt: z.string(),
});
export type Registration = z.infer<typeof RegistrationSchema>;

export const RegistrationWithActivitySchema = RegistrationSchema.extend({ activity: ActivitySchema });
export type RegistrationWithActivity = z.infer<typeof RegistrationWithActivitySchema>;
export const MyRegistrationsSchema = z.array(RegistrationWithActivitySchema);
export const CheckRegistrationSchema = z.object({ registered: z.boolean(), registration: RegistrationSchema.nullable() });
export const ActivityGoodsSchema = z.array(RegistrationItemSchema);

/** A registration in the operator's queue: the seller and their shop, the activity's title. */
export const RegistrationAdminSchema = RegistrationSchema.extend({
  sellerEmail: z.string(),
  shopName: z.string(),
  storeSpace: z.string(),
  activityTitle: z.string(),
  activityType: ActivitySchema.shape.type,
  minDiscountPct: z.number(),
});
export type RegistrationAdmin = z.infer<typeof RegistrationAdminSchema>;
export const RegistrationAdminPageSchema = z.object({ list: z.array(RegistrationAdminSchema), total: z.number().int(), pageId: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean() });
export type RegistrationAdminPage = z.infer<typeof RegistrationAdminPageSchema>;
