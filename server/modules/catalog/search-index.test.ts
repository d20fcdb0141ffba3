import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GoodsPage } from '../../../core/api.ts';
import type { GoodsListRequest } from '../../../core/catalog-schemas.ts';
import { goods } from '../../../db/schema/index.ts';
import { DEFAULT_DEMO_GOODS } from '../../../db/seed/catalog/generate.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { makeReferenceRepo } from '../reference/repo.ts';
import { makeReferenceService } from '../reference/service.ts';
import { makeCatalogRepo } from './repo.ts';
import { hexToken, openSearchIndex, rankKey, SearchIndexOwnedError, sequenceTokens } from './search-index.ts';
import { makeSearchIndexSync, type SearchIndexSync } from './search-index-sync.ts';
import { makeCatalogService, type CatalogContext, type CatalogDeps } from './service.ts';
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
  await sync?.stop();
  await t?.close();
});

function service(indexed: boolean | Pick<SearchIndexSync, 'current'>, log?: CatalogDeps['log']) {
  return makeCatalogService({
    repo: makeCatalogRepo(t.database.db),
    reference: makeReferenceService(makeReferenceRepo(t.database.db)),
    listCacheTtlMs: 0,
    walkBudgetRows: 0,
    ...(indexed ? { searchIndex: indexed === true ? sync : indexed } : {}),
    ...(log ? { log } : {}),
  });
}
const request = (patch: Partial<GoodsListRequest>): GoodsListRequest => ({ pageId: 1, pageSize: 20, currency: 'CNY', showNoQc: false, sort: 'relevance', ...patch });
const ctx = (locale: CatalogContext['locale']): CatalogContext => ({ locale, clientIp: '127.0.0.1' });
const summary = (page: GoodsPage) => ({ offers: page.list.map((c) => c.offerId), total: page.total, hasMore: page.hasMore, totalCapped: page.totalCapped, correctedKeyword: page.correctedKeyword });

