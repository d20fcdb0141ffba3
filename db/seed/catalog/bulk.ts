/**
 * Fills the catalog up to N demo listings for benchmarks (`npm run db:seed -- --goods 1000000`).
 * Listings come from the same generator as the demo catalog, continuing its index sequence, and go in
 * as JSON batches over several connections; on PostgreSQL the non-unique B-tree indexes of `goods` and
 * `qc_photos` are dropped for a large load and rebuilt afterwards (then ANALYZE).
 */
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../client.ts';
import { buildCatalogContext, DEFAULT_CATALOG_SEED, DEFAULT_SELLER_COUNT, planGoods, planSellers } from './generate.ts';
import { insertGoodsBatch } from './insert.ts';
import { loadCatalogReferences, upsertSellers } from './seed.ts';

export type FillResult = { before: number; after: number; inserted: number; qcPhotos: number; seconds: number; indexesRebuilt: number };

export type FillOptions = {
  seed?: number;
  /** Rows per statement (default 5,000 on PostgreSQL, 2,000 on PGlite). */
  batchSize?: number;
  /** Statements in flight (default 3 on PostgreSQL; PGlite is one session, so 1). */
  concurrency?: number;
  /** Drop and rebuild the non-unique B-tree indexes when at least this many rows are added (PostgreSQL only). */
  rebuildIndexesFrom?: number;
  /** Artwork seeds repeat every this many listings beyond the demo catalog (default 20,000). */
  imagePool?: number;
  log?: (line: string) => void;
  now?: Date;
};

type IndexDef = { name: string; def: string };

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function countGoods(db: Db): Promise<{ all: number; demo: number }> {
  const [row] = await rows<{ all: number; demo: number }>(db, sql`SELECT count(*)::int AS all, (count(*) FILTER (WHERE is_demo))::int AS demo FROM goods`);
  return { all: Number(row!.all), demo: Number(row!.demo) };
}

/**
 * The B-tree indexes of goods and qc_photos that are neither unique nor primary keys: rebuilt in seconds
 * after the load. Unique indexes stay (they enforce keys during the load), and so do GIN indexes: their
 * per-row document (the search vector) is the expensive part, which concurrent inserts compute on every
 * core, while CREATE INDEX … USING gin computes it on one (measured: 62 s vs 112 s for 200k goods).
 */
async function droppableIndexes(db: Db): Promise<IndexDef[]> {
  return rows<IndexDef>(
    db,
    sql`SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def
        FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid JOIN pg_am a ON a.oid = i.relam
        WHERE t.relname IN ('goods', 'qc_photos') AND t.relnamespace = current_schema()::regnamespace
          AND NOT x.indisunique AND NOT x.indisprimary AND a.amname = 'btree'
        ORDER BY i.relname`,
  );
}

function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/**
 * Adds demo listings until `goods` holds `target` rows. Does nothing when it already holds that many.
 * Needs the reference data (categories, agents) and the demo catalog's shops in place (run the
 * normal seed first, as `db:seed` does).
 */
