/**
 * `npm run worker`: works every job type (server/jobs/) in its own process, for deployments that run the web
 * process with JOBS=off on a PostgreSQL server (docs/decisions/013-jobs.md). It does not migrate: start it next
 * to the web process, which migrates at start (or after `npm run db:migrate`). SIGTERM/SIGINT: stop fetching,
 * finish the running jobs, exit.
 */
import { DataDirLockedError, openDatabase, type Database } from '../db/client.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createAppJobQueue, workEveryJob } from './jobs/index.ts';
import { createImageSearchService } from './modules/image-search/index.ts';
import { catalogImageSource } from './modules/media/index.ts';
import { createUploadLookup } from './modules/uploads/index.ts';
import { createStorage } from './storage/index.ts';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

/** JSON lines like the web process's logs (pino's shape: level, time, msg). */
function makeLog(level: Config['LOG_LEVEL']) {
  const min = level === 'silent' ? Infinity : LEVELS.indexOf(level);
  const line = (name: (typeof LEVELS)[number]) => (details: object, msg: string) => {
    if (LEVELS.indexOf(name) < min) return;
    const fields = Object.fromEntries(
      Object.entries(details).map(([k, v]) => [k, v instanceof Error ? { type: v.name, message: v.message } : v]),
    );
    process.stdout.write(`${JSON.stringify({ level: name, time: Date.now(), pid: process.pid, name: 'worker', ...fields, msg })}\n`);
  };
  return { info: line('info'), warn: line('warn'), error: line('error') };
}

async function main() {
  const config = loadConfig();
  const log = makeLog(config.LOG_LEVEL);
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new ConfigError(`${error.message} (the embedded database belongs to one process: run the worker against DATABASE_URL, next to a web process with JOBS=off)`);
    throw error;
  }
  const jobs = createAppJobQueue({ database, log });
  const imageSearch = createImageSearchService({ db: database.db, source: catalogImageSource(createStorage(config)), findUpload: createUploadLookup(database.db), backfillGoods: config.IMAGE_BACKFILL_GOODS });
  await workEveryJob(jobs, { config, log, db: database.db, imageSearch });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'worker shutting down: finishing running jobs');
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    imageSearch.stop(); // a catalog backfill returns after its current image
    await jobs.stop({ timeoutMs: 25_000 });
    await database.close();
    log.info({}, 'worker stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await jobs.start();
  log.info({}, `Haulbridge worker is working the job queue (${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL server'})`);
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Haulbridge worker failed to start:', error);
  process.exit(1);
});
