/** The catalog reads of the demo product source (goods and shops the database already holds). */
import { asc, eq, and } from 'drizzle-orm';
import type { Channel } from '../../../core/api.ts';
import type { Db } from '../../../db/client.ts';
import { categories, goods, sellers } from '../../../db/schema/index.ts';
import type { ProductListing } from './types.ts';

export function makeProductSourceRepo(db: Db) {
  return {
    /** The catalog's listing of `(channel, offerId)` as it is, or null when the catalog does not hold it. */
    async catalogListing(channel: Channel, offerId: string): Promise<ProductListing | null> {
      const [row] = await db
        .select({
          titleCn: goods.titleCn,
          titles: goods.titles,
          priceCny: goods.priceCny,
          images: goods.images,
          stock: goods.stock,
          outOfStock: goods.outOfStock,
          weightG: goods.weightG,
          volumeCm3: goods.volumeCm3,
          deliveryDays: goods.deliveryDays,
          soldCount: goods.soldCount,
          productUrl: goods.productUrl,
          categoryKey: categories.key,
          shopId: sellers.shopId,
          shopName: sellers.name,
          isDemo: goods.isDemo,
        })
        .from(goods)
        .innerJoin(categories, eq(categories.id, goods.categoryId))
        .leftJoin(sellers, eq(sellers.id, goods.sellerId))
        .where(and(eq(goods.channel, channel), eq(goods.offerId, offerId)))
        .limit(1);
      if (!row) return null;
      const { shopId, shopName, ...rest } = row;
      return { channel, offerId, ...rest, seller: shopId !== null && shopName !== null ? { channel, shopId, name: shopName } : null };
    },

    async shopByKey(channel: Channel, shopId: string): Promise<{ id: number; name: string } | null> {
      const [row] = await db
        .select({ id: sellers.id, name: sellers.name })
        .from(sellers)
        .where(and(eq(sellers.channel, channel), eq(sellers.shopId, shopId)))
        .limit(1);
      return row ?? null;
    },

    /** Offer ids of a shop's catalog goods in a stable order, `limit` of them from `offset`. */
    async shopOfferIds(sellerId: number, offset: number, limit: number): Promise<string[]> {
      const rows = await db.select({ offerId: goods.offerId }).from(goods).where(eq(goods.sellerId, sellerId)).orderBy(asc(goods.id)).offset(offset).limit(limit);
      return rows.map((r) => r.offerId);
    },
  };
}

export type ProductSourceRepo = ReturnType<typeof makeProductSourceRepo>;
