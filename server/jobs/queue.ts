/**
 * The job queue (product §D2, §7; docs/decisions/013-jobs.md): a small facade over pg-boss 10 on the app's own
 * database — the in-process PGlite through pg-boss's `db.executeSql` option, or the PostgreSQL server of
 * DATABASE_URL through pg-boss's own pool. Jobs are idempotent by `key` (one job per queue and key while
 * pg-boss keeps it) and retried with backoff.
 */
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';

/** How a queue retries and keeps its jobs. */
export type QueueSpec = {
  /** Retries after the first failure. */
  retryLimit: number;
  /** Seconds before the first retry; doubled on each further retry when `retryBackoff`. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** Longest run of one attempt before it counts as failed. */
  expireInSeconds: number;
  /** How long a job may wait unworked (queued or between retries) before pg-boss drops it. */
  retentionMinutes: number;
  /** The queue (one of this config's) that gets a job's payload once its retries are spent. */
  deadLetter?: string;
};

export type JobLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type JobHandler<Data> = (data: Data, job: { id: string; name: string }) => Promise<void>;

export type JobQueue = {
  /**
   * Creates pg-boss's schema (first start) and the queues, and starts working the queues `work` named. Also
   * done by the first `send`, so that a process that never sends nor starts never touches pg-boss.
   */
  start(): Promise<void>;
  /** Queues a job; a second send with the same key while the first is kept is a no-op (answers null). */
  send(name: string, data: object, options: { key: string }): Promise<string | null>;
  /** Works the queue `name` in this process (one job at a time per queue), from `start` on. */
  work<Data>(name: string, handler: JobHandler<Data>): Promise<void>;
  /** Stops fetching, waits for the running jobs (up to `timeoutMs`), then stops. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
};

export type JobQueueConfig = {
  queues: Record<string, QueueSpec>;
  /** How often an idle worker looks for jobs (pg-boss's minimum: 0.5 s). A send in this process wakes its worker at once. */
  pollingIntervalSeconds?: number;
  /** Completed jobs leave the job table after this long (then stay in pg-boss's archive for `deleteAfterHours`). */
  archiveCompletedAfterSeconds?: number;
  archiveFailedAfterSeconds?: number;
  deleteAfterHours?: number;
  /** How often pg-boss fails (and so retries) jobs active past their expiry. Default 30 s. */
  maintenanceIntervalSeconds?: number;
};

/** Retention of finished jobs: short, because some payloads (a mailed code) are secrets until they expire. */
export const JOB_RETENTION = { archiveCompletedAfterSeconds: 60 * 60, archiveFailedAfterSeconds: 6 * 60 * 60, deleteAfterHours: 24 };

/**
 * PGlite as pg-boss's `db`: parameterised statements through `query`, pg-boss's multi-statement scripts
 * (schema, migrations, queue creation) through `exec` (TOOLCHAIN.md).
 */
export function pgliteExecutor(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** The job's id: a UUID derived from queue name and key, so that the same key inserts nothing the second time. */
export function jobId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5'; // version nibble
  hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16); // RFC 4122 variant
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

