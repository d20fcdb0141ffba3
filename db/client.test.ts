import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateKeepingVisibility, type Database } from './client.ts';
import { writeGoods, type GoodsInput } from './goods-writer.ts';
import { categories, goods } from './schema/index.ts';
import { seedReferenceData } from './seed/reference.ts';
import { createTestDatabase } from './test-support.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.migrate();
  await seedReferenceData(database.db);
  const categoryId = (await database.db.select({ id: categories.id }).from(categories).limit(1))[0]!.id;
  const input = (i: number): GoodsInput => ({
    channel: 'weidian',
    offerId: String(770_000_000 + i),
    titleCn: `连帽卫衣 ${i}`,
    titles: i % 3 === 0 ? { de: 'Kapuzenpullover' } : { en: `Hooded Sweatshirt ${i}`, de: 'Kapuzenpullover' },
    priceCny: 10 + (i % 500),
    images: [],
    categoryId,
    weightG: 400,
    volumeCm3: 2000,
    deliveryDays: 4,
    productUrl: `https://weidian.com/item.html?itemID=${770_000_000 + i}`,
    isDemo: false,
  });
  for (let start = 0; start < 2000; start += 500) await writeGoods(database.db, Array.from({ length: 500 }, (_, i) => input(start + i)));
}, 120_000);
afterAll(async () => {
  await database?.close();
});

const visibility = async () => {
  await database.db.execute(sql`analyze goods`);
  const result = await database.db.execute(sql`select relpages, relallvisible from pg_class where oid = 'goods'::regclass`);
  return (result as unknown as { rows: { relpages: number; relallvisible: number }[] }).rows[0]!;
};

describe('migrations and the visibility map', () => {
  it('keeps the English title in title_en, an empty text without one', async () => {
    const rows = await database.db.select({ titles: goods.titles, titleEn: goods.titleEn }).from(goods).where(eq(goods.channel, 'weidian'));
    expect(rows).toHaveLength(2000);
    for (const row of rows) expect(row.titleEn).toBe(row.titles.en ?? '');
  });

  it('VACUUMs goods after a migration that left it without a visibility map, and not when none was applied', async () => {
    // Every row rewritten, as adding a stored column does: no page is all-visible.
    await database.db.execute(sql`update goods set weight_g = weight_g`);
    const rewritten = await visibility();
    expect(rewritten.relpages).toBeGreaterThan(10);
    expect(rewritten.relallvisible).toBe(0);
    // No migration applied: nothing done.
    await migrateKeepingVisibility(database.db, () => database.migrate(), 1);
    expect((await visibility()).relallvisible).toBe(0);
    // One applied (the last one again: its statements are idempotent): goods is vacuumed.
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    await migrateKeepingVisibility(database.db, () => database.migrate(), 1);
    const after = await visibility();
    expect(after.relallvisible).toBeGreaterThan(after.relpages / 2);
  });
});
