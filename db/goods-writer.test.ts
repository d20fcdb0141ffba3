import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { goodsSearchText, writeGoods, type GoodsInput } from './goods-writer.ts';
import { categories, goods, qcPhotos } from './schema/index.ts';
import { seedReferenceData } from './seed/reference.ts';
import { createTestDatabase } from './test-support.ts';

let database: Database;
let categoryId: number;
let offer = 880_000_000;

const input = (patch: Partial<GoodsInput> = {}): GoodsInput => ({
  channel: 'taobao',
  offerId: String(++offer),
  titleCn: '连帽卫衣 男',
  titles: { en: 'Hooded Sweatshirt', de: 'Kapuzenpullover' },
  priceCny: 128.5,
  images: ['demo/goods/x.svg'],
  categoryId,
  weightG: 400,
  volumeCm3: 2000,
  deliveryDays: 4,
  productUrl: 'https://item.taobao.com/item.htm?id=1',
  isDemo: false,
  ...patch,
});

beforeAll(async () => {
  database = await createTestDatabase();
  await database.migrate();
  await seedReferenceData(database.db);
  categoryId = (await database.db.select({ id: categories.id }).from(categories).limit(1))[0]!.id;
});
afterAll(async () => {
  await database.close();
});

describe('the goods writer', () => {
  it('derives the search text (every title, then the Chinese one, lower-cased)', () => {
    expect(goodsSearchText('连帽卫衣', { en: 'Hooded Sweatshirt', de: 'Kapuzenpullover' })).toBe('hooded sweatshirt kapuzenpullover 连帽卫衣');
    expect(goodsSearchText('T恤', {})).toBe('t恤');
  });

  it('writes the rows with their search text, defaults and QC photos, qc_count being their number', async () => {
    const withPhotos = input({
      qcPhotos: [
        { image: 'qc/a.svg', takenAt: new Date('2026-01-02T03:04:05Z'), agentId: null, sortOrder: 0 },
        { image: 'qc/b.svg', takenAt: '2026-01-02T03:05:05.000Z', agentId: null, sortOrder: 1 },
      ],
      createdAt: '2025-12-31T00:00:00.000Z',
    });
    const plain = input({ channel: 'weidian' });
    const result = await writeGoods(database.db, [withPhotos, plain], { ids: true });
    expect(result).toMatchObject({ goods: 2, qcPhotos: 2 });
    expect(result.written.map((w) => w.offerId)).toEqual([withPhotos.offerId, plain.offerId]);
    const rows = await database.db.select().from(goods).where(inArray(goods.id, result.written.map((w) => w.id)));
    const first = rows.find((r) => r.offerId === withPhotos.offerId)!;
    expect(first).toMatchObject({ searchText: 'hooded sweatshirt kapuzenpullover 连帽卫衣 男', qcCount: 2, priceCny: 128.5, isDemo: false, createdAt: new Date('2025-12-31T00:00:00Z') });
    const second = rows.find((r) => r.offerId === plain.offerId)!;
    expect(second).toMatchObject({ channel: 'weidian', qcCount: 0, soldCount: 0, viewCount: 0, stock: 0, outOfStock: false, sellerId: null });
    expect(Math.abs(second.createdAt.getTime() - Date.now())).toBeLessThan(10 * 60_000);
    const photos = await database.db.select().from(qcPhotos).where(eq(qcPhotos.goodsId, first.id)).orderBy(qcPhotos.sortOrder);
    expect(photos.map((p) => [p.image, p.sortOrder])).toEqual([['qc/a.svg', 0], ['qc/b.svg', 1]]);
  });

  it('skips a listing that exists already, with its photos, and answers only the new rows in input order', async () => {
    const existing = input();
    await writeGoods(database.db, [existing]);
    const fresh = input();
    const again = { ...existing, titleCn: 'changed', qcPhotos: [{ image: 'qc/c.svg', takenAt: new Date(), agentId: null, sortOrder: 0 }] };
    const result = await writeGoods(database.db, [again, fresh], { ids: true });
    expect(result).toMatchObject({ goods: 1, qcPhotos: 0 });
    expect(result.written.map((w) => w.offerId)).toEqual([fresh.offerId]);
    const [row] = await database.db.select().from(goods).where(eq(goods.offerId, existing.offerId));
    expect(row).toMatchObject({ titleCn: existing.titleCn, qcCount: 0 });
    expect(await writeGoods(database.db, [])).toEqual({ goods: 0, qcPhotos: 0, written: [] });
  });

  it('takes an explicit qcCount for goods whose photos are written apart', async () => {
    const { written } = await writeGoods(database.db, [input({ qcCount: 3 })], { ids: true });
    const [row] = await database.db.select({ qcCount: goods.qcCount }).from(goods).where(eq(goods.id, written[0]!.id));
    expect(row!.qcCount).toBe(3);
  });
});
