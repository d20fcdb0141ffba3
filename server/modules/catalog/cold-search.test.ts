import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GoodsPage } from '../../../core/api.ts';
import type { GoodsListRequest } from '../../../core/catalog-schemas.ts';
import { DEFAULT_DEMO_GOODS } from '../../../db/seed/catalog/generate.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { makeReferenceRepo } from '../reference/repo.ts';
import { makeReferenceService } from '../reference/service.ts';
import { PRICE_BAND_EDGES } from './price-bands.ts';
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

describe('browse totals from the price bands', () => {
  /** A service with list caches (the bands are kept as long as they), counting the repo's bounded counts and band readings. */
  function banded(totalCap: number) {
    const repo = makeCatalogRepo(t.database.db);
    const calls = { counts: 0, bandReadings: 0 };
    const spied: CatalogRepo = {
      ...repo,
      countGoodsUpTo: (filter, atMost) => {
        calls.counts++;
        return repo.countGoodsUpTo(filter, atMost);
      },
      countPriceBands: async (edges) => {
        const rows = await repo.countPriceBands(edges);
        calls.bandReadings++;
        return rows;
      },
    };
    const service = makeCatalogService({ repo: spied, reference: makeReferenceService(makeReferenceRepo(t.database.db)), listCacheTtlMs: 60_000, totalCap });
    return { service, calls };
  }

  it('reads bands that hold every good once, in the band PostgreSQL gives its price', async () => {
    const repo = makeCatalogRepo(t.database.db);
    const rows = await repo.countPriceBands(PRICE_BAND_EDGES);
    expect(rows.reduce((sum, r) => sum + r.goods, 0)).toBe(DEFAULT_DEMO_GOODS);
    // Each band holds exactly the goods priced from its lower edge up to a cent below its upper edge.
    const perBand = new Map<number, number>();
    for (const r of rows) perBand.set(r.band, (perBand.get(r.band) ?? 0) + r.goods);
    const used = [...perBand.keys()].filter((band) => band > 0 && band < PRICE_BAND_EDGES.length);
    expect(used.length).toBeGreaterThan(5);
    for (const band of used) {
      const counted = await repo.countGoods({ onlyWithQc: false, minPriceCny: PRICE_BAND_EDGES[band - 1], maxPriceCny: PRICE_BAND_EDGES[band]! - 0.01 });
      expect(counted, `band ${band}`).toBe(perBand.get(band));
    }
  });

  it('answers a wide browse as capped without counting once the bands are read, and counts a narrow one', async () => {
    const { service: withBands, calls } = banded(50);
    // Before the first reading the total is counted; the reading starts in the background.
    const first = await withBands.goodsList(request({ showNoQc: true, sort: 'price_asc', minPrice: 1 }), ctx('en'));
    expect(first).toMatchObject({ total: 50, totalCapped: true });
    expect(calls.counts).toBe(1);
    await vi.waitFor(() => expect(calls.bandReadings).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const wide = await withBands.goodsList(request({ showNoQc: true, sort: 'newest', minPrice: 2 }), ctx('en'));
    expect(wide).toMatchObject({ total: 50, totalCapped: true, hasMore: true });
    expect(calls.counts).toBe(1);
    // Within one band nothing is sure: counted, and exact.
    const narrow = await withBands.goodsList(request({ showNoQc: true, sort: 'newest', minPrice: 100, maxPrice: 105 }), ctx('en'));
    expect(calls.counts).toBe(2);
    const exact = await service({ totalCap: 1_000_000 }).goodsList(request({ showNoQc: true, sort: 'newest', minPrice: 100, maxPrice: 105 }), ctx('en'));
    expect(narrow.total).toBe(Math.min(exact.total, 50));
    expect(calls.bandReadings).toBe(1);
  });

  it('answers every browse as counting would', async () => {
    const { service: withBands, calls } = banded(40);
    const counting = service({ totalCap: 40 });
    const categories = (await makeReferenceService(makeReferenceRepo(t.database.db)).categoryTree()).flatMap((c) => [c.id, ...c.children.map((child) => child.id)]);
    await withBands.goodsList(request({ showNoQc: true }), ctx('en'));
    await vi.waitFor(() => expect(calls.bandReadings).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const countsBefore = calls.counts;
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 150; i++) {
      const low = Math.round(10 ** (random() * 3));
      const patch: Partial<GoodsListRequest> = {
        categoryId: random() < 0.8 ? categories[Math.floor(random() * categories.length)] : undefined,
        minPrice: random() < 0.7 ? low : undefined,
        maxPrice: random() < 0.7 ? low * Math.round(1 + random() * 30) : undefined,
        showNoQc: random() < 0.5,
        sort: 'price_asc',
        pageId: 1 + Math.floor(random() * 3),
      };
      const label = JSON.stringify(patch);
      expect(summary(await withBands.goodsList(request(patch), ctx('en'))), label).toEqual(summary(await counting.goodsList(request(patch), ctx('en'))));
    }
    // The bands answered many of them without a count (59 of 150 on the demo catalog).
    expect(calls.counts - countsBefore).toBeLessThan(120);
  }, 60_000);
});
