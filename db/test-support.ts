import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from './client.ts';

/**
 * The migrated PGlite cluster every in-memory test database starts from, made once per test worker process (the
 * workers run their files on one module graph, vitest.config.ts). A fresh PGlite spends ~2.5 s of CPU on creating its
 * cluster and ~0.5 s on the migrations; loading this dump takes ~0.7 s. The migrations still run from an empty
 * database here (once per worker), on every PostgreSQL test database, and at every e2e server's first start.
 */
let pgliteTemplate: Promise<Blob> | null = null;

function migratedPgliteTemplate(): Promise<Blob> {
  if (pgliteTemplate) return pgliteTemplate;
  const made = (async () => {
    const database = await openPglite(null);
    try {
      await database.migrate();
      if (database.raw.kind !== 'pglite') throw new Error('expected PGlite');
      return await database.raw.client.dumpDataDir('none');
    } finally {
      await database.close();
    }
  })();
  // A failed attempt is not kept: the next test file tries again (and reports its own error).
  made.catch(() => {
    if (pgliteTemplate === made) pgliteTemplate = null;
  });
  pgliteTemplate = made;
  return made;
}

/**
 * A real database per test file: in-memory PGlite by default (already migrated: `migrate()` finds nothing to do), or a
 * fresh database on the server named by TEST_DATABASE_URL (dropped on close; TEST_DATABASE_PREFIX names it, default
 * `hb_test`, so that runs beside each other can tell their databases apart).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPglite(null, { loadDataDir: await migratedPgliteTemplate() });
  // TEST_DATABASE_PREFIX: sessions sharing one server keep their databases apart by name.
  const prefix = process.env.TEST_DATABASE_PREFIX ?? 'hb_test';
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(prefix)) throw new Error(`TEST_DATABASE_PREFIX must be a lower-case SQL name: ${prefix}`);
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // pool.end() resolves before its connections have closed; forcing one closed while it says goodbye
      // rejects its end() (an unhandled error in the test run). Wait a moment for them to go first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await cleanup.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
