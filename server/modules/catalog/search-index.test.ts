import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsPage } from '../../../core/api.ts';
import type { GoodsListRequest } from '../../../core/catalog-schemas.ts';
import { goods } from '../../../db/schema/index.ts';
import { DEFAULT_DEMO_GOODS } from '../../../db/seed/catalog/generate.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { makeReferenceRepo } from '../reference/repo.ts';
import { makeReferenceService } from '../reference/service.ts';
import { makeCatalogRepo } from './repo.ts';
import { sequenceTokens } from './search-index.ts';
import { makeSearchIndexSync, type SearchIndexSync } from './search-index-sync.ts';
import { makeCatalogService, type CatalogContext } from './service.ts';
import { commonWordSearches, insertGoods } from './test-fixtures.ts';

/**
 * The in-process search index (docs/decisions/018, "Fourth session") answers what PostgreSQL answers: the same matches,
 * totals, order and corrections, for the demo catalog's common words, phrases, Chinese fragments, compounds and typos;
 * and it follows the database's writes. Runs on PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let sync: SearchIndexSync;

beforeAll(async () => {
  t = await createTestApp({ catalog: DEFAULT_DEMO_GOODS });
  sync = makeSearchIndexSync({ repo: makeCatalogRepo(t.database.db), file: ':memory:', maxLagMs: 0 });
  await sync.start();
}, 180_000);
afterAll(async () => {
  sync?.stop();
  await t?.close();
});

function service(indexed: boolean) {
  return makeCatalogService({
    repo: makeCatalogRepo(t.database.db),
    reference: makeReferenceService(makeReferenceRepo(t.database.db)),
    listCacheTtlMs: 0,
    walkBudgetRows: 0,
    ...(indexed ? { searchIndex: sync } : {}),
  });
}
const request = (patch: Partial<GoodsListRequest>): GoodsListRequest => ({ pageId: 1, pageSize: 20, currency: 'CNY', showNoQc: false, sort: 'relevance', ...patch });
const ctx = (locale: CatalogContext['locale']): CatalogContext => ({ locale, clientIp: '127.0.0.1' });
const summary = (page: GoodsPage) => ({ offers: page.list.map((c) => c.offerId), total: page.total, hasMore: page.hasMore, totalCapped: page.totalCapped, correctedKeyword: page.correctedKeyword });

describe('search index: the same answers as PostgreSQL', () => {
  it("holds every product's document exactly as hb_search_vector computes it", async () => {
    const repo = makeCatalogRepo(t.database.db);
    const ids = (await t.database.db.select({ id: goods.id }).from(goods)).map((r) => r.id);
    expect(ids.length).toBe(DEFAULT_DEMO_GOODS);
    const docs = await repo.searchDocs({ ids });
    const expected = await repo.searchVectorLexemes(ids);
    expect(docs.length).toBe(expected.size);
    for (const doc of docs) expect([...doc.lexemes].sort(), String(doc.id)).toEqual([...expected.get(doc.id)!].sort());
  });

  it('same pages, totals and corrections for common words, phrases, Chinese fragments, compounds and typos', async () => {
    const searches: [string, CatalogContext['locale']][] = [
      ...(await commonWordSearches(t.database.db)),
      ['black hoodie', 'en'], ['hood', 'en'], ['cotton t', 'en'], ['with', 'en'], ['oversized hood', 'en'], ['卫衣', 'zh'], ['连帽卫衣', 'zh'], ['黑', 'zh'],
      ['黑色 hoodie', 'zh'], ['加绒连帽', 'zh'], ['Rucksack', 'de'], ['Tasche', 'de'], ['schwarz', 'de'], ['hoodei', 'en'], ['Rucksak', 'de'], ['blak', 'en'],
      ['пластыри', 'ru'], ['худи', 'ru'], ['bluza z kapturem', 'pl'], ['sweat à capuche', 'fr'], ['xqzvw', 'en'], ['t-shirt', 'en'],
    ];
    const pg = service(false);
    const fts = service(true);
    for (const [keyword, locale] of searches) {
      for (const patch of [{}, { sort: 'sales' as const }, { pageId: 3 }, { showNoQc: true }, { pageSize: 60, pageId: 2 }]) {
        const req = request({ keyword, ...patch });
        const label = JSON.stringify([keyword, locale, patch]);
        expect(summary(await fts.goodsList(req, ctx(locale))), label).toEqual(summary(await pg.goodsList(req, ctx(locale))));
      }
    }
  }, 180_000);

  it('follows the database: a new product, a changed sold count, a deleted product', async () => {
    const fts = service(true);
    const find = async (keyword: string) => (await fts.goodsList(request({ keyword, sort: 'sales', showNoQc: true }), ctx('en'))).list.map((c) => c.offerId);
    const [written] = await insertGoods(t.database.db, [{ titleCn: '索引测试', titles: { en: 'Zyxwvindex Lamp' }, categoryKey: 'clothing-accessories/hoodies-sweatshirts', soldCount: 1 }]);
    expect(await find('zyxwvindex')).toEqual([written!.offerId]);
    const [other] = await insertGoods(t.database.db, [{ titleCn: '索引测试二', titles: { en: 'Zyxwvindex Desk' }, categoryKey: 'clothing-accessories/hoodies-sweatshirts', soldCount: 5 }]);
    expect(await find('zyxwvindex')).toEqual([other!.offerId, written!.offerId]);
    await t.database.db.update(goods).set({ soldCount: 50 }).where(eq(goods.id, written!.id));
    expect(await find('zyxwvindex')).toEqual([written!.offerId, other!.offerId]);
    await t.database.db.delete(goods).where(eq(goods.id, other!.id));
    expect(await find('zyxwvindex')).toEqual([written!.offerId]);
  });
});

describe('sequenceTokens', () => {
  it('gives words, Chinese characters one by one, and a gap mark where the text had one', () => {
    expect(sequenceTokens('Kolor: Czarny')).toEqual(['kolor', 'x', 'czarny']);
    expect(sequenceTokens('加绒卫衣 black')).toEqual(['加', '绒', '卫', '衣', 'x', 'black']);
    expect(sequenceTokens('T恤ab')).toEqual(['t', '恤', 'ab']);
  });
});
