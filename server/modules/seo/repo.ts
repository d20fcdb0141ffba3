import { and, asc, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { goods, shopGoods, shops } from '../../../db/schema/index.ts';

/**
 * Product sitemap pages are id ranges: page n holds the goods with id in ((n − 1)·size, n·size],
 * so every page is one primary-key range scan however large the catalogue grows (no OFFSET).
 */
export function makeSeoRepo(db: Db) {
  return {
    /**
     * The pages that hold at least one product, ascending. A loose index scan: one primary-key probe
     * per page (≈ 1,000 probes for 1M goods), never a scan of the whole table.
     */
    async productPages(pageSize: number): Promise<number[]> {
      const result = await db.execute(sql`
        WITH RECURSIVE pages(first_id) AS (
          (SELECT id FROM ${goods} ORDER BY id LIMIT 1)
          UNION ALL
          SELECT (
            SELECT g.id FROM ${goods} g
            WHERE g.id > ((p.first_id - 1) / ${pageSize}::int + 1) * ${pageSize}::int
            ORDER BY g.id LIMIT 1
          )
          FROM pages p WHERE p.first_id IS NOT NULL
        )
        SELECT (first_id - 1) / ${pageSize}::int + 1 AS page FROM pages WHERE first_id IS NOT NULL`);
      return (result as unknown as { rows: Array<{ page: number | string }> }).rows.map((row) => Number(row.page));
    },

    /** The (channel, offerId) of the goods on one page, by id. */
    productsOnPage(page: number, pageSize: number): Promise<Array<{ channel: string; offerId: string }>> {
      return db
        .select({ channel: goods.channel, offerId: goods.offerId })
        .from(goods)
        .where(and(gt(goods.id, (page - 1) * pageSize), lte(goods.id, page * pageSize)))
        .orderBy(asc(goods.id));
    },

    /**
     * The store sitemap pages (shop id ranges, as for products) that hold a store with at least one ready product:
     * a store without goods to show is not worth a crawler's visit (its page says so and is not indexed).
     */
    async storePages(pageSize: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ page: sql<number>`(${shops.id} - 1) / ${pageSize}::int + 1` })
        .from(shops)
        .where(withReadyGoods)
        .orderBy(sql`1`);
      return rows.map((row) => Number(row.page));
    },

    /** The slugs of the stores with ready goods on one page, by id. */
    storesOnPage(page: number, pageSize: number): Promise<Array<{ storeSpace: string }>> {
      return db
        .select({ storeSpace: shops.storeSpace })
        .from(shops)
        .where(and(gt(shops.id, (page - 1) * pageSize), lte(shops.id, page * pageSize), withReadyGoods))
        .orderBy(asc(shops.id));
    },
  };
}

const withReadyGoods = sql`exists (select 1 from ${shopGoods} where ${shopGoods.shopId} = ${shops.id} and ${shopGoods.status} = 'ready')`;
export type SeoRepo = ReturnType<typeof makeSeoRepo>;
