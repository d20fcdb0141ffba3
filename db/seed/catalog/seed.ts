import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { agents, categories, seedRuns, sellers } from '../../schema/index.ts';
import { buildCatalogContext, DEFAULT_CATALOG_SEED, DEFAULT_DEMO_GOODS, DEFAULT_SELLER_COUNT, planGoods, planSellers, type SellerPlan } from './generate.ts';
import { insertGoodsBatch } from './insert.ts';

export const DEMO_CATALOG_SEED_SET = 'demo-catalog';
const BATCH = 500;

export type DemoCatalogResult = { seeded: boolean; goods: number; sellers: number; qcPhotos: number };

/** Category ids by key, and the ids of active agents (QC photos are credited to them). */
export async function loadCatalogReferences(db: Db) {
  const categoryRows = await db.select({ id: categories.id, key: categories.key }).from(categories);
  const agentRows = await db.select({ id: agents.id }).from(agents).where(eq(agents.isActive, true)).orderBy(agents.id);
  return { categoryIds: new Map(categoryRows.map((c) => [c.key, c.id])), agentIds: agentRows.map((a) => a.id) };
}

/** Inserts the planned shops that are not there yet; returns database ids by `channel:shopId`. */
export async function upsertSellers(db: Db, plans: readonly SellerPlan[], insertMissing: boolean): Promise<Map<string, number>> {
  if (insertMissing && plans.length) {
    await db
      .insert(sellers)
      .values(
        plans.map((s) => ({
          channel: s.channel,
          shopId: s.shopId,
          name: s.name,
          verified: s.verified,
          qcPassRate: s.qcPassRate,
          onTimeShipRate: s.onTimeShipRate,
          disputeRate: s.disputeRate,
          listedSince: s.listedSince,
        })),
      )
      .onConflictDoNothing();
  }
  const rows = await db.select({ id: sellers.id, channel: sellers.channel, shopId: sellers.shopId }).from(sellers);
  return new Map(rows.map((r) => [`${r.channel}:${r.shopId}`, r.id]));
}

/**
 * Seeds the demo catalog once per database (seed set `demo-catalog` in `seed_runs`, so an operator's
 * later edits and deletions are never undone): ~300 shops, `goods` listings (default 3,000) over every
 * sub-category of the hot categories, and QC photos for ~60 % of them — all in one transaction.
 * Does nothing (and claims nothing) while the category tree has not been seeded.
 */
export async function seedDemoCatalog(db: Db, options: { goods?: number; seed?: number; now?: Date } = {}): Promise<DemoCatalogResult> {
  const count = options.goods ?? DEFAULT_DEMO_GOODS;
  const seed = options.seed ?? DEFAULT_CATALOG_SEED;
  const now = (options.now ?? new Date()).getTime();
  const none = { seeded: false, goods: 0, sellers: 0, qcPhotos: 0 };
  const { categoryIds, agentIds } = await loadCatalogReferences(db);
  const sellerPlans = planSellers(seed, DEFAULT_SELLER_COUNT, now);
  const ctx = buildCatalogContext({ seed, now, categoryIds, agentIds, sellers: sellerPlans });
  if (ctx.subcategories.length === 0) return none;

  const result = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const claimed = await tx.insert(seedRuns).values({ name: DEMO_CATALOG_SEED_SET }).onConflictDoNothing().returning();
    if (claimed.length === 0) return none;
    const [before] = await tx.select({ n: sql<number>`count(*)::int` }).from(sellers);
    const sellerIds = await upsertSellers(tx, sellerPlans, true);
    const totals = { goods: 0, qcPhotos: 0 };
    for (let start = 0; start < count; start += BATCH) {
      const plans = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => planGoods(ctx, start + i));
      const inserted = await insertGoodsBatch(tx, plans, sellerIds);
      totals.goods += inserted.goods;
      totals.qcPhotos += inserted.qcPhotos;
    }
    return { seeded: true, goods: totals.goods, sellers: sellerIds.size - Number(before?.n ?? 0), qcPhotos: totals.qcPhotos };
  });
  if (result.seeded) {
    // The new rows wait in the search index's pending list, which every search reads through (~0.5 ms on the
    // demo catalog) until a VACUUM, and PGlite runs no autovacuum: move them into the index now, and give
    // the planner the table's statistics.
    await db.execute(sql`select gin_clean_pending_list(oid) from pg_class where relname = 'goods_search_fts_idx' and relkind = 'i'`);
    await db.execute(sql`analyze goods`);
  }
  return result;
}
