import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../db/test-support.ts';
import { createJobQueue, jobId, type JobQueue } from './queue.ts';

// The queue on the test database: in-memory PGlite, or a PostgreSQL server when TEST_DATABASE_URL is set.
const quiet = { info() {}, warn() {}, error() {} };
const SPEC = { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true, expireInSeconds: 60, retentionMinutes: 30 };

let database: Database | undefined;
let queue: JobQueue | undefined;

afterEach(async () => {
  await queue?.stop({ timeoutMs: 1000 });
  await database?.close();
  queue = undefined;
  database = undefined;
});

async function open(queues: string[]) {
  database = await createTestDatabase();
  queue = createJobQueue({ database, log: quiet, config: { queues: Object.fromEntries(queues.map((q) => [q, SPEC])), pollingIntervalSeconds: 0.5 } });
  await queue.start();
  return queue;
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('job queue', () => {
  it('derives one job id per queue and key', () => {
    expect(jobId('mail.send', 'code:1')).toBe(jobId('mail.send', 'code:1'));
    expect(jobId('mail.send', 'code:1')).not.toBe(jobId('mail.send', 'code:2'));
    expect(jobId('mail.send', 'code:1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('runs a job once per key even when it is sent 100 times at once', async () => {
    const q = await open(['test.once']);
    const runs: string[] = [];
    await q.work<{ n: number; tag: string }>('test.once', async (data) => void runs.push(data.tag));
    const ids = await Promise.all(Array.from({ length: 100 }, (_, n) => q.send('test.once', { n, tag: 'dup' }, { key: 'same' })));
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
    // A later job with another key: once it has run, any duplicate queued before it would have run too.
    await q.send('test.once', { n: 0, tag: 'sentinel' }, { key: 'other' });
    await until(() => runs.includes('sentinel'), 'the sentinel job');
    expect(runs.filter((tag) => tag === 'dup')).toHaveLength(1);
    // Sent again after it ran: still the same job, not a second run.
    expect(await q.send('test.once', { n: 1, tag: 'dup' }, { key: 'same' })).toBeNull();
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    const q = await open(['test.retry']);
    let attempts = 0;
    let done = false;
    await q.work('test.retry', async () => {
      attempts += 1;
      if (attempts < 3) throw new Error(`attempt ${attempts} fails`);
      done = true;
    });
    await q.send('test.retry', {}, { key: 'flaky' });
    await until(() => done, 'the third attempt');
    expect(attempts).toBe(3);
  });

  it('hands a job that failed past its retries to its dead-letter queue, with its payload', async () => {
    database = await createTestDatabase();
    // The queue naming the dead-letter one comes first: the dead-letter queue must be made before it all the same.
    const queues = { 'test.doomed': { ...SPEC, retryLimit: 1, deadLetter: 'test.doomed.dead' }, 'test.doomed.dead': SPEC };
    queue = createJobQueue({ database, log: quiet, config: { queues, pollingIntervalSeconds: 0.5 } });
    await queue.start();
    let attempts = 0;
    const dead: unknown[] = [];
    await queue.work('test.doomed', async () => {
      attempts += 1;
      throw new Error('always fails');
    });
    await queue.work('test.doomed.dead', async (data) => void dead.push(data));
    await queue.send('test.doomed', { jobId: 7 }, { key: 'doomed' });
    await until(() => dead.length > 0, 'the dead-letter job');
    expect(attempts).toBe(2); // the first attempt and one retry
    expect(dead).toEqual([{ jobId: 7 }]);
  });

  it('waits for the running job when it stops', async () => {
    const q = await open(['test.slow']);
    let started = false;
    let finished = false;
    await q.work('test.slow', async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 800));
      finished = true;
    });
    await q.send('test.slow', {}, { key: 'slow' });
    await until(() => started, 'the job to start');
    await q.stop({ timeoutMs: 10_000 });
    queue = undefined;
    expect(finished).toBe(true);
  });

  // PGlite belongs to one process: at start, a job still active was being worked by a process that died (kill -9).
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('on PGlite, retries a job left active by a dead process at the next start', async () => {
    const first = await open(['test.orphan']);
    await first.send('test.orphan', {}, { key: 'orphan' });
    const raw = database!.raw;
    if (raw.kind !== 'pglite') throw new Error('PGlite only');
    // What a worker killed mid-job leaves behind: the job active, nobody working it.
    await raw.client.query(`update pgboss.job set state = 'active', started_on = now() where name = 'test.orphan'`);
    await first.stop({ timeoutMs: 1000 });
    let ran = 0;
    queue = createJobQueue({ database: database!, log: quiet, config: { queues: { 'test.orphan': SPEC }, pollingIntervalSeconds: 0.5 } });
    await queue.work('test.orphan', async () => void (ran += 1));
    await queue.start();
    await until(() => ran === 1, 'the orphaned job to run again');
  });

  // On a PostgreSQL server other processes may be working, so a dead worker's job comes back by expiry: maintenance
  // fails an active job past its expireInSeconds, which is a retry (docs/decisions/016-resumable-imports.md).
  it('retries a job active past its expiry (its worker died) at the next maintenance', async () => {
    database = await createTestDatabase();
    queue = createJobQueue({
      database,
      log: quiet,
      config: { queues: { 'test.expired': { ...SPEC, expireInSeconds: 5 } }, pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
    });
    await queue.start();
    await queue.send('test.expired', {}, { key: 'stuck' });
    // A worker took it an hour ago and died.
    await database.db.execute(sql`update pgboss.job set state = 'active', started_on = now() - interval '1 hour' where name = 'test.expired'`);
    let ran = 0;
    await queue.work('test.expired', async () => void (ran += 1));
    await until(() => ran === 1, 'the expired job to run again');
  });
});