const EXTRA_SEARCHES: [string, CatalogContext['locale']][] = [
  ['black hoodie', 'en'], ['hood', 'en'], ['cotton t', 'en'], ['with', 'en'], ['oversized hood', 'en'], ['卫衣', 'zh'], ['连帽卫衣', 'zh'], ['黑', 'zh'],
  ['黑色 hoodie', 'zh'], ['加绒连帽', 'zh'], ['Rucksack', 'de'], ['Tasche', 'de'], ['schwarz', 'de'], ['hoodei', 'en'], ['Rucksak', 'de'], ['blak', 'en'],
  ['пластыри', 'ru'], ['худи', 'ru'], ['bluza z kapturem', 'pl'], ['sweat à capuche', 'fr'], ['xqzvw', 'en'], ['t-shirt', 'en'],
];
const PATCHES: Partial<GoodsListRequest>[] = [{}, { sort: 'sales' }, { pageId: 3 }, { showNoQc: true }, { pageSize: 60, pageId: 2 }];

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
      ...EXTRA_SEARCHES,
    ];
    const pg = service(false);
    const fts = service(true);
    for (const [keyword, locale] of searches) {
      for (const patch of PATCHES) {
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

  it('follows the database: a product whose QC count goes from 0 to 1 and back moves in and out of a search without Show No QC', async () => {
    const fts = service(true);
    const pg = service(false);
    const find = async (keyword: string, patch: Partial<GoodsListRequest>) => (await fts.goodsList(request({ keyword, ...patch }), ctx('en'))).list.map((c) => c.offerId);
    const both = async (keyword: string, patch: Partial<GoodsListRequest>) => {
      const req = request({ keyword, ...patch });
      const answer = summary(await fts.goodsList(req, ctx('en')));
      expect(answer, JSON.stringify(patch)).toEqual(summary(await pg.goodsList(req, ctx('en'))));
      return answer.offers;
    };
    const category = 'clothing-accessories/hoodies-sweatshirts';
    const [noQc, withQc, best] = await insertGoods(t.database.db, [
      { titleCn: '质检测试一', titles: { en: 'Qvqcmove Lamp' }, categoryKey: category, soldCount: 20, qcCount: 0 },
      { titleCn: '质检测试二', titles: { en: 'Qvqcmove Desk' }, categoryKey: category, soldCount: 10, qcCount: 2 },
      { titleCn: '质检测试三', titles: { en: 'Qvqcmove Lamp Shade' }, categoryKey: category, soldCount: 30, qcCount: 1 },
    ]);
    expect(await both('qvqcmove', {})).toEqual([best!.offerId, withQc!.offerId]);
    expect(await both('qvqcmove', { showNoQc: true })).toEqual([best!.offerId, noQc!.offerId, withQc!.offerId]);
    // 0 → 1: it appears, in its sold-count place; the phrase tier and the best-seller order take the same filter.
    await t.database.db.update(goods).set({ qcCount: 1 }).where(eq(goods.id, noQc!.id));
    expect(await both('qvqcmove', {})).toEqual([best!.offerId, noQc!.offerId, withQc!.offerId]);
    expect(await both('qvqcmove', { sort: 'sales' })).toEqual([best!.offerId, noQc!.offerId, withQc!.offerId]);
    expect(await both('qvqcmove lamp', {})).toEqual([best!.offerId, noQc!.offerId]);
    // Back to 0 (its photos removed), and a QC product losing its photos: out of the search without Show No QC.
    await t.database.db.update(goods).set({ qcCount: 0 }).where(eq(goods.id, noQc!.id));
    await t.database.db.update(goods).set({ qcCount: 0 }).where(eq(goods.id, best!.id));
    expect(await both('qvqcmove', {})).toEqual([withQc!.offerId]);
    expect(await both('qvqcmove lamp', {})).not.toEqual(expect.arrayContaining([best!.offerId]));
    expect(await both('qvqcmove lamp', {})).not.toEqual(expect.arrayContaining([noQc!.offerId]));
    expect(await both('qvqcmove', { showNoQc: true })).toEqual([best!.offerId, noQc!.offerId, withQc!.offerId]);
    // A sold count and a QC count changed together.
    await t.database.db.update(goods).set({ qcCount: 4, soldCount: 5 }).where(eq(goods.id, best!.id));
    expect(await find('qvqcmove', { sort: 'sales' })).toEqual([withQc!.offerId, best!.offerId]);
    await t.database.db.delete(goods).where(eq(goods.id, noQc!.id));
    await t.database.db.delete(goods).where(eq(goods.id, withQc!.id));
    await t.database.db.delete(goods).where(eq(goods.id, best!.id));
    expect(await both('qvqcmove', { showNoQc: true })).toEqual([]);
  });

  it('a search made while a read of the log is under way waits for a read that starts after it', async () => {
    const repo = makeCatalogRepo(t.database.db);
    let hold: Promise<void> | null = null;
    let release = () => {};
    const gated: typeof repo = {
      ...repo,
      // The read has read the log, then stalls before writing: a write committed now is not in what it read.
      searchLogSince: (async (...args: Parameters<typeof repo.searchLogSince>) => {
        const rows = await repo.searchLogSince(...args);
        if (hold) await hold;
        return rows;
      }) as typeof repo.searchLogSince,
    };
    const late = makeSearchIndexSync({ repo: gated, file: ':memory:', maxLagMs: 0 });
    try {
      await late.start();
      hold = new Promise((resolve) => (release = resolve));
      const underWay = late.refresh();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [written] = await insertGoods(t.database.db, [{ titleCn: '日志测试', titles: { en: 'Qjxlogwait Mug' }, categoryKey: 'clothing-accessories/hoodies-sweatshirts', soldCount: 3 }]);
      const answer = service(late).goodsList(request({ keyword: 'qjxlogwait', showNoQc: true }), ctx('en'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      hold = null;
      release();
      await underWay;
      expect((await answer).list.map((c) => c.offerId)).toEqual([written!.offerId]);
      await t.database.db.delete(goods).where(eq(goods.id, written!.id));
    } finally {
      release();
      await late.stop();
    }
  });

  it('a build that failed (the tables not there yet on a first start) is tried again by the next start', async () => {
    const repo = makeCatalogRepo(t.database.db);
    let refuse = true;
    const flaky: typeof repo = {
      ...repo,
      searchDocs: (async (opts: Parameters<typeof repo.searchDocs>[0]) => {
        if (refuse) throw new Error('relation "goods" does not exist');
        return repo.searchDocs(opts);
      }) as typeof repo.searchDocs,
    };
    const late = makeSearchIndexSync({ repo: flaky, file: ':memory:', maxLagMs: 0 });
    try {
      await expect(late.start()).rejects.toThrow('does not exist');
      refuse = false;
      await late.start();
      expect(await late.current()).not.toBeNull();
    } finally {
      await late.stop();
    }
  });
});

describe('search index: worker threads (search-index-pool.ts)', () => {
  let dir: string;
  let pooled: SearchIndexSync;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hb-search-pool-'));
    pooled = makeSearchIndexSync({ repo: makeCatalogRepo(t.database.db), file: path.join(dir, 'index.sqlite'), maxLagMs: 0, workers: 2 });
    await pooled.start();
  }, 180_000);
  afterAll(async () => {
    await pooled?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers what the index answers in this thread, for the same searches', async () => {
    await vi.waitFor(() => expect(pooled.pool()?.alive()).toBe(2), { timeout: 30_000, interval: 100 });
    const inThread = service(true);
    const byWorkers = service(pooled);
    const searches = [...(await commonWordSearches(t.database.db)), ...EXTRA_SEARCHES];
    for (const [keyword, locale] of searches) {
      for (const patch of PATCHES) {
        const req = request({ keyword, ...patch });
        expect(summary(await byWorkers.goodsList(req, ctx(locale))), JSON.stringify([keyword, locale, patch])).toEqual(summary(await inThread.goodsList(req, ctx(locale))));
      }
    }
  }, 180_000);

  it('a second process cannot own the same file', () => {
    expect(() => openSearchIndex(path.join(dir, 'index.sqlite'))).toThrow(SearchIndexOwnedError);
  });

  it('a worker that dies: its search is answered by the database, and the worker is replaced', async () => {
    const one = makeSearchIndexSync({ repo: makeCatalogRepo(t.database.db), file: path.join(dir, 'one.sqlite'), maxLagMs: 0, workers: 1 });
    try {
      await one.start();
      const warnings: string[] = [];
      const fts = service(one, { warn: (_obj, msg) => warnings.push(msg) });
      const pg = service(false);
      const req = request({ keyword: 'hoodie' });
      const expected = summary(await pg.goodsList(req, ctx('en')));
      expect(summary(await fts.goodsList(req, ctx('en')))).toEqual(expected);
      expect(warnings).toEqual([]);
      // The crash is queued before the search: the worker ends with the search in flight.
      one.pool()!.crashOne();
      expect(summary(await fts.goodsList(req, ctx('en')))).toEqual(expected);
      expect(warnings).toEqual(['search index: a search failed; the database answers it']);
      // No worker alive: the database answers without asking the pool.
      expect(await one.current()).toBeNull();
      expect(summary(await fts.goodsList(request({ keyword: 'hoodie', pageId: 2 }), ctx('en')))).toEqual(summary(await pg.goodsList(request({ keyword: 'hoodie', pageId: 2 }), ctx('en'))));
      await vi.waitFor(() => expect(one.pool()!.alive()).toBe(1), { timeout: 30_000, interval: 100 });
      expect(await one.current()).toBe(one.pool());
      expect(summary(await fts.goodsList(request({ keyword: 'hoodie', sort: 'sales' }), ctx('en')))).toEqual(summary(await pg.goodsList(request({ keyword: 'hoodie', sort: 'sales' }), ctx('en'))));
      expect(warnings.length).toBe(1);
    } finally {
      await one.stop();
    }
  }, 60_000);

  it('a long prefix asked as an OR of its terms matches what the prefix matches', async () => {
    const index = openSearchIndex(':memory:');
    try {
      index.write([
        { id: 1, soldCount: 5, qcCount: 0, lexemes: ['kolor', 'czarny'], searchText: 'kolor czarny' },
        { id: 2, soldCount: 9, qcCount: 1, lexemes: ['kolorowy'], searchText: 'kolorowy' },
        { id: 3, soldCount: 1, qcCount: 0, lexemes: ['kolo'], searchText: 'kolo' },
        { id: 4, soldCount: 7, qcCount: 0, lexemes: ['crema'], searchText: 'crema' },
      ]);
      const q = (lexeme: string) => ({ groups: [[{ lexeme, prefix: true }]], mustContain: [], onlyWithQc: false });
      expect(index.queries.matchOf(q('kolor')).fts).toBe(`{lex} : (("${hexToken('kolor')}" OR "${hexToken('kolorowy')}"))`);
      expect(await index.reader.page(q('kolor'), {}, 0, 10)).toEqual([2, 1]);
      expect(await index.reader.page(q('kol'), {}, 0, 10)).toEqual([2, 1, 3]);
      expect(await index.reader.count(q('kolorz'), 10)).toBe(0);
      expect(await index.reader.page(q('crem'), {}, 0, 10)).toEqual([4]);
    } finally {
      index.close();
    }
  });

  it('a phrase whose last word is long is asked as an OR of the phrases its terms complete, words only the text holds included', async () => {
    const index = openSearchIndex(':memory:');
    try {
      index.write([
        { id: 1, soldCount: 1, qcCount: 0, lexemes: ['stójką', 'kolor', 'czarny'], searchText: 'Stójką kolor czarny' },
        { id: 2, soldCount: 9, qcCount: 0, lexemes: ['kolor', 'stójką'], searchText: 'Kolor stójką' },
        { id: 3, soldCount: 5, qcCount: 0, lexemes: ['stójką', 'kolorowa'], searchText: 'Stójką, kolorowa' },
        // "kolorystyka" is a word of the text only (not a lexeme): the phrase still finds it.
        { id: 4, soldCount: 3, qcCount: 0, lexemes: ['stójką', 'kolor'], searchText: 'stójką kolorystyka' },
        { id: 5, soldCount: 8, qcCount: 0, lexemes: ['stójką', 'kolor'], searchText: 'stójką 红 kolor' },
      ]);
      const words = hexToken('stójką');
      const phrase = index.queries.phraseMatch('stójką kolor');
      expect(phrase).toBe(`{seq} : (${['kolor', 'kolorowa', 'kolorystyka'].map(hexToken).sort().map((t) => `"${words} ${t}"`).join(' OR ')})`);
      expect(index.queries.phraseMatch('stójką kol')).toBe(`{seq} : "${words} ${hexToken('kol')}" *`);
      expect(index.queries.phraseMatch('stójką kolorz')).toBe(`{seq} : ("${words} ${hexToken('kolorz')}")`);
      const query = { groups: [[{ lexeme: 'stójką', prefix: false }], [{ lexeme: 'kolor', prefix: true }]], mustContain: [], onlyWithQc: false };
      // The phrase tier (3, 4, 1 by sales), then the other matches (2, 5), on any page split.
      expect(await index.reader.page(query, { phrase: 'stójką kolor' }, 0, 10)).toEqual([3, 4, 1, 2, 5]);
      expect(await index.reader.page(query, { phrase: 'stójką kolor' }, 2, 2)).toEqual([1, 2]);
      expect(await index.reader.page(query, { phrase: 'stójką kolor', firstIds: [5, 1] }, 0, 10)).toEqual([1, 5, 3, 4, 2]);
    } finally {
      index.close();
    }
  });
});

