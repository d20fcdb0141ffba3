import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test-support.ts';
import type { Database, Db } from '../../client.ts';
import { categories, goods, seedRuns } from '../../schema/index.ts';
import { seedReferenceData } from '../reference.ts';
import { fillCatalog } from './bulk.ts';
import { buildCatalogContext, DEFAULT_SELLER_COUNT, planGoods, planSellers } from './generate.ts';
import { loadCatalogReferences, seedDemoCatalog } from './seed.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const SEED = 77;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

let database: Database;
let first: Awaited<ReturnType<typeof seedDemoCatalog>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.migrate();
  await seedReferenceData(database.db);
  first = await seedDemoCatalog(database.db, { seed: SEED, now: NOW });
});
afterAll(() => database.close());

describe('seedDemoCatalog (3,000 goods)', () => {
  it('seeds 3,000 goods, ~300 sellers and their QC photos, flagged as demo listings', async () => {
    expect(first).toMatchObject({ seeded: true, goods: 3000 });
    expect(first.sellers).toBeGreaterThanOrEqual(290);
    const [counts] = await rows<{ goods: number; demo: number; sellers: number; photos: number }>(
      database.db,
      sql`SELECT (SELECT count(*) FROM goods)::int AS goods, (SELECT count(*) FROM goods WHERE is_demo)::int AS demo,
                 (SELECT count(*) FROM sellers)::int AS sellers, (SELECT count(*) FROM qc_photos)::int AS photos`,
    );
    expect(counts).toEqual({ goods: 3000, demo: 3000, sellers: first.sellers, photos: first.qcPhotos });
  });

  it('stores exactly what the generator produces for that seed (same seed → same rows)', async () => {
    const { categoryIds, agentIds } = await loadCatalogReferences(database.db);
    const ctx = buildCatalogContext({ seed: SEED, now: NOW.getTime(), categoryIds, agentIds, sellers: planSellers(SEED, DEFAULT_SELLER_COUNT, NOW.getTime()) });
    for (const index of [0, 1, 1234, 2999]) {
      const plan = planGoods(ctx, index);
      const [row] = await database.db.select().from(goods).where(eq(goods.offerId, plan.goods.offer_id));
      expect(row).toMatchObject({
        channel: plan.goods.channel,
        titleCn: plan.goods.title_cn,
        titles: plan.goods.titles,
        priceCny: plan.goods.price_cny,
        images: plan.goods.images,
        categoryId: plan.goods.category_id,
        qcCount: plan.qc.length,
        productUrl: plan.goods.product_url,
        createdAt: new Date(plan.goods.created_at),
      });
    }
  });

  it('fills every sub-category of all nine hot categories and all three channels', async () => {
    const empty = await rows<{ key: string }>(
      database.db,
      sql`SELECT c.key FROM categories c WHERE c.parent_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM goods g WHERE g.category_id = c.id)`,
    );
    expect(empty).toEqual([]);
    const hot = await rows<{ n: number }>(
      database.db,
      sql`SELECT count(DISTINCT p.id)::int AS n FROM goods g JOIN categories c ON c.id = g.category_id JOIN categories p ON p.id = c.parent_id WHERE p.is_hot`,
    );
    expect(hot[0]!.n).toBe(9);
    const channels = await rows<{ channel: string }>(database.db, sql`SELECT DISTINCT channel FROM goods ORDER BY channel`);
    expect(channels.map((c) => c.channel)).toEqual(['1688', 'taobao', 'weidian']);
  });

  it('gives ~60 % of goods QC photos and keeps qc_count equal to their rows', async () => {
    const [stats] = await rows<{ with_qc: number; mismatched: number; early: number }>(
      database.db,
      sql`SELECT count(*) FILTER (WHERE g.qc_count > 0)::int AS with_qc,
                 count(*) FILTER (WHERE g.qc_count <> (SELECT count(*) FROM qc_photos q WHERE q.goods_id = g.id))::int AS mismatched,
                 (SELECT count(*) FROM qc_photos q JOIN goods x ON x.id = q.goods_id WHERE q.taken_at <= x.created_at OR q.taken_at > now())::int AS early
          FROM goods g`,
    );
    expect(stats!.with_qc / 3000).toBeGreaterThan(0.55);
    expect(stats!.with_qc / 3000).toBeLessThan(0.65);
    expect(stats!.mismatched).toBe(0);
    expect(stats!.early).toBe(0);
    const [unattributed] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM qc_photos q LEFT JOIN agents a ON a.id = q.agent_id WHERE a.id IS NULL OR NOT a.is_active`);
    expect(unattributed!.n).toBe(0);
  });

  it('gives no two goods the same image key', async () => {
    const [keys] = await rows<{ all: number; distinct: number }>(
      database.db,
      sql`SELECT count(*)::int AS all, count(DISTINCT k)::int AS distinct
          FROM (SELECT jsonb_array_elements_text(images) AS k FROM goods UNION ALL SELECT image FROM qc_photos) s`,
    );
    expect(keys!.all).toBeGreaterThan(9000);
    expect(keys!.distinct).toBe(keys!.all);
  });

  it('sells every listing through a shop of its own channel', async () => {
    const [stats] = await rows<{ without: number; mismatched: number }>(
      database.db,
      sql`SELECT count(*) FILTER (WHERE g.seller_id IS NULL)::int AS without, count(*) FILTER (WHERE s.channel <> g.channel)::int AS mismatched
          FROM goods g LEFT JOIN sellers s ON s.id = g.seller_id`,
    );
    expect(stats).toEqual({ without: 0, mismatched: 0 });
  });

  it('runs once: a second call does nothing and an operator’s deletions stay deleted', async () => {
    const [victim] = await database.db.select({ id: goods.id }).from(goods).limit(1);
    await database.db.delete(goods).where(eq(goods.id, victim!.id));
    expect(await seedDemoCatalog(database.db, { seed: SEED, now: NOW })).toEqual({ seeded: false, goods: 0, sellers: 0, qcPhotos: 0 });
    const [count] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM goods`);
    expect(count!.n).toBe(2999);
    expect(await database.db.select().from(seedRuns).where(eq(seedRuns.name, 'demo-catalog'))).toHaveLength(1);
  });
});