export function createJobQueue(deps: { database: Pick<Database, 'raw'>; log: JobLog; config: JobQueueConfig }): JobQueue {
  const { database, log, config } = deps;
  const retention = { ...JOB_RETENTION, ...config };
  const connection: PgBoss.DatabaseOptions =
    database.raw.kind === 'pglite' ? { db: pgliteExecutor(database.raw.client) } : { connectionString: database.raw.url, max: 4 };
  const boss = new PgBoss({
    ...connection,
    application_name: 'haulbridge-jobs',
    schedule: false,
    pollingIntervalSeconds: config.pollingIntervalSeconds ?? 2,
    archiveCompletedAfterSeconds: retention.archiveCompletedAfterSeconds,
    archiveFailedAfterSeconds: retention.archiveFailedAfterSeconds,
    deleteAfterHours: retention.deleteAfterHours,
    // How often a job left active past its expiry (its worker died) is failed and so retried: also what resumes an
    // import cut off by a killed worker on a PostgreSQL server (docs/decisions/016-resumable-imports.md).
    maintenanceIntervalSeconds: config.maintenanceIntervalSeconds ?? 30,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
  const workers = new Map<string, string>();

  const specOf = (name: string): QueueSpec => {
    const spec = config.queues[name];
    if (!spec) throw new Error(`unknown job queue ${name}`);
    return spec;
  };

  const handlers = new Map<string, JobHandler<unknown>>();
  let started: Promise<void> | null = null;
  let stopped = false;

  const begun = new Set<string>();
  async function startWorker(name: string, handler: JobHandler<unknown>) {
    if (begun.has(name)) return;
    begun.add(name);
    const worker = await boss.work<unknown>(name, { batchSize: 1 }, async (jobs) => {
      for (const job of jobs) {
        try {
          await handler(job.data, { id: job.id, name: job.name });
        } catch (error) {
          // The payload is not logged (it may hold a code); pg-boss keeps the job for its retry.
          log.warn({ job: name, id: job.id, err: error }, 'job failed; pg-boss retries it with backoff');
          throw error;
        }
      }
    });
    workers.set(name, worker);
  }

  async function boot() {
    await boss.start();
    // A dead-letter queue is made before the queues naming it (pg-boss keeps the name as a reference).
    const queues = Object.entries(config.queues).sort(([, a], [, b]) => Number(a.deadLetter !== undefined) - Number(b.deadLetter !== undefined));
    for (const [name, spec] of queues) {
      if (spec.deadLetter !== undefined) specOf(spec.deadLetter);
      const options = {
        name,
        policy: 'standard' as const,
        retryLimit: spec.retryLimit,
        retryDelay: spec.retryDelaySeconds,
        retryBackoff: spec.retryBackoff,
        expireInSeconds: spec.expireInSeconds,
        retentionMinutes: spec.retentionMinutes,
        ...(spec.deadLetter === undefined ? {} : { deadLetter: spec.deadLetter }),
      };
      await boss.createQueue(name, options);
      // A queue made by an older version keeps its row: bring its retry and retention up to date.
      await boss.updateQueue(name, options);
    }
    if (database.raw.kind === 'pglite') await releaseOrphans();
    for (const [name, handler] of [...handlers]) await startWorker(name, handler);
  }

  /**
   * The embedded PGlite database belongs to one process (DATA_DIR lock), so at start a job still `active` was being
   * worked by a process that died (kill -9, power loss): fail it now, so pg-boss retries it after its retry delay
   * instead of after its expiry. (On a PostgreSQL server other processes may be working: there expiry does it.)
   */
  async function releaseOrphans() {
    if (database.raw.kind !== 'pglite') return;
    const { rows } = await database.raw.client.query<{ id: string; name: string }>(`select id, name from pgboss.job where state = 'active'`);
    for (const row of rows) await boss.fail(row.name, row.id, { message: 'orphaned: the process working it ended' });
    if (rows.length > 0) log.warn({ jobs: rows.length }, 'jobs left active by an ended process: failed, to be retried');
  }

  const facade: JobQueue = {
    start() {
      if (stopped) return Promise.reject(new Error('the job queue has stopped'));
      started ??= boot();
      return started;
    },

    async send(name, data, { key }) {
      specOf(name);
      await facade.start();
      const id = await boss.send(name, data, { id: jobId(name, key), singletonKey: key });
      const worker = workers.get(name);
      if (id && worker) boss.notifyWorker(worker);
      return id;
    },

    async work<Data>(name: string, handler: JobHandler<Data>) {
      specOf(name);
      if (handlers.has(name)) throw new Error(`job queue ${name} is already worked in this process`);
      handlers.set(name, handler as JobHandler<unknown>);
      // Before start: start() begins working it. After: at once.
      if (started) {
        await started;
        await startWorker(name, handler as JobHandler<unknown>);
      }
    },

    async stop(options = {}) {
      if (stopped) return;
      stopped = true;
      if (!started) return;
      await started.catch(() => {});
      workers.clear();
      await boss.stop({ graceful: true, wait: true, close: true, timeout: options.timeoutMs ?? 20_000 });
    },
  };
  return facade;
}
