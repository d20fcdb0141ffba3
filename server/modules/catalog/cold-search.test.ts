import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsPage } from '../../../core/api.ts';
import type { GoodsListRequest } from '../../../core/catalog-schemas.ts';
import { DEFAULT_DEMO_GOODS } from '../../../db/seed/catalog/generate.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { makeReferenceRepo } from '../reference/repo.ts';
import { makeReferenceService } from '../reference/service.ts';
import { makeCatalogRepo, type CatalogRepo } from './repo.ts';
import { makeCatalogService, type CatalogContext } from './service.ts';
import { commonWordSearches } from './test-fixtures.ts';

/**
 * Issue 13 §1 (docs/decisions/018-cold-search.md): a common search reads its page by walking the best sellers, a
 * rare one from the full-text index. Both ways must answer the same page; totals above the cap are answered as the
 * cap with `totalCapped`. Runs on the demo catalog (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let walks: { asked: number; answered: number };

beforeAll(async () => {
  t = await createTestApp({ catalog: DEFAULT_DEMO_GOODS });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** The catalog service on the test database, without list caches; `walkBudgetRows: 0` never walks. */
function service(options: { walkBudgetRows?: number; walkMinMatches?: number; totalCap?: number } = {}) {
  const repo = makeCatalogRepo(t.database.db);
  const counted: CatalogRepo = {
    ...repo,
    walkGoods: async (filter, needed, budget) => {
      const found = await repo.walkGoods(filter, needed, budget);
      walks.asked++;
      if (found.rows.length >= needed) walks.answered++;
      return found;
    },
  };
  return makeCatalogService({ repo: counted, reference: makeReferenceService(makeReferenceRepo(t.database.db)), listCacheTtlMs: 0, ...options });
}

const request = (patch: Partial<GoodsListRequest>): GoodsListRequest => ({ pageId: 1, pageSize: 20, currency: 'CNY', showNoQc: false, sort: 'relevance', ...patch });
const ctx = (locale: CatalogContext['locale']): CatalogContext => ({ locale, clientIp: '127.0.0.1' });
const summary = (page: GoodsPage) => ({ offers: page.list.map((c) => c.offerId), total: page.total, hasMore: page.hasMore, totalCapped: page.totalCapped, correctedKeyword: page.correctedKeyword });

describe('cold search: the best-seller walk answers what the full-text index answers', () => {
  it('same pages and totals for common words, phrases, Chinese fragments, compounds and typos, in every order the walk serves', async () => {
    // The catalog's most common words, so that many searches are walked.
    const searches: [string, CatalogContext['locale']][] = [
      ...(await commonWordSearches(t.database.db)),
      ['black hoodie', 'en'], ['hood', 'en'], ['cotton t', 'en'], ['with', 'en'], ['卫衣', 'zh'], ['连帽卫衣', 'zh'], ['黑', 'zh'], ['黑色 hoodie', 'zh'],
      ['Rucksack', 'de'], ['Tasche', 'de'], ['schwarz', 'de'], ['hoodei', 'en'], ['Rucksak', 'de'], ['blak', 'en'], ['пластыри', 'ru'],
    ];
    walks = { asked: 0, answered: 0 };
    const walking = service({ walkBudgetRows: 100_000, walkMinMatches: 0 });
    const indexed = service({ walkBudgetRows: 0 });
    for (const [keyword, locale] of searches) {
      for (const patch of [{}, { sort: 'sales' as const }, { pageId: 3 }, { showNoQc: true }, { pageSize: 60, pageId: 2 }]) {
        const req = request({ keyword, ...patch });
        const label = JSON.stringify([keyword, locale, patch]);
        expect(summary(await walking.goodsList(req, ctx(locale))), label).toEqual(summary(await indexed.goodsList(req, ctx(locale))));
      }
    }
    // The comparison means something only if the walk answered many of these searches.
    expect(walks.answered).toBeGreaterThan(100);
  }, 120_000);
});

describe('bounded totals', () => {
  it('answers a total above the cap as the cap with totalCapped, and pages on', async () => {
    walks = { asked: 0, answered: 0 };
    const capped = service({ totalCap: 50, walkMinMatches: 0 });
    const page = await capped.goodsList(request({ keyword: 'with', showNoQc: true }), ctx('en'));
    expect(page).toMatchObject({ total: 50, totalCapped: true, hasMore: true });
    const exact = await service({ walkBudgetRows: 0 }).goodsList(request({ keyword: 'with', showNoQc: true }), ctx('en'));
    expect(exact.total).toBeGreaterThan(50);
    expect(exact.totalCapped).toBeUndefined();
    // Page 4 of 20 lies past the cap and still holds goods.
    const deeper = await capped.goodsList(request({ keyword: 'with', showNoQc: true, pageId: 4 }), ctx('en'));
    expect(deeper.list).toHaveLength(20);
    expect(deeper).toMatchObject({ total: 50, totalCapped: true });
  });

  it('counts a total at or below the cap exactly, without totalCapped', async () => {
    const capped = service({ totalCap: 50 });
    const exact = await service({ walkBudgetRows: 0, totalCap: 1_000_000 }).goodsList(request({ keyword: '连帽卫衣' }), ctx('zh'));
    expect(exact.total).toBeGreaterThan(0);
    expect(exact.total).toBeLessThanOrEqual(50);
    const page = await capped.goodsList(request({ keyword: '连帽卫衣' }), ctx('zh'));
    expect(page.total).toBe(exact.total);
    expect(page.totalCapped).toBeUndefined();
  });

  it('caps the total of filtered browsing too', async () => {
    const capped = service({ totalCap: 10 });
    const all = await capped.goodsList(request({ showNoQc: true, sort: 'price_asc' }), ctx('en'));
    expect(all).toMatchObject({ total: 10, totalCapped: true, hasMore: true });
    const uncapped = await service({ totalCap: 1_000_000 }).goodsList(request({ showNoQc: true, sort: 'price_asc' }), ctx('en'));
    expect(uncapped.total).toBe(DEFAULT_DEMO_GOODS);
    expect(uncapped.list.map((c) => c.offerId)).toEqual(all.list.map((c) => c.offerId));
  });
});
