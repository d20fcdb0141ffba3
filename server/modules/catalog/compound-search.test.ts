import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_PATH } from '../../../core/api.ts';
import { DEFAULT_DEMO_GOODS } from '../../../db/seed/catalog/generate.ts';
import { callApi, createTestApp } from '../../test-support/test-app.ts';

/**
 * Issue #11, buyer polish 5: German (and Polish, Russian) write compounds as one word. On the demo catalog,
 * searching a head word in that language finds the compounds ("Rucksack" → "Schulrucksack",
 * "Wanderrucksack"), so a German search finds as much as the same search in another language.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ catalog: DEFAULT_DEMO_GOODS });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Card = { offerId: string; title: string };
async function search(keyword: string, language: string) {
  const res = await callApi(t.app, t.config.SIGN_KEY, CATALOG_PATH.goodsList, { pageId: 1, pageSize: 60, keyword }, { language });
  expect(res.body.code).toBe(0);
  return res.body.data as { list: Card[]; total: number; correctedKeyword?: string };
}
/** Goods whose title (in `language`) holds `word`, as the search for that word itself finds them (corrections aside). */
async function namedBy(word: string, language: string): Promise<Card[]> {
  return (await allOf(word, language)).filter((card) => card.title.toLowerCase().includes(word.toLowerCase()));
}

/** Every match (all pages). */
async function allOf(keyword: string, language: string): Promise<Card[]> {
  const cards: Card[] = [];
  for (let pageId = 1; ; pageId++) {
    const res = await callApi(t.app, t.config.SIGN_KEY, CATALOG_PATH.goodsList, { pageId, pageSize: 60, keyword }, { language });
    cards.push(...(res.body.data.list as Card[]));
    if (!res.body.data.hasMore) return cards;
  }
}

/** Head word → compounds of the demo vocabulary that end in it (db/seed/catalog/vocabulary). */
const GERMAN: [head: string, compounds: string[]][] = [
  ['Rucksack', ['Schulrucksack', 'Wanderrucksack']],
  ['Tasche', ['Umhängetasche', 'Reisetasche', 'Gürteltasche']],
  ['Hose', ['Jogginghose', 'Cargohose']],
  ['Schuhe', ['Laufschuhe', 'Skateschuhe']],
  ['Shirt', ['Poloshirt', 'Sweatshirt']],
  ['Kissen', ['Kopfkissen', 'Dekokissen']],
  ['Koffer', ['Handgepäckkoffer']],
  ['Kopfhörer', ['Sportkopfhörer']],
  ['Handtuch', ['Sporthandtuch']],
  ['Beutel', ['Teebeutel', 'Vakuumbeutel']],
  ['Pflaster', ['Schmerzpflaster', 'Wärmepflaster']],
];

describe('compound words in search (demo catalog)', () => {
  it.each(GERMAN)('de: "%s" finds the goods named by its compounds', async (head, compounds) => {
    const found = new Set((await allOf(head, 'de')).map((c) => c.offerId));
    let compoundGoods = 0;
    for (const compound of compounds) {
      const named = await namedBy(compound, 'de');
      compoundGoods += named.length;
      for (const card of named) expect(found.has(card.offerId), `${head} misses ${card.title}`).toBe(true);
    }
    // The demo catalog holds these compounds: the test is not vacuous.
    expect(compoundGoods).toBeGreaterThan(0);
  });

  it('pl and ru: a head word finds compounds joined by a linking vowel', async () => {
    const plFound = new Set((await allOf('masażer', 'pl')).map((c) => c.offerId));
    const mini = await namedBy('minimasażer', 'pl');
    expect(mini.length).toBeGreaterThan(0);
    for (const card of mini) expect(plFound.has(card.offerId)).toBe(true);
    const ruFound = new Set((await allOf('пластыри', 'ru')).map((c) => c.offerId));
    const leuko = await namedBy('лейкопластыри', 'ru');
    expect(leuko.length).toBeGreaterThan(0);
    for (const card of leuko) expect(ruFound.has(card.offerId)).toBe(true);
  });

  it('"Rucksack" in German finds as many goods as the same search in the other languages', async () => {
    const de = (await search('Rucksack', 'de')).total;
    expect(de).toBe((await search('backpack', 'en')).total);
    expect(de).toBe((await search('Рюкзак', 'ru')).total);
    expect(de).toBe((await search('plecak', 'pl')).total);
  });

  it('looks inside compounds only in German, Polish and Russian, and not after any letter there', async () => {
    // English searches keep whole words: the German "Rucksack" titles only, not the compounds.
    expect((await search('Rucksack', 'en')).total).toBeLessThan((await search('Rucksack', 'de')).total);
    // "podpaski" (pads) are no "paski" (belts); "вакуумные" (vacuum) are not "умные" (smart).
    expect((await allOf('paski', 'pl')).filter((c) => /podpask/i.test(c.title))).toEqual([]);
    expect((await allOf('умные', 'ru')).filter((c) => /вакуумн/i.test(c.title))).toEqual([]);
  });

  it('answers from the search index, not by computing every document (the function states its cost)', async () => {
    const plan = await t.database.db.execute(
      sql`explain select id from goods where hb_search_vector(search_text, titles) @@ to_tsquery('simple', ${"'rucksack':* | 'ǂrucksack':*"}) and qc_count >= 1 order by sold_count + 0 desc nulls last, id + 0 limit 24`,
    );
    expect(JSON.stringify(plan)).toContain('goods_search_fts_idx');
  });

  it('keeps typo tolerance, with compounds: "Rucksak" finds the rucksacks and says what it searched for', async () => {
    const page = await search('Rucksak', 'de');
    expect(page.correctedKeyword).toBe('rucksack');
    expect(page.total).toBe((await search('Rucksack', 'de')).total);
  });
});
