import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { goods, sellers } from '../../../db/schema/index.ts';
import { seedDemoCatalog } from '../../../db/seed/catalog/seed.ts';
import { seedReferenceData } from '../../../db/seed/reference.ts';
import { createTestDatabase } from '../../test-support/test-app.ts';
import { insertGoods, insertSeller } from '../catalog/test-fixtures.ts';
import { generatedShopSize } from './demo-source.ts';
import { createProductSource, ProductSourceError, type ProductSource } from './index.ts';

const DEMO_CONFIG = { PRODUCT_SOURCE: 'demo', PRODUCT_SOURCE_URL: undefined, PRODUCT_SOURCE_KEY: undefined, PRODUCT_SOURCE_TIMEOUT_MS: 8000 } as const;

let database: Database;
let source: ProductSource;
let realGood: { channel: string; offerId: string };
let realShop: { shopId: string; name: string };

beforeAll(async () => {
  database = await createTestDatabase();
  await database.migrate();
  await seedReferenceData(database.db);
  await seedDemoCatalog(database.db, { goods: 300 });
  const shop = await insertSeller(database.db, { channel: 'weidian', shopId: '1660000001', name: '真实小店' });
  realShop = { shopId: shop.shopId, name: shop.name };
  const [inserted] = await insertGoods(database.db, [
    { channel: 'weidian', offerId: '7100000001', titleCn: '真实的双肩包', titles: { en: 'A real backpack' }, categoryKey: 'luggage/backpacks', priceCny: 19.9, sellerId: shop.id, images: ['uploads/a.jpg'] },
  ]);
  realGood = inserted!;
  source = createProductSource(DEMO_CONFIG, { db: database.db });
}, 120_000);
afterAll(() => database.close());

describe('demo product source: items', () => {
  it('answers a good the catalog holds as it is, with its seller, flagged as real', async () => {
    expect(source.kind).toBe('demo');
    const listing = await source.item('weidian', realGood.offerId);
    expect(listing).toEqual({
      channel: 'weidian',
      offerId: '7100000001',
      titleCn: '真实的双肩包',
      titles: { en: 'A real backpack' },
      priceCny: 19.9,
      images: ['uploads/a.jpg'],
      stock: 50,
      outOfStock: false,
      weightG: 500,
      volumeCm3: 3000,
      deliveryDays: 7,
      soldCount: 0,
      productUrl: 'https://item.taobao.com/item.htm?id=7100000001',
      categoryKey: 'luggage/backpacks',
      seller: { channel: 'weidian', shopId: '1660000001', name: '真实小店' },
      isDemo: false,
    });
  });

  it('answers a seeded demo good as the catalog holds it (isDemo: true)', async () => {
    const [row] = await database.db.select().from(goods).where(eq(goods.isDemo, true)).limit(1);
    const listing = await source.item(row!.channel as 'taobao', row!.offerId);
    expect(listing).toMatchObject({ offerId: row!.offerId, titleCn: row!.titleCn, priceCny: row!.priceCny, images: row!.images, isDemo: true });
  });

  it('generates the same listing twice for an item the catalog does not hold, flagged as demo data', async () => {
    const first = await source.item('taobao', '689012345678');
    const again = await createProductSource(DEMO_CONFIG, { db: database.db }).item('taobao', '689012345678');
    expect(again).toEqual(first);
    expect(first).toMatchObject({ channel: 'taobao', offerId: '689012345678', isDemo: true });
    expect(first!.titleCn.length).toBeGreaterThan(0);
    expect(first!.titles.en).toBeTruthy();
    expect(first!.priceCny).toBeGreaterThan(0);
    expect(first!.images.length).toBeGreaterThanOrEqual(3);
    expect(first!.productUrl).toContain('689012345678');
    expect(first!.categoryKey).toMatch(/^[a-z-]+\/[a-z-]+$/);
    // Its seller is one of the demo shops the catalog seeded.
    const [shop] = await database.db.select().from(sellers).where(and(eq(sellers.channel, 'taobao'), eq(sellers.shopId, first!.seller!.shopId)));
    expect(shop?.name).toBe(first!.seller!.name);
    // Generating does not write to the catalog.
    expect(await database.db.select().from(goods).where(eq(goods.offerId, '689012345678'))).toEqual([]);
  });

  it('generates different listings for different items and channels', async () => {
    const a = await source.item('taobao', '689012345678');
    const b = await source.item('taobao', '689012345679');
    const c = await source.item('1688', '689012345678');
    expect(b!.titleCn === a!.titleCn && b!.priceCny === a!.priceCny).toBe(false);
    expect(c).toMatchObject({ channel: '1688', productUrl: 'https://detail.1688.com/offer/689012345678.html', isDemo: true });
  });

  it('answers null for an offer id that cannot exist', async () => {
    expect(await source.item('taobao', 'abc')).toBeNull();
    expect(await source.item('taobao', '12')).toBeNull();
  });
});

