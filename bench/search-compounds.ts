// Compound-word search on the demo catalog (issue #11, buyer polish 5; docs/decisions/005-catalog-search.md).
// Run with `npx tsx bench/search-compounds.ts [goods]` (PGlite in a temporary directory; default: the demo
// catalog's 3000 goods). Prints, per locale, how many goods a head word finds (`Rucksack` in de against
// `backpack` in en …), and the median time of the search SQL (no list cache) for some common searches.

import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import os from 'node:os';
import path from 'node:path';
import { CATALOG_PATH } from '../core/api.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemoCatalog } from '../db/seed/catalog/seed.ts';
import { seedReferenceData } from '../db/seed/reference.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { makeCatalogRepo } from '../server/modules/catalog/repo.ts';
import { analyzeKeyword, toTsQuery } from '../server/modules/catalog/search-terms.ts';
import { signedHeaders } from '../server/test-support/test-app.ts';

const goodsCount = Number(process.argv[2] ?? 3000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hb-compounds-'));
const database = await openDatabase({ dataDir: dir });
try {
  await database.migrate();
  await seedReferenceData(database.db);
  await seedDemoCatalog(database.db, { goods: goodsCount });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, RATE_LIMIT_PER_MINUTE: '100000' });
  const app = await buildApp({ config, database });
  await app.ready();
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

  const repo = makeCatalogRepo(database.db);
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
  console.log('\nSearch SQL, median of 100 runs (page of 24 with its total, goods with QC photos as by default, no list cache):');
  for (const [locale, keyword] of searches) {
    const textQuery = toTsQuery(analyzeKeyword(keyword), new Map(), { compounds: ['de', 'pl', 'ru'].includes(locale) });
    const filter = { textQuery: textQuery ?? undefined, onlyWithQc: true };
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < 100; i++) {
      const started = performance.now();
      const page = await repo.listGoodsCounted(filter, { kind: 'relevance' }, 24, 0);
      times.push(performance.now() - started);
      found = page.total ?? page.rows.length;
    }
    times.sort((a, b) => a - b);
    console.log(`  ${locale} ${keyword.padEnd(14)} ${String(found).padStart(5)} goods  ${times[50]!.toFixed(2).padStart(7)} ms`);
  }
  const size = (await database.db.execute(sql`select pg_relation_size('goods_search_fts_idx') as bytes`)) as unknown as { rows: { bytes: string | number }[] };
  console.log(`\nSearch index goods_search_fts_idx: ${(Number(size.rows[0]!.bytes) / 1024).toFixed(0)} kB`);
  await app.close();
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
