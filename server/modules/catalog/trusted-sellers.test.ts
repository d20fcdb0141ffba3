import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_PATH } from '../../../core/api.ts';
import { callApi, createTestApp } from '../../test-support/test-app.ts';
import { goods } from '../../../db/schema/index.ts';
import { makeReferenceRepo } from '../reference/repo.ts';
import { makeReferenceService } from '../reference/service.ts';
import { makeCatalogRepo } from './repo.ts';
import { makeCatalogService } from './service.ts';
import { insertGoods, insertSeller } from './test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const trusted = (body: unknown, headers: Record<string, string> = {}) => callApi(t.app, t.config.SIGN_KEY, CATALOG_PATH.trustedSellerList, body, headers);

const HOODIES = 'clothing-accessories/hoodies-sweatshirts';
const yearsAgo = (n: number) => new Date(Date.now() - n * 365 * 86_400_000);
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ids.best = (await insertSeller(db, { name: 'Best Shop', qcPassRate: 0.99, onTimeShipRate: 0.99, disputeRate: 0, listedSince: yearsAgo(4) })).id;
  ids.good = (await insertSeller(db, { name: 'Good Shop', qcPassRate: 0.9, onTimeShipRate: 0.85, disputeRate: 0.01, listedSince: yearsAgo(2) })).id;
  ids.fair = (await insertSeller(db, { name: 'Fair Shop', qcPassRate: 0.7, onTimeShipRate: 0.6, disputeRate: 0.03, listedSince: yearsAgo(1) })).id;
  // Higher figures than all, but not verified: never listed.
  ids.unverified = (await insertSeller(db, { name: 'Unverified Shop', verified: false, qcPassRate: 1, onTimeShipRate: 1, disputeRate: 0, listedSince: yearsAgo(6) })).id;
  // Verified with the best figures, but no goods listed: nothing to show, never listed.
  ids.empty = (await insertSeller(db, { name: 'Empty Shop', qcPassRate: 1, onTimeShipRate: 1, disputeRate: 0, listedSince: yearsAgo(6) })).id;

  await insertGoods(db, [
    { titleCn: '最畅销无质检', categoryKey: HOODIES, sellerId: ids.best, soldCount: 9000, qcCount: 0 },
    { titleCn: '有质检少销量', categoryKey: HOODIES, sellerId: ids.best, soldCount: 10, qcCount: 2 },
    { titleCn: '有质检多销量', categoryKey: HOODIES, sellerId: ids.best, soldCount: 500, qcCount: 1 },
    { titleCn: '有质检缺货', categoryKey: HOODIES, sellerId: ids.best, soldCount: 8000, qcCount: 1, outOfStock: true },
    { titleCn: '第五件', categoryKey: HOODIES, sellerId: ids.best, soldCount: 1, qcCount: 0 },
    { titleCn: '好店卫衣', titles: { en: 'Good Shop Hoodie', de: 'Kapuzenpullover vom guten Laden' }, categoryKey: HOODIES, sellerId: ids.good },
    { titleCn: '一般店卫衣', categoryKey: HOODIES, sellerId: ids.fair },
    { titleCn: '未认证店卫衣', categoryKey: HOODIES, sellerId: ids.unverified },
  ]);
});
afterAll(() => t?.close());

describe('S/pub/get/seller/trusted/list', () => {
  it('lists verified sellers with goods, best trust score first, each with its summary and score', async () => {
    const res = await trusted({ pageSize: 20 });
    expect(res.body.code).toBe(0);
    const list = res.body.data.list as { seller: { id: number; name: string; trustScore: number; verified: boolean; listingAgeDays: number }; goods: unknown[] }[];
    const mine = list.filter((row) => Object.values(ids).includes(row.seller.id));
    expect(mine.map((row) => row.seller.name)).toEqual(['Best Shop', 'Good Shop', 'Fair Shop']);
    for (const row of list) expect(row.seller.verified).toBe(true);
    const scores = list.map((row) => row.seller.trustScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(mine[0]!.seller.listingAgeDays).toBeGreaterThanOrEqual(4 * 365 - 1);
  });

  it('shows at most four goods per seller: with QC photos first, in stock first, then best sellers', async () => {
    const list = (await trusted({ pageSize: 20 })).body.data.list as { seller: { id: number }; goods: { titleCn: string }[] }[];
    const best = list.find((row) => row.seller.id === ids.best)!;
    expect(best.goods.map((g) => g.titleCn)).toEqual(['有质检多销量', '有质检少销量', '有质检缺货', '最畅销无质检']);
  });

  it('answers goods titles in the language of the request', async () => {
    const list = (await trusted({ pageSize: 20 }, { language: 'de' })).body.data.list as { seller: { id: number }; goods: { title: string }[] }[];
    expect(list.find((row) => row.seller.id === ids.good)!.goods[0]!.title).toBe('Kapuzenpullover vom guten Laden');
  });

  it('honours pageSize and defaults it to 4', async () => {
    expect((await trusted({ pageSize: 1 })).body.data.list).toHaveLength(1);
    expect(((await trusted({})).body.data.list as unknown[]).length).toBeLessThanOrEqual(4);
  });

  it('refuses pageSize 0, 1000 and the wrong type with code 400 on the field', async () => {
    for (const pageSize of [0, 1000, 'four', 2.5]) {
      const body = (await trusted({ pageSize })).body;
      expect(body.code).toBe(400);
      expect(body.data.fields).toHaveProperty('pageSize');
    }
  });
});

describe('demo catalog flag', () => {
  it('is set only while generated demo listings are in the catalog', async () => {
    const db = t.database.db;
    const service = makeCatalogService({ repo: makeCatalogRepo(db), reference: makeReferenceService(makeReferenceRepo(db)) });
    expect(await service.hasDemoGoods()).toBe(false);
    const [row] = await insertGoods(db, [{ titleCn: '演示商品', categoryKey: HOODIES }]);
    await db.update(goods).set({ isDemo: true }).where(eq(goods.id, row!.id));
    expect(await service.hasDemoGoods()).toBe(false); // reused for a minute
    service.clearCache();
    expect(await service.hasDemoGoods()).toBe(true);
    await db.delete(goods).where(eq(goods.id, row!.id));
  });
});