describe('demo product source: shop items', () => {
  it('pages a shop the catalog holds through its goods', async () => {
    expect(await source.shopItems('weidian', realShop.shopId, { pageSize: 10 })).toEqual({ offerIds: ['7100000001'], nextCursor: null, shopName: '真实小店' });
    // The seeded shop with the most goods.
    const [busiest] = await database.db
      .select({ sellerId: goods.sellerId, n: sql<number>`count(*)::int` })
      .from(goods)
      .where(eq(goods.isDemo, true))
      .groupBy(goods.sellerId)
      .orderBy(sql`count(*) desc`, goods.sellerId)
      .limit(1);
    const [seeded] = await database.db.select().from(sellers).where(eq(sellers.id, busiest!.sellerId!));
    const held = await database.db.select({ offerId: goods.offerId }).from(goods).where(eq(goods.sellerId, seeded!.id)).orderBy(goods.id);
    expect(held.length).toBeGreaterThan(2);
    const all = await collect(source, seeded!.channel as 'taobao', seeded!.shopId, 2);
    expect(all.offerIds).toEqual(held.map((g) => g.offerId));
    expect(all.shopName).toBe(seeded!.name);
  });

  it('gives a shop the catalog does not hold a stable list of 20–300 distinct offer ids, paged without gaps or repeats', async () => {
    const whole = await collect(source, 'taobao', 'nobody-42', 37);
    expect(whole.offerIds).toHaveLength(generatedShopSize('taobao', 'nobody-42'));
    expect(whole.offerIds.length).toBeGreaterThanOrEqual(20);
    expect(whole.offerIds.length).toBeLessThanOrEqual(300);
    expect(new Set(whole.offerIds).size).toBe(whole.offerIds.length);
    for (const id of whole.offerIds) expect(id).toMatch(/^\d{5,20}$/);
    // The same list whatever the page size, and on another source instance.
    expect((await collect(source, 'taobao', 'nobody-42', 200)).offerIds).toEqual(whole.offerIds);
    expect((await collect(createProductSource(DEMO_CONFIG, { db: database.db }), 'taobao', 'nobody-42', 5)).offerIds).toEqual(whole.offerIds);
    expect(whole.shopName).toBeTruthy();
  });

  it('lists different items, in different numbers, for different shops', async () => {
    const sizes = new Set(['s1', 's2', 's3', 's4', 's5', 's6'].map((id) => generatedShopSize('weidian', id)));
    expect(sizes.size).toBeGreaterThan(1);
    const a = await source.shopItems('weidian', 's1', { pageSize: 20 });
    const b = await source.shopItems('weidian', 's2', { pageSize: 20 });
    expect(a.offerIds.filter((id) => b.offerIds.includes(id))).toEqual([]);
  });

  it('answers a generated shop item with a generated demo listing', async () => {
    const { offerIds } = await source.shopItems('1688', 'factory-7', { pageSize: 3 });
    for (const id of offerIds) expect(await source.item('1688', id)).toMatchObject({ channel: '1688', offerId: id, isDemo: true });
  });

  it('refuses an empty shop id as not_found and a cursor it never gave', async () => {
    await expect(source.shopItems('taobao', ' ', { pageSize: 10 })).rejects.toBeInstanceOf(ProductSourceError);
    await expect(source.shopItems('taobao', 'nobody-42', { pageSize: 10, cursor: 'abc' })).rejects.toThrow(RangeError);
  });
});

/** Every page of a shop, following `nextCursor`. */
async function collect(s: ProductSource, channel: 'taobao' | 'weidian' | '1688', shopId: string, pageSize: number) {
  const offerIds: string[] = [];
  let cursor: string | null = null;
  let shopName: string | undefined;
  for (let pages = 0; pages < 400; pages++) {
    const page = await s.shopItems(channel, shopId, { pageSize, cursor });
    expect(page.offerIds.length).toBeLessThanOrEqual(pageSize);
    offerIds.push(...page.offerIds);
    shopName ??= page.shopName;
    if (page.nextCursor === null) return { offerIds, shopName };
    expect(page.offerIds).toHaveLength(pageSize);
    cursor = page.nextCursor;
  }
  throw new Error('the shop never ended');
}