describe('fillCatalog', () => {
  it('tops the catalog up to N goods with QC photos, and does nothing once it holds N', async () => {
    const target = 4500;
    const result = await fillCatalog(database, target, { batchSize: 400 });
    expect(result).toMatchObject({ before: 2999, after: target, inserted: target - 2999 });
    const [stats] = await rows<{ goods: number; with_qc: number; mismatched: number }>(
      database.db,
      sql`SELECT count(*)::int AS goods, count(*) FILTER (WHERE qc_count > 0)::int AS with_qc,
                 count(*) FILTER (WHERE qc_count <> (SELECT count(*) FROM qc_photos q WHERE q.goods_id = g.id))::int AS mismatched
          FROM goods g`,
    );
    expect(stats!.goods).toBe(target);
    expect(stats!.mismatched).toBe(0);
    expect(stats!.with_qc / target).toBeGreaterThan(0.55);
    expect(await fillCatalog(database, target)).toMatchObject({ before: target, after: target, inserted: 0 });
    expect(await fillCatalog(database, 1000)).toMatchObject({ inserted: 0 });
  });
});

describe('seedDemoCatalog before the reference data', () => {
  it('claims nothing while the category tree is empty, so it seeds once the tree exists', async () => {
    const empty = await createTestDatabase();
    try {
      await empty.migrate();
      expect((await seedDemoCatalog(empty.db, { goods: 10 })).seeded).toBe(false);
      expect(await empty.db.select().from(seedRuns).where(eq(seedRuns.name, 'demo-catalog'))).toHaveLength(0);
      await seedReferenceData(empty.db);
      expect(await seedDemoCatalog(empty.db, { goods: 60 })).toMatchObject({ seeded: true, goods: 60 });
      // the first goods walk every sub-category once
      const subs = await empty.db.select({ id: categories.id }).from(categories).where(sql`${categories.parentId} IS NOT NULL`);
      const used = await rows<{ n: number }>(empty.db, sql`SELECT count(DISTINCT category_id)::int AS n FROM goods`);
      expect(used[0]!.n).toBe(subs.length);
    } finally {
      await empty.close();
    }
  });
});
