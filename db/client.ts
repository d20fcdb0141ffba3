import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { queryInOneCall } from './pglite-one-call.ts';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { sql } from 'drizzle-orm';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The raw connection, for libraries that bring their own SQL (the job queue, server/jobs/): the PGlite
   * instance (one session, shared) or the PostgreSQL server's URL (they open their own pool).
   */
  raw: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export class DataDirLockedError extends Error {
  constructor(readonly dir: string, readonly pid: number) {
    super(`DATA_DIR ${dir} is already in use by process ${pid}. Stop that process or choose another DATA_DIR.`);
  }
}

/**
 * PGlite is one session in one process (TOOLCHAIN.md): a second process opening the same
 * directory would corrupt it, so the directory is claimed with a lock file holding our pid.
 * A lock left by a process that no longer runs is taken over.
 */
function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'haulbridge.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && (owner === process.pid || isAlive(owner))) throw new DataDirLockedError(dir, owner);
      fs.unlinkSync(lockPath); // stale lock
    }
  }
  throw new Error(`could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite in `dataDir` (or in memory when `dataDir` is null, for tests). `loadDataDir`: start from a dump of another
 * instance's data directory (`PGlite.dumpDataDir`) instead of an empty cluster (db/test-support.ts, its template).
 */
export async function openPglite(dataDir: string | null, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined, {
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    queryInOneCall(client);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      raw: { kind: 'pglite', client },
      migrate: () => migrateKeepingVisibility(db, () => migratePglite(db as never, { migrationsFolder: MIGRATIONS })),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Tables whose index-only scans the catalog's cold reads rely on (docs/decisions/018). */
const INDEX_ONLY_TABLES = ['goods'] as const;
/** Tables smaller than this many pages are read fast enough without their visibility map. */
const VISIBILITY_MIN_PAGES = 1000;

async function appliedMigrations(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`).catch(() => null);
  return Number((result as { rows?: { n: number }[] } | null)?.rows?.[0]?.n ?? 0);
}

/**
 * Runs the migrations, then VACUUMs a table they rewrote: a rewrite (a stored column added, migration 0031) leaves the
 * table without a visibility map, so every index-only scan of it fetches each row from the heap until autovacuum
 * happens to come by, which a rewrite alone does not prompt (10× a browse's database time at 1M goods). Only when
 * this call applied a migration, and only for a table of which less than half the pages are marked all-visible.
 */
export async function migrateKeepingVisibility(db: Db, migrate: () => Promise<void>, minPages = VISIBILITY_MIN_PAGES): Promise<void> {
  const before = await appliedMigrations(db);
  await migrate();
  if ((await appliedMigrations(db)) === before) return;
  for (const table of INDEX_ONLY_TABLES) {
    const result = await db.execute(sql`select relpages, relallvisible from pg_class where oid = to_regclass(${table})`);
    const row = (result as unknown as { rows: { relpages: number; relallvisible: number }[] }).rows[0];
    if (row && row.relpages >= minPages && row.relallvisible < row.relpages / 2) await db.execute(sql.raw(`vacuum (analyze) ${table}`));
  }
}

/** Whether `db` is the embedded PGlite (one session in this process: no parallel workers, no JIT). */
export const isPglite = (db: Db): boolean => (db as { $client?: unknown }).$client instanceof PGlite;

/**
 * A pool of connections to a PostgreSQL server, opened lazily; `settings` are run-time parameters every session of the
 * pool starts with (the connection's `options`), so a query needs no statement of its own to set them.
 */
export function postgresPool(url: string, options: { max?: number; settings?: Record<string, string> } = {}): { pool: pg.Pool; db: Db } {
  const settings = Object.entries(options.settings ?? {}).map(([name, value]) => `-c ${name}=${value}`);
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, ...(settings.length ? { options: settings.join(' ') } : {}) });
  return { pool, db: drizzlePg(pool, { schema }) as unknown as Db };
}

/** A PostgreSQL server through a pool. */
export async function openPostgres(url: string): Promise<Database> {
  const { pool, db } = postgresPool(url);
  await pool.query('select 1');
  return {
    db,
    kind: 'postgres',
    raw: { kind: 'postgres', url },
    migrate: () => migrateKeepingVisibility(db, () => migratePg(db as never, { migrationsFolder: MIGRATIONS })),
    close: () => pool.end(),
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
