import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { DataDirLockedError, openDatabase, type Database } from '../db/client.ts';
import { startPgliteMaintenance } from '../db/pglite-maintenance.ts';
import { migrateAndSeed } from '../db/setup.ts';
import { buildApp } from './app.ts';
import { IMAGE_BACKFILL } from './modules/image-search/job.ts';
import { setOperators } from './modules/admin/repo.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** How often the embedded PGlite's tables are checked for ANALYZE and VACUUM (autovacuum's naptime). */
const PGLITE_MAINTENANCE_MS = 60_000;

function loggerOptions(config: Config) {
  const pretty = process.stdout.isTTY && config.NODE_ENV !== 'production';
  return {
    level: config.LOG_LEVEL,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' } } } : {}),
  };
}

async function loadWeb(dev: boolean) {
  if (dev) {
    const { createDevWeb } = await import('./web/dev.ts');
    return createDevWeb(ROOT);
  }
  const serverEntry = path.join(ROOT, 'build/server/index.js');
  if (!fs.existsSync(serverEntry)) throw new ConfigError('The web build is missing: run `npm run build` (npm start does it for you).');
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const buildId = JSON.parse(fs.readFileSync(path.join(ROOT, 'build/client/version.json'), 'utf8')).buildId as string;
  return { web: { build, clientDir: path.join(ROOT, 'build/client'), buildId }, close: async () => {} };
}

async function main() {
  const dev = process.argv.includes('--dev');
  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new ConfigError(error.message);
    throw error;
  }
  let ready = false;
  let maintenance: ReturnType<typeof startPgliteMaintenance> | null = null;
  const web = await loadWeb(dev);
  const app = await buildApp({ config, database, web: web.web, logger: loggerOptions(config), isReady: () => ready });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // Stop accepting and wait for in-flight requests; a keep-alive connection whose request finishes
    // during the wait becomes idle and is closed by the sweep (Fastify only closes the idle ones at the start).
    const sweep = setInterval(() => app.server.closeIdleConnections(), 200);
    await app.close(); // also stops the job queue, waiting for its running jobs
    clearInterval(sweep);
    await maintenance?.stop();
    await web.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  await migrateAndSeed(database, {
    onStep: (step) => {
      if (step.step === 'reference' && step.seeded.length) app.log.info({ seeded: step.seeded }, 'seeded reference data');
      if (step.step === 'demo' && step.result.seeded) {
        const demo = step.result;
        app.log.info({ goods: demo.goods, sellers: demo.sellers, qcPhotos: demo.qcPhotos }, `seeded the demo catalog: ${demo.goods} goods`);
      }
    },
  });
  // PGlite has no autovacuum: this process analyzes and vacuums its tables (db/pglite-maintenance.ts).
  if (database.raw.kind === 'pglite')
    maintenance = startPgliteMaintenance(database.raw.client, {
      intervalMs: PGLITE_MAINTENANCE_MS,
      onError: (error) => app.log.warn({ err: error }, 'database maintenance: a pass failed'),
      onPass: (work) => {
        if (work.length) app.log.debug({ tables: work }, 'database maintenance');
      },
    });
  // The search index (docs/decisions/018) is built from the tables, so only now: in the background (minutes for a million
  // goods), PostgreSQL answering every search until it is ready.
  app.searchIndex
    ?.start()
    .catch((error: unknown) => app.log.warn({ err: error }, 'search index: the build failed; PostgreSQL answers searches'));
  // ADMIN_EMAILS: accounts that exist already become operators now (the others when they sign in or sign up).
  await setOperators(database.db, config.ADMIN_EMAILS, true, null);
  // The job queue (pg-boss's own schema): with JOBS=inline this process works the jobs, also those left by a restart.
  await app.jobs.start();
  // Search by image: this process's index from the table (in the background), then the catalog images not described
  // yet (the demo catalog on a first start) by the backfill job, worked here with JOBS=inline or by `npm run worker`.
  const indexLoad = Date.now();
  app.imageSearch
    .load()
    .then(() => app.log.info({ ...app.imageSearch.stats(), ms: Date.now() - indexLoad }, 'image search: index loaded'))
    .catch((error: unknown) => app.log.error({ err: error }, 'image search: loading the index failed'));
  await app.jobs.send(IMAGE_BACKFILL, {}, { key: 'catalog' });
  ready = true;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  // Said once, through the logger, after the seed: from here on /healthz answers 200.
  app.log.info(`Haulbridge is ready on http://localhost:${port} (${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL server'})`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Haulbridge failed to start:', error);
  }
  process.exit(1);
});
