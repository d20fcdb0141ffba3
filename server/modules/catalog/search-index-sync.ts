/**
 * Keeps the in-process search index (search-index.ts) a current copy of PostgreSQL's goods (docs/decisions/018-cold-search.md,
 * "Fourth session"): built once from every product (by id, in batches), then read forward from `goods_search_log`
 * (migration 0024) every REFRESH_MS. Each read starts at the oldest transaction that was still running at the previous
 * read (`searchLogHorizon`), so a write that commits late is read all the same; reading a product again is harmless.
 * Until the first build is complete, `current()` answers null and searches are answered by PostgreSQL.
 */
import type { CatalogRepo } from './repo.ts';
import { openSearchIndex, type SearchIndex } from './search-index.ts';

const BUILD_BATCH = 5000;
const LOG_BATCH = 5000;
const REFRESH_MS = 2000;
/** Log rows are kept this long; an index file not refreshed for most of it is built again. */
const LOG_KEEP_HOURS = 24;
const STALE_FILE_MS = 20 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;

export type SearchIndexSync = ReturnType<typeof makeSearchIndexSync>;
type Logger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export function makeSearchIndexSync(deps: {
  repo: Pick<CatalogRepo, 'searchDocs' | 'searchLogHorizon' | 'searchLogSince' | 'pruneSearchLog'>;
  /** The SQLite file (`:memory:` in tests). */
  file: string;
  /** A search waits for a read of the log when the last one is older than this (0 in tests: every search reads it). */
  maxLagMs?: number;
  log?: Logger;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const maxLag = deps.maxLagMs ?? 10_000;
  const index: SearchIndex = openSearchIndex(deps.file);
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

  const refresh = (): Promise<void> => {
    if (!reading) reading = readLog().finally(() => (reading = null));
    return reading;
  };

  /** Builds the index when the file holds none (or one too old to catch up from the log), then reads forward. */
  function start(): Promise<void> {
    if (!building) {
      building = (async () => {
        const readAt = index.state('readAt');
        if (index.state('built') !== 1 || readAt === null || now() - readAt > STALE_FILE_MS) await build();
        if (stopped) return;
        await refresh();
        ready = true;
        timer = setInterval(() => {
          refresh().catch((error: unknown) => deps.log?.warn({ err: error }, 'search index: reading the log failed'));
        }, REFRESH_MS);
        timer.unref();
      })();
    }
    return building;
  }

  return {
    start,
    /** The index when it is built and current within maxLagMs (reading the log first if it is not), else null (PostgreSQL answers). */
    async current(): Promise<SearchIndex | null> {
      // maxLagMs 0 (tests): always current, so the first search waits for the build too.
      if (!ready && maxLag === 0) await start();
      if (!ready) return null;
      if (now() - lastRead >= maxLag) await refresh();
      return index;
    },
    /** Reads the log now (tests, after writing goods). */
    refresh,
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      index.close();
    },
  };
}
