import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { signNonce } from '../../core/signature.ts';
import { seedDemoCatalog } from '../../db/seed/catalog/seed.ts';
import { seedReferenceData } from '../../db/seed/reference.ts';
import { createTestDatabase } from '../../db/test-support.ts';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig } from '../config.ts';

export { createTestDatabase };

/**
 * `catalog: N` also seeds N demo goods (deterministic, fixed seed; the demo catalog is not seeded otherwise).
 */
export async function createTestApp(options: { env?: Record<string, string>; isReady?: AppDeps['isReady']; seed?: boolean; catalog?: number; logger?: AppDeps['logger'] } = {}) {
  const database = await createTestDatabase();
  await database.migrate();
  if (options.seed !== false) await seedReferenceData(database.db);
  if (options.catalog) await seedDemoCatalog(database.db, { goods: options.catalog });
  // TEST_SEARCH_INDEX=1: searches go through the in-process search index (docs/decisions/018), built before the first
  // search and current at every search, so that the relevance tests check that path too: a file of its own, read by
  // one worker thread (search-index-pool.ts), as a server reads it.
  const indexDir = process.env.TEST_SEARCH_INDEX ? fs.mkdtempSync(path.join(os.tmpdir(), 'hb-search-index-')) : null;
  const searchIndex = indexDir
    ? { SEARCH_INDEX: 'sqlite', SEARCH_INDEX_FILE: path.join(indexDir, 'search-index.sqlite'), SEARCH_INDEX_MAX_LAG_MS: '0', SEARCH_INDEX_WORKERS: '1' }
    : { SEARCH_INDEX: 'off' };
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/haulbridge-test-unused', ...searchIndex, ...options.env });
  const app = await buildApp({ config, database, isReady: options.isReady, ...(options.logger ? { logger: options.logger } : {}) });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      if (indexDir) fs.rmSync(indexDir, { recursive: true, force: true });
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