describe('search index file', () => {
  it('the QC flag is the rank key\'s lowest bit: the order stays sold count descending, then id', () => {
    const keys = [rankKey(10, 7, 0), rankKey(10, 7, 3), rankKey(10, 8, 0), rankKey(9, 1, 1), rankKey(0, 2 ** 31 - 1, 1), rankKey(2 ** 40, 1, 0)];
    expect(keys.map((k) => k & 1n)).toEqual([0n, 1n, 0n, 1n, 1n, 0n]);
    expect([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual([keys[5], keys[0], keys[1], keys[2], keys[3], keys[4]]);
    expect(keys.every((k) => k > 0n && k < 2n ** 63n)).toBe(true);
  });

  it('a file of an older layout is emptied when opened, so that the sync builds it again', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hb-search-format-'));
    const file = path.join(dir, 'index.sqlite');
    try {
      const index = openSearchIndex(file);
      index.write([{ id: 1, soldCount: 5, qcCount: 1, lexemes: ['kolor'], searchText: 'kolor' }], [], { built: 1, readAt: 1 });
      index.close();
      const again = openSearchIndex(file);
      expect([again.size(), again.state('built')]).toEqual([1, 1]);
      again.close();
      const raw = new Database(file);
      raw.prepare(`update state set value = 2 where name = 'format'`).run();
      raw.close();
      const old = openSearchIndex(file);
      expect([old.size(), old.state('built'), old.state('readAt')]).toEqual([0, null, null]);
      expect(old.queries.count({ groups: [[{ lexeme: 'kolor', prefix: false }]], mustContain: [], onlyWithQc: false }, 10)).toBe(0);
      old.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('sequenceTokens', () => {
  it('gives words, Chinese characters one by one, and a gap mark where a gap lies beside a Chinese character', () => {
    expect(sequenceTokens('Kolor: Czarny')).toEqual(['kolor', 'czarny']);
    expect(sequenceTokens('加绒卫衣 black')).toEqual(['加', '绒', '卫', '衣', 'x', 'black']);
    expect(sequenceTokens('black 卫衣')).toEqual(['black', 'x', '卫', '衣']);
    expect(sequenceTokens('T恤ab')).toEqual(['t', '恤', 'ab']);
    expect(sequenceTokens('红 色')).toEqual(['红', 'x', '色']);
    expect(sequenceTokens('红色')).toEqual(['红', '色']);
  });

  it('tells texts apart as the gaps did: a gap between two words is implied, one beside a Chinese character is not', () => {
    for (const [a, b] of [
      ['abc 红', 'abc红'],
      ['红 abc', '红abc'],
      ['T恤 ab', 'T恤ab'],
      ['a b', 'ab'],
    ]) {
      expect(sequenceTokens(a!)).not.toEqual(sequenceTokens(b!));
    }
    expect(sequenceTokens('black, hoodie')).toEqual(sequenceTokens('black hoodie'));
  });
});
