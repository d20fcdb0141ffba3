/**
 * PGlite runs PostgreSQL as one backend in this process, with no autovacuum: a table is analyzed and vacuumed only
 * when someone asks. A table the application fills at run time (a seller's shop, its tags, the job queue) then keeps
 * no planner statistics, and PostgreSQL plans it as a table of ten pages (1,070 rows of a narrow table): a store
 * page's tags were read with a hash join over a sequential scan for each of its 24 cards, 4 ms of a 15 ms render
 * (docs/decisions/020, thirteenth pass). Dead rows of the job queue's updates were never reclaimed either.
 *
 * `startPgliteMaintenance` does autovacuum's work at autovacuum's default thresholds, from PostgreSQL's own counters
 * (the functions behind `pg_stat_user_tables`): a table is analyzed when more rows changed since its last analysis than 50 + 10 % of its
 * rows, and vacuumed when it holds more dead rows than 50 + 20 % of them. PGlite keeps no counters across a restart,
 * so the first pass also analyzes every table that holds rows and has never been analyzed. An empty one is left as
 * autovacuum leaves it until 50 rows changed: its statistics would say it holds none. One table at a time, each its
 * own call (PGlite's queue serializes it with the application's statements and transactions), every `intervalMs`.
 */
import type { PGlite } from '@electric-sql/pglite';

/** autovacuum's defaults (autovacuum_analyze_threshold / _scale_factor, autovacuum_vacuum_threshold / _scale_factor). */
export const ANALYZE_THRESHOLD = 50;
export const ANALYZE_SCALE = 0.1;
export const VACUUM_THRESHOLD = 50;
export const VACUUM_SCALE = 0.2;

export type MaintenanceWork = { table: string; analyze: boolean; vacuum: boolean };

/** The tables due for ANALYZE or VACUUM, each named as SQL (schema-qualified, quoted where needed). */
export async function dueTables(client: PGlite, neverAnalyzed: boolean): Promise<MaintenanceWork[]> {
  // The backend reports its counters when it goes idle, at most once a second: the last second's changes are reported
  // before they are read.
  await client.query('select pg_stat_force_next_flush()');
  // The counters read by their functions, not through the pg_stat_user_tables view (which also sums every index's
  // scans: 2–10 times the time). Ordinary tables and materialized views, as autovacuum.
  const { rows } = await client.query<MaintenanceWork>(
    `select "table", mods > $1 + $2 * tuples or ($5 and never) as "analyze", dead > $3 + $4 * tuples as "vacuum"
     from (select format('%I.%I', n.nspname, c.relname) as "table", greatest(c.reltuples, 0) as tuples,
                  c.reltuples < 0 and pg_relation_size(c.oid) > 0 as never,
                  pg_stat_get_mod_since_analyze(c.oid) as mods, pg_stat_get_dead_tuples(c.oid) as dead
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where c.relkind in ('r', 'm') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_toast') t
     where mods > $1 + $2 * tuples or dead > $3 + $4 * tuples or ($5 and never)
     order by 1`,
    [ANALYZE_THRESHOLD, ANALYZE_SCALE, VACUUM_THRESHOLD, VACUUM_SCALE, neverAnalyzed],
  );
  return rows;
}

/** One pass: every due table vacuumed and/or analyzed, one statement each. Answers what was done. */
export async function maintain(client: PGlite, neverAnalyzed = false): Promise<MaintenanceWork[]> {
  const work = await dueTables(client, neverAnalyzed);
  for (const { table, analyze, vacuum } of work) {
    // VACUUM (ANALYZE) does both in one pass over the table; a table dropped meanwhile is skipped.
    const statement = vacuum ? `vacuum ${analyze ? '(analyze) ' : ''}${table}` : `analyze ${table}`;
    await client.exec(statement).catch((error: { code?: string }) => {
      if (error?.code !== '42P01') throw error;
    });
  }
  return work;
}

/**
 * Runs `maintain` now (with the tables never analyzed) and then every `intervalMs`, one pass at a time; `stop` waits
 * for a running pass. A failed pass is reported to `onError` and the next one runs as planned.
 */
export function startPgliteMaintenance(client: PGlite, options: { intervalMs: number; onError?: (error: unknown) => void; onPass?: (work: MaintenanceWork[]) => void }) {
  let running: Promise<void> | null = null;
  let first = true;
  let stopped = false;
  const pass = () => {
    if (running || stopped || client.closed) return running;
    running = maintain(client, first)
      .then((work) => {
        // Until a pass has gone through, the next one still looks for the tables never analyzed.
        first = false;
        options.onPass?.(work);
      })
      .catch((error) => options.onError?.(error))
      .finally(() => (running = null));
    return running;
  };
  void pass();
  const timer = setInterval(() => void pass(), options.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
