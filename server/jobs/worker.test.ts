import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../db/test-support.ts';
import { MAIL_SEND } from '../modules/mail/job.ts';
import { createAppJobQueue } from './index.ts';

// `npm run worker` as a process of its own, working a job this test process queues on the same PostgreSQL
// database (a web process with JOBS=off). PGlite belongs to one process, so this needs TEST_DATABASE_URL.
const ROOT = path.resolve(import.meta.dirname, '../..');
const quiet = { info() {}, warn() {}, error() {} };
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run worker', () => {
  it('works a mail job queued by another process, and stops cleanly on SIGTERM', async () => {
    const database: Database = await createTestDatabase();
    cleanups.push(() => database.close());
    if (database.raw.kind !== 'postgres') throw new Error('needs a PostgreSQL server');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hb-worker-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'info', DATABASE_URL: database.raw.url, DATA_DIR: dataDir },
    });
    cleanups.push(() => void (child.exitCode === null && child.kill('SIGKILL')));
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const until = async (condition: () => boolean, what: string) => {
      const deadline = Date.now() + 60_000;
      while (!condition()) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`did not see ${what} in:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    // The sending side: the web process's queue, which works nothing itself.
    const sender = createAppJobQueue({ database, log: quiet });
    cleanups.push(() => sender.stop({ timeoutMs: 1000 }));
    await sender.send(MAIL_SEND, { to: 'worker@example.com', locale: 'fr', template: 'verificationCode', params: { code: '604218', purpose: 'register', minutes: 10 } }, { key: 'code:worker-test' });

    await until(() => /working the job queue/.test(output), 'the worker start');
    const outbox = path.join(dataDir, 'mail');
    const mails = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []);
    await until(() => mails().length === 1, 'the mail in the dev outbox');
    expect(fs.readFileSync(path.join(outbox, mails()[0]!), 'utf8')).toContain('604218');

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toMatch(/worker stopped/);
  });
});