export async function fillCatalog(database: Database, target: number, options: FillOptions = {}): Promise<FillResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const db = database.db;
  const postgres = database.kind === 'postgres';
  const seed = options.seed ?? DEFAULT_CATALOG_SEED;
  const now = (options.now ?? new Date()).getTime();
  const batchSize = options.batchSize ?? (postgres ? 5000 : 2000);
  const concurrency = postgres ? (options.concurrency ?? 3) : 1;
  const counts = await countGoods(db);
  const elapsed = () => (performance.now() - started) / 1000;
  if (counts.all >= target) {
    log(`goods: ${formatCount(counts.all)} already ≥ ${formatCount(target)}, nothing to do`);
    return { before: counts.all, after: counts.all, inserted: 0, qcPhotos: 0, seconds: elapsed(), indexesRebuilt: 0 };
  }

  const { categoryIds, agentIds } = await loadCatalogReferences(db);
  const sellerPlans = planSellers(seed, DEFAULT_SELLER_COUNT, now);
  // Shops an operator deleted stay deleted: their listings get no seller.
  const sellerIds = await upsertSellers(db, sellerPlans, false);
  const ctx = buildCatalogContext({ seed, now, categoryIds, agentIds, sellers: sellerPlans, imagePool: options.imagePool ?? 20_000 });
  if (ctx.subcategories.length === 0) throw new Error('the category tree is empty: seed the reference data first');

  const needed = target - counts.all;
  const dropIndexes = postgres && needed >= (options.rebuildIndexesFrom ?? 100_000);
  const indexes = dropIndexes ? await droppableIndexes(db) : [];
  let stopRequested = false;
  const onSignal = () => {
    stopRequested = true;
    log('interrupted: finishing the batches in flight, then restoring indexes');
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  let inserted = 0;
  let qcPhotos = 0;
  let inFlight = 0;
  let nextIndex = counts.demo;
  let nextReport = 50_000;
  let lastReport = 0;
  try {
    if (indexes.length) {
      // The definitions go to the log too, should the process be killed before it can rebuild them.
      log(`dropping ${indexes.length} B-tree indexes for the load (rebuilt at the end):\n${indexes.map((i) => `  ${i.def};`).join('\n')}`);
      for (const index of indexes) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${index.name}"`));
    }
    log(`adding ${formatCount(needed)} goods to ${formatCount(counts.all)} (batches of ${formatCount(batchSize)}, ${concurrency} in parallel)`);
    let emptyBatches = 0;
    const worker = async () => {
      while (!stopRequested && inserted + inFlight < needed) {
        if (emptyBatches > 20) throw new Error('every generated listing already exists: nothing more to add');
        const size = Math.min(batchSize, needed - inserted - inFlight);
        const start = nextIndex;
        nextIndex += size;
        inFlight += size;
        try {
          const plans = Array.from({ length: size }, (_, i) => planGoods(ctx, start + i));
          const result = postgres
            ? await db.transaction(async (tx) => {
                await tx.execute(sql`SET LOCAL synchronous_commit = off`);
                return insertGoodsBatch(tx as unknown as Db, plans, sellerIds);
              })
            : await insertGoodsBatch(db, plans, sellerIds);
          emptyBatches = result.goods === 0 ? emptyBatches + 1 : 0;
          inserted += result.goods;
          qcPhotos += result.qcPhotos;
        } finally {
          inFlight -= size;
        }
        if (inserted >= nextReport || inserted >= needed || elapsed() - lastReport >= 10) {
          const seconds = elapsed();
          lastReport = seconds;
          log(`  ${formatCount(counts.all + inserted)} / ${formatCount(target)} goods  (${seconds.toFixed(1)} s, ${formatCount(Math.round(inserted / seconds))}/s)`);
          while (nextReport <= inserted) nextReport += 50_000;
        }
      }
    };
    // Every worker stops at the first failure; wait for all of them before restoring the indexes.
    const outcomes = await Promise.allSettled(
      Array.from({ length: concurrency }, () =>
        worker().catch((error: unknown) => {
          stopRequested = true;
          throw error;
        }),
      ),
    );
    const failure = outcomes.find((o) => o.status === 'rejected');
    if (failure) throw failure.reason;
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    if (indexes.length) {
      const rebuildStarted = performance.now();
      log(`rebuilding ${indexes.length} indexes…`);
      const queue = [...indexes];
      await Promise.all(
        Array.from({ length: Math.min(2, concurrency) }, async () => {
          for (let index = queue.shift(); index; index = queue.shift()) {
            const one = performance.now();
            await db.transaction(async (tx) => {
              await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
              await tx.execute(sql.raw(index.def.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS ')));
            });
            log(`  ${index.name} (${((performance.now() - one) / 1000).toFixed(1)} s)`);
          }
        }),
      );
      log(`indexes rebuilt in ${((performance.now() - rebuildStarted) / 1000).toFixed(1)} s`);
    }
  }
  // VACUUM as well as ANALYZE: it also flushes the GIN pending lists filled by the load and sets the
  // visibility map, so the first searches do not pay for either.
  const vacuumStarted = performance.now();
  await db.execute(sql`VACUUM (ANALYZE) goods`);
  await db.execute(sql`VACUUM (ANALYZE) qc_photos`);
  log(`vacuum + analyze in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
  const after = await countGoods(db);
  const seconds = elapsed();
  log(`done: ${formatCount(after.all)} goods (+${formatCount(inserted)}), +${formatCount(qcPhotos)} QC photos in ${seconds.toFixed(1)} s`);
  return { before: counts.all, after: after.all, inserted, qcPhotos, seconds, indexesRebuilt: indexes.length };
}
