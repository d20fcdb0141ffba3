import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_GOODS } from '../../../db/seed/catalog/generate.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { makeCatalogRepo } from './repo.ts';
import { rankSimilar } from './similar-goods.ts';
import { similarityTo, trigrams } from './trigram.ts';

/**
 * Similar goods ranked in the web process (docs/decisions/018, "Eighth session") rank as migration 0026's function
 * ranked in PostgreSQL: pg_trgm's similarity, the same scores, the same order. Runs on PGlite, or PostgreSQL with
 * TEST_DATABASE_URL.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
type Row = { id: number; category_id: number; price_cny: string; weight_g: number; title_cn: string; title_en: string };
let demo: Row[];
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** Whether the database's ctype classifies letters beyond ASCII (C.UTF-8, en_US.UTF-8 and PGlite do; C does not). */
let unicodeCtype = false;

beforeAll(async () => {
  t = await createTestApp({ catalog: DEFAULT_DEMO_GOODS });
  demo = rowsOf<Row>(
    await t.database.db.execute(sql`select id, category_id, price_cny::text, weight_g, title_cn, coalesce(titles->>'en', '') as title_en from goods order by id`),
  );
  const [probe] = rowsOf<{ s: number }>(await t.database.db.execute(sql`select similarity('四季新款', '四季')::float8 as s`));
  unicodeCtype = Number(probe!.s) > 0;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('similar goods ranked in the web process', () => {
  it("trigram similarity is pg_trgm's, for Chinese, English, Russian, Polish and German titles", async () => {
    const pairs = rowsOf<{ a: string; b: string; s: number }>(
      await t.database.db.execute(sql`
        select x.a, x.b, similarity(x.a, x.b)::float8 as s from (
          select g.title_cn as a, h.title_cn as b from goods g join goods h on h.id = g.id + 1 + g.id % 5
          union all select coalesce(g.titles->>'en', ''), coalesce(h.titles->>'en', '') from goods g join goods h on h.id = g.id + 1 + g.id % 3
          union all select coalesce(g.titles->>'ru', ''), coalesce(h.titles->>'pl', '') from goods g join goods h on h.id = g.id + 2
          union all select coalesce(g.titles->>'de', ''), coalesce(g.titles->>'en', '') || ' ' || g.title_cn from goods g
          union all select 'İstanbul ΣΟΦΟΣ straße', 'istanbul σοφος strasse'
          union all select '', 'x'
        ) x`),
    );
    expect(pairs.length).toBeGreaterThan(4 * DEFAULT_DEMO_GOODS - 100);
    let checked = 0;
    for (const { a, b, s } of pairs) {
      // A database whose ctype is C takes no letter beyond ASCII into a word: there, compare pairs of ASCII text only.
      if (!unicodeCtype && [...(a + b)].some((c) => c.codePointAt(0)! > 0x7f)) continue;
      expect(similarityTo(a, trigrams(b)), JSON.stringify([a, b])).toBe(Math.fround(Number(s)));
      checked++;
    }
    expect(checked).toBeGreaterThan(DEFAULT_DEMO_GOODS);
  });

  it('ranks the candidates as hb_similar_candidates (migration 0026) does', async () => {
    const repo = makeCatalogRepo(t.database.db);
    let compared = 0;
    for (const p of demo.filter((_, i) => i % 13 === 0)) {
      // A database whose ctype is C ranks Chinese titles as if they had no words: no comparison there.
      if (!unicodeCtype) continue;
      const product = { id: p.id, priceCny: Number(p.price_cny), weightG: p.weight_g, titleCn: p.title_cn, titleEn: p.title_en };
      for (const [perSide, limit] of [[100, 20], [20, 7]] as const) {
        const expected = rowsOf<{ id: number }>(
          await t.database.db.execute(sql`select id from hb_similar_candidates(${sql.param([p.category_id])}::int[], ${p.id}::int, ${p.price_cny}::numeric,
            ${p.weight_g}::int, ${p.title_cn}::text, ${p.title_en}::text, ${perSide}::int, ${limit}::int) as id`),
        ).map((r) => Number(r.id));
        const ranked = rankSimilar(product, await repo.similarCandidates(product, [p.category_id], perSide), limit);
        expect(ranked, String(p.id)).toEqual(expected);
        compared++;
      }
    }
    if (unicodeCtype) expect(compared).toBeGreaterThan(300);
  });

  it('reads the candidates as one JSON value with the rows hb_similar_rows (migration 0027) answers', async () => {
    const repo = makeCatalogRepo(t.database.db);
    type Candidate = { id: number; priceCny: number; weightG: number; titleCn: string; titleEn: string };
    const byId = (rows: Candidate[]) => [...rows].sort((a, b) => a.id - b.id);
    let compared = 0;
    for (const p of demo.filter((_, i) => i % 17 === 0)) {
      const categories = [p.category_id, p.category_id + 1];
      for (const perSide of [100, 3]) {
        const expected = rowsOf<{ id: number; price_cny: string; weight_g: number; title_cn: string; title_en: string }>(
          await t.database.db.execute(sql`select id, price_cny::text, weight_g, title_cn, title_en
            from hb_similar_rows(${sql.param(categories)}::int[], ${p.id}::int, ${p.price_cny}::numeric, ${perSide}::int)`),
        ).map((r) => ({ id: Number(r.id), priceCny: Number(r.price_cny), weightG: Number(r.weight_g), titleCn: r.title_cn, titleEn: r.title_en }));
        const product = { id: p.id, priceCny: Number(p.price_cny) };
        expect(byId(await repo.similarCandidates(product, categories, perSide)), String(p.id)).toEqual(byId(expected));
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(await repo.similarCandidates({ id: 1, priceCny: 1 }, [], 100)).toEqual([]);
  });

  it('never the product itself; nothing for no candidates or no room', () => {
    const product = { id: 1, priceCny: 10, weightG: 100, titleCn: '卫衣', titleEn: 'Hoodie' };
    const candidates = [
      { id: 1, priceCny: 10, weightG: 100, titleCn: '卫衣', titleEn: 'Hoodie' },
      { id: 3, priceCny: 20, weightG: 100, titleCn: '卫衣', titleEn: 'Hoodie' },
      { id: 2, priceCny: 20, weightG: 100, titleCn: '卫衣', titleEn: 'Hoodie' },
      { id: 4, priceCny: 10, weightG: 100, titleCn: '鞋', titleEn: 'Shoe' },
    ];
    expect(rankSimilar(product, candidates, 10)).toEqual([2, 3, 4]);
    expect(rankSimilar(product, [], 10)).toEqual([]);
    expect(rankSimilar(product, candidates, 0)).toEqual([]);
  });
});
