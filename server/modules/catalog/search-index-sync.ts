/**
 * Keeps the in-process search index (search-index.ts) a current copy of PostgreSQL's goods (docs/decisions/018-cold-search.md,
 * "Fourth session"): built once from every product (by id, in batches), then read forward from `goods_search_log`
 * (migration 0024) every REFRESH_MS. Each read starts at the oldest transaction that was still running at the previous
 * read (`searchLogHorizon`), so a write that commits late is read all the same; reading a product again is harmless.
 * Until the first build is complete, `current()` answers null and searches are answered by PostgreSQL.
 */
import type { CatalogRepo } from './repo.ts';
import { openSearchIndex, type SearchIndex, type SearchIndexReader } from './search-index.ts';
import { makeSearchIndexPool, type SearchIndexPool } from './search-index-pool.ts';

const BUILD_BATCH = 5000;
const LOG_BATCH = 5000;
const REFRESH_MS = 2000;
/** Log rows are kept this long; an index file not refreshed for most of it is built again. */
const LOG_KEEP_HOURS = 24;
const STALE_FILE_MS = 20 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;
/** How long the start waits for the first worker of the pool. */
const POOL_START_MS = 30_000;

export type SearchIndexSync = ReturnType<typeof makeSearchIndexSync>;
type Logger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export function makeSearchIndexSync(deps: {
  repo: Pick<CatalogRepo, 'searchDocs' | 'searchLogHorizon' | 'searchLogSince' | 'pruneSearchLog'>;
  /** The SQLite file (`:memory:` in tests: then the index answers in this thread). */
  file: string;
  /**
   * Worker threads that answer the index's queries off the event loop (search-index-pool.ts); 0 answers them in this
   * thread. A file of `:memory:` is always answered in this thread.
   */
  workers?: number;
  /** A search waits for a read of the log when the last one is older than this (0 in tests: every search reads it). */
  maxLagMs?: number;
  log?: Logger;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const maxLag = deps.maxLagMs ?? 10_000;
  const index: SearchIndex = openSearchIndex(deps.file);
  const workers = deps.file === ':memory:' ? 0 : (deps.workers ?? 0);
  let pool: SearchIndexPool | null = null;
  let ready = false;
  let lastRead = 0;
  let lastPrune = 0;
  let reading: Promise<void> | null = null;
  let building: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function build() {
    const started = now();
    index.clear();
    const horizon = await deps.repo.searchLogHorizon();
    let done = 0;
    // The next batch is read (PostgreSQL computes its documents) while this one is written.
    let next = deps.repo.searchDocs({ afterId: 0, limit: BUILD_BATCH });
    for (;;) {
      const docs = await next;
      if (stopped || !docs.length) break;
      next = deps.repo.searchDocs({ afterId: docs.at(-1)!.id, limit: BUILD_BATCH });
      index.write(docs);
      done += docs.length;
      if (done % 100_000 < BUILD_BATCH) deps.log?.info({ goods: done }, 'search index: building');
    }
    if (stopped) return;
    index.optimize();
    index.write([], [], { horizon, built: 1, readAt: now() });
    deps.log?.info({ goods: done, ms: now() - started }, 'search index: built');
  }

  async function readLog() {
    const horizon = await deps.repo.searchLogHorizon();
    const from = index.state('horizon') ?? horizon;
    let afterSeq = 0;
    for (;;) {
      const rows = await deps.repo.searchLogSince(from, afterSeq, LOG_BATCH);
      if (!rows.length) break;
      const ids = [...new Set(rows.map((r) => r.goodsId))];
      const docs = await deps.repo.searchDocs({ ids });
      const found = new Set(docs.map((d) => d.id));
      index.write(docs, ids.filter((id) => !found.has(id)));
      afterSeq = rows.at(-1)!.seq;
      if (rows.length < LOG_BATCH) break;
    }
    index.write([], [], { horizon, readAt: now() });
    lastRead = now();
    if (now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now();
      await deps.repo.pruneSearchLog(LOG_KEEP_HOURS);
    }
  }

  let queued: Promise<void> | null = null;
  /**
   * Resolves after a read of the log that started after this call. A read already under way may have started before
   * the caller's write committed (the timer's, say), so the caller waits for the next one; callers that arrive during
   * the same read share that next read.
   */
  const refresh = (): Promise<void> => {
    if (!reading) {
      reading = readLog().finally(() => (reading = null));
      return reading;
    }
    queued ??= reading
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return refresh();
      });
    return queued;
  };

  /** Builds the index when the file holds none (or one too old to catch up from the log), then reads forward. */
  function start(): Promise<void> {
    if (!building) {
      building = (async () => {
        const readAt = index.state('readAt');
        if (index.state('built') !== 1 || readAt === null || now() - readAt > STALE_FILE_MS) await build();
        if (stopped) return;
        await refresh();
        if (workers > 0) {
          pool = makeSearchIndexPool({ file: deps.file, size: workers, log: deps.log });
          await pool.started(POOL_START_MS);
        }
        if (stopped) return;
        ready = true;
        timer = setInterval(() => {
          refresh().catch((error: unknown) => deps.log?.warn({ err: error }, 'search index: reading the log failed'));
        }, REFRESH_MS);
        timer.unref();
      })();
      // A failed build is not kept: the next start (a test's next search) tries again.
      building.catch(() => (building = null));
    }
    return building;
  }

  return {
    start,
    /**
     * The index's reader when it is built and current within maxLagMs (reading the log first if it is not): the worker
     * pool, or this thread without workers. Null (PostgreSQL answers) before the build, or while no worker is alive.
     */
    async current(): Promise<SearchIndexReader | null> {
      // maxLagMs 0 (tests): always current, so the first search waits for the build too.
      if (!ready && maxLag === 0) await start();
      if (!ready) return null;
      if (pool && pool.alive() === 0) return null;
      if (now() - lastRead >= maxLag) await refresh();
      return pool ?? index.reader;
    },
    /** The worker pool (null without workers). */
    pool: () => pool,
    /** Reads the log now (tests, after writing goods). */
    refresh,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await pool?.close();
      index.close();
    },
  };
}
