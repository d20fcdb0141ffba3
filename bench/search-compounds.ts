// Compound-word search on the demo catalog (issue #11, buyer polish 5; docs/decisions/005-catalog-search.md).
// Run with `npx tsx bench/search-compounds.ts [goods]` (PGlite in a temporary directory; default: the demo
// catalog's 3000 goods). Prints, per locale, how many goods a head word finds (`Rucksack` in de against
// `backpack` in en …), and the median time of the search SQL (no list cache) for some common searches.

import fs from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import os from 'node:os';
import path from 'node:path';
import { CATALOG_PATH } from '../core/api.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemoCatalog } from '../db/seed/catalog/seed.ts';
import { seedReferenceData } from '../db/seed/reference.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { analyzeKeyword, toTsQuery } from '../server/modules/catalog/search-terms.ts';
import { signedHeaders } from '../server/test-support/test-app.ts';

const goodsCount = Number(process.argv[2] ?? 3000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hb-compounds-'));
const database = await openDatabase({ dataDir: dir });
try {
  await database.migrate();
  await seedReferenceData(database.db);
  // The 0003 index too, built like the real one (before the goods arrive), for the before/after comparison below.
  await database.db.execute(sql`create index bench_search_0003_idx on goods using gin (hb_search_vector(search_text))`);
  await seedDemoCatalog(database.db, { goods: goodsCount });
  // The seeder moves the search index's pending rows into it (seed.ts); the same for the 0003 index.
  await database.db.execute(sql`select gin_clean_pending_list('bench_search_0003_idx'::regclass)`);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, RATE_LIMIT_PER_MINUTE: '100000', SEARCH_INDEX: process.env.SEARCH_INDEX ?? 'off' });
  const app = await buildApp({ config, database });
  await app.ready();
  await app.searchIndex?.start();
  const total = async (keyword: string, language: string) => {
    const res = await app.inject({ method: 'POST', url: `/api/${CATALOG_PATH.goodsList}`, headers: signedHeaders(config.SIGN_KEY, { language }), payload: JSON.stringify({ pageId: 1, pageSize: 12, keyword }) });
    return (res.json() as { data: { total: number } }).data.total;
  };

  console.log(`Compound nouns on ${goodsCount} demo goods: goods found by the head word`);
  const heads: [string, string, string][] = [
    ['de', 'Rucksack', 'backpack'],
    ['de', 'Tasche', 'bag'],
    ['de', 'Schuhe', 'shoes'],
    ['de', 'Hose', 'pants'],
    ['de', 'Shirt', 'shirt'],
    ['de', 'Kissen', 'pillow'],
    ['de', 'Pflaster', 'patch'],
    ['de', 'Beutel', 'bag'],
    ['de', 'Koffer', 'suitcase'],
    ['de', 'Kopfhörer', 'headphones'],
    ['de', 'Schokolade', 'chocolate'],
    ['de', 'Handtuch', 'towel'],
    ['pl', 'masażer', 'massager'],
    ['ru', 'пластыри', 'patch'],
    ['ru', 'рюкзак', 'backpack'],
  ];
  for (const [locale, head, english] of heads) {
    console.log(`  ${locale} ${head.padEnd(12)} ${String(await total(head, locale)).padStart(4)}   en ${english.padEnd(11)} ${String(await total(english, 'en')).padStart(4)}`);
  }

  const searches: [string, string][] = [
    ['en', 'backpack'],
    ['de', 'rucksack'],
    ['de', 'tasche'],
    ['de', 'schwarz'],
    ['en', 'black hoodie'],
    ['en', 'wireless'],
    ['ru', 'рюкзак'],
    ['pl', 'plecak'],
    ['zh', '卫衣'],
    ['de', 'sch'],
  ];
  // Before and after in one database, interleaved (the machine's load drifts between runs): the search as it
  // was (the 0003 document of search_text alone, whole-word query) against the search as it is (the 0006
  // document with compound tails, the query with tails in de/pl/ru).
  const before = sql.raw('hb_search_vector(search_text)');
  const after = sql.raw('hb_search_vector(search_text, titles)');
  const run = async (vector: SQL, tsquery: string) => {
    const result = (await database.db.execute(
      sql`select id, count(*) over () as total from goods where ${vector} @@ to_tsquery('simple', ${tsquery}) and qc_count >= 1 order by sold_count + 0 desc nulls last, id + 0 limit 24`,
    )) as unknown as { rows: { total: string | number }[] };
    return Number(result.rows[0]?.total ?? 0);
  };
  const timeSearches = async (label: string) => {
    console.log(`\nSearch SQL ${label}: median ms of 100 runs each, before → after (page of 24 with its total, goods with QC photos):`);
    for (const [locale, keyword] of searches) {
      const terms = analyzeKeyword(keyword);
      const plans = [
        { text: before, tsquery: toTsQuery(terms)!, times: [] as number[], found: 0 },
        { text: after, tsquery: toTsQuery(terms, new Map(), { compounds: ['de', 'pl', 'ru'].includes(locale) })!, times: [] as number[], found: 0 },
      ];
      for (let i = 0; i < 100; i++) {
        for (const plan of plans) {
          const started = performance.now();
          const found = await run(plan.text, plan.tsquery);
          plan.times.push(performance.now() - started);
          plan.found = found;
        }
      }
      const median = (times: number[]) => times.sort((a, b) => a - b)[50]!.toFixed(2);
      const [b, a] = plans as [(typeof plans)[0], (typeof plans)[0]];
      console.log(`  ${locale} ${keyword.padEnd(14)} ${String(b.found).padStart(5)} → ${String(a.found).padEnd(5)} goods  ${median(b.times).padStart(6)} → ${median(a.times).padStart(6)} ms`);
    }
  };
  // As seeded, and after a VACUUM (which also compacts the table).
  await timeSearches('as seeded');
  await database.db.execute(sql`vacuum analyze goods`);
  await timeSearches('after VACUUM');
  const size = async (index: string) => {
    const result = (await database.db.execute(sql`select pg_relation_size(${index}::regclass) as bytes`)) as unknown as { rows: { bytes: string | number }[] };
    return `${(Number(result.rows[0]!.bytes) / 1024).toFixed(0)} kB`;
  };
  console.log(`\nSearch index (after VACUUM): before ${await size('bench_search_0003_idx')} → after ${await size('goods_search_fts_idx')}`);
  await app.close();
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
