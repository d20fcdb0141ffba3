import net, { type AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { createTestDatabase } from '../../../db/test-support.ts';
import { createJobQueue, type JobQueue } from '../../jobs/queue.ts';
import { MAIL_SEND, MAIL_SEND_QUEUE, makeMailSendHandler, mailJobSchema, queuedMailOutbox } from './job.ts';
import { makeMailer } from './mailer.ts';
import { applicationReviewedMail, passwordResetMail, registrationReviewedMail, verificationCodeMail } from './templates.ts';

// The mail.send job end to end: queued on the test database (PGlite, or TEST_DATABASE_URL), worked by the
// real mailer against a loopback SMTP server that refuses the first delivery.
const quiet = { info() {}, warn() {}, error() {} };

/** A loopback SMTP server (no STARTTLS, TOOLCHAIN.md) that answers 451 to the first `failFirst` deliveries. */
async function startFlakySmtp(failFirst: number) {
  let attempts = 0;
  const received: Buffer[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      attempts += 1;
      if (attempts <= failFirst) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = (server as unknown as { server: net.Server }).server.address() as AddressInfo;
  return { port, received, attempts: () => attempts, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let database: Database | undefined;
let queue: JobQueue | undefined;
let smtp: Awaited<ReturnType<typeof startFlakySmtp>> | undefined;
afterEach(async () => {
  await queue?.stop({ timeoutMs: 1000 });
  await database?.close();
  await smtp?.close();
  queue = database = smtp = undefined;
});

describe('the mail.send job', () => {
  it('carries recipient, locale, template and parameters only', () => {
    const job = { to: 'buyer@example.com', locale: 'de', template: 'verificationCode', params: { code: '482913', purpose: 'register', minutes: 10 } };
    expect(mailJobSchema.parse(job)).toEqual(job);
    expect(() => mailJobSchema.parse({ ...job, template: 'newsletter' })).toThrow();
  });

  it('retries a failing SMTP server with backoff, then delivers the mail once', async () => {
    smtp = await startFlakySmtp(1);
    database = await createTestDatabase();
    // The real queue settings, with a one-second first retry instead of ten.
    queue = createJobQueue({ database, log: quiet, config: { queues: { [MAIL_SEND]: { ...MAIL_SEND_QUEUE, retryDelaySeconds: 1 } }, pollingIntervalSeconds: 0.5 } });
    const mailer = makeMailer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Haulbridge <no-reply@haulbridge.test>', DATA_DIR: '/tmp/unused' }, quiet);
    await queue.work(MAIL_SEND, makeMailSendHandler({ mailer, templates: { verificationCodeMail, passwordResetMail, registrationReviewedMail, applicationReviewedMail } }));
    await queue.start();

    const outbox = queuedMailOutbox(queue);
    const job = { to: 'buyer@example.com', locale: 'de', template: 'verificationCode', params: { code: '482913', purpose: 'register', minutes: 10 } } as const;
    await outbox.send(job, 'code:1');
    await outbox.send(job, 'code:1'); // the same mail again (a retried request): nothing more is queued

    const deadline = Date.now() + 30_000;
    while (smtp.received.length === 0) {
      if (Date.now() > deadline) throw new Error('the mail was never delivered');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const mail = await simpleParser(smtp.received[0]!);
    expect(mail.text).toContain('482913');
    expect(mail.subject).toBe(verificationCodeMail('de', job.params).subject);
    expect(smtp.attempts()).toBe(2);
    expect(smtp.received).toHaveLength(1);
  });
});
