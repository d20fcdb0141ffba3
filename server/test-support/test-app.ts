import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { signNonce } from '../../core/signature.ts';
import { openPglite, openPostgres, type Database } from '../../db/client.ts';
import { seedDemoCatalog } from '../../db/seed/catalog/seed.ts';
import { seedReferenceData } from '../../db/seed/reference.ts';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig } from '../config.ts';

/**
 * A real database per test file: in-memory PGlite by default, or a fresh database on the server
 * named by TEST_DATABASE_URL (dropped on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPglite(null);
  const name = `hb_test_${randomBytes(6).toString('hex')}`;
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

/**
 * `catalog: N` also seeds N demo goods (deterministic, fixed seed; the demo catalog is not seeded otherwise).
 */
export async function createTestApp(options: { env?: Record<string, string>; isReady?: AppDeps['isReady']; seed?: boolean; catalog?: number; logger?: AppDeps['logger'] } = {}) {
  const database = await createTestDatabase();
  await database.migrate();
  if (options.seed !== false) await seedReferenceData(database.db);
  if (options.catalog) await seedDemoCatalog(database.db, { goods: options.catalog });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/haulbridge-test-unused', ...options.env });
  const app = await buildApp({ config, database, isReady: options.isReady, ...(options.logger ? { logger: options.logger } : {}) });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export function signedHeaders(signKey: string, extra: Record<string, string> = {}): Record<string, string> {
  const nonce = randomUUID();
  return { 'x-nonce': nonce, 'x-signature': signNonce(nonce, signKey), 'x-version': 'web-1.0', 'x-platform': 'web', 'content-type': 'application/json', ...extra };
}

/** POST /api/<path> with a valid signature; returns status and parsed envelope. */
export async function callApi(app: FastifyInstance, signKey: string, path: string, body: unknown = {}, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url: `/api/${path}`, headers: signedHeaders(signKey, headers), payload: JSON.stringify(body) });
  return { status: res.statusCode, headers: res.headers, body: res.json() as { code: number; msg: string; data: any } };
}
