/**
 * The http product source's JSON contract (docs/product-source.md) as zod schemas, and its mapping to our
 * own `ProductListing`. A provider's answer never leaves this file unvalidated: anything that does not fit
 * is a `ProductSourceError('bad_answer')`.
 */
import { z } from 'zod';
import type { Channel } from '../../../core/api.ts';
import { isValidOfferId, marketplaceUrl } from '../../../core/links/index.ts';
import { isLocale } from '../../../core/locale.ts';
import { ProductSourceError, type ProductListing, type ShopItemsPage } from './types.ts';

const httpUrl = z.url({ protocol: /^https?$/ }).max(2048);
const count = z.number().int().min(0).max(2_000_000_000);
const text = (max: number) => z.string().trim().min(1).max(max);

/** `GET {base}/items/{channel}/{offerId}` → 200 with this object. */
export const ItemAnswerSchema = z.object({
  offerId: z.string(),
  channel: z.string().optional(),
  title: text(500),
  titles: z.record(z.string(), z.string().max(500)).optional(),
  priceCny: z.number().min(0).max(100_000_000),
  images: z.array(httpUrl).max(50),
  stock: count.nullable().optional(),
  outOfStock: z.boolean().optional(),
  weightG: count.nullable().optional(),
  volumeCm3: count.nullable().optional(),
  deliveryDays: z.number().int().min(0).max(365).nullable().optional(),
  soldCount: count.optional(),
  productUrl: httpUrl.optional(),
  categoryKey: text(200).nullable().optional(),
  shop: z.object({ shopId: text(100), name: text(200) }).nullable().optional(),
});
export type ItemAnswer = z.infer<typeof ItemAnswerSchema>;

/** `GET {base}/shops/{channel}/{shopId}/items?pageSize=…&cursor=…` → 200 with this object. */
export const ShopItemsAnswerSchema = z.object({
  offerIds: z.array(z.string().refine(isValidOfferId, { message: 'not an offer id (5–20 digits)' })).max(1000),
  nextCursor: z.string().min(1).max(1000).nullable(),
  shopName: text(200).optional(),
});

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
    .join('; ');
}

/** Maps an item answer to our listing; throws `bad_answer` when it does not fit the contract or names another item. */
export function listingFromAnswer(channel: Channel, offerId: string, body: unknown): ProductListing {
  const parsed = ItemAnswerSchema.safeParse(body);
  if (!parsed.success) throw new ProductSourceError('bad_answer', `item ${channel}/${offerId}: ${describeIssues(parsed.error)}`);
  const a = parsed.data;
  if (a.offerId !== offerId || (a.channel !== undefined && a.channel !== channel)) {
    throw new ProductSourceError('bad_answer', `item ${channel}/${offerId}: the answer describes ${a.channel ?? channel}/${a.offerId}`);
  }
  const titles: Record<string, string> = {};
  for (const [locale, title] of Object.entries(a.titles ?? {})) if (isLocale(locale) && title.trim()) titles[locale] = title.trim();
  const stock = a.stock ?? null;
  return {
    channel,
    offerId,
    titleCn: a.title,
    titles,
    priceCny: Math.round(a.priceCny * 100) / 100,
    images: a.images,
    stock,
    outOfStock: a.outOfStock ?? stock === 0,
    weightG: a.weightG ?? null,
    volumeCm3: a.volumeCm3 ?? null,
    deliveryDays: a.deliveryDays ?? null,
    soldCount: a.soldCount ?? 0,
    productUrl: a.productUrl ?? marketplaceUrl(channel, offerId),
    categoryKey: a.categoryKey ?? null,
    seller: a.shop ? { channel, shopId: a.shop.shopId, name: a.shop.name } : null,
    isDemo: false,
  };
}

/** Maps a shop page answer; throws `bad_answer` when it does not fit the contract. */
export function shopPageFromAnswer(channel: Channel, shopId: string, body: unknown): ShopItemsPage {
  const parsed = ShopItemsAnswerSchema.safeParse(body);
  if (!parsed.success) throw new ProductSourceError('bad_answer', `shop ${channel}/${shopId}: ${describeIssues(parsed.error)}`);
  const { offerIds, nextCursor, shopName } = parsed.data;
  return { offerIds: [...new Set(offerIds)], nextCursor, ...(shopName ? { shopName } : {}) };
}
