import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATH } from '../../../core/api.ts';
import type { Database } from '../../../db/client.ts';
import { buildApp, type AppDeps } from '../../app.ts';
import { loadConfig, type Config } from '../../config.ts';
import { createTestDatabase, signedHeaders } from '../../test-support/test-app.ts';
import { renderMailJob, type MailJob, type MailOutbox } from '../mail/job.ts';
import { applicationReviewedMail, registrationReviewedMail } from '../mail/templates.ts';
import { makePasswordHasher, type PasswordHasher } from './passwords.ts';
import type { AccountMailTemplates, GoogleVerifier, MailMessage } from './service.ts';

/**
 * A mail outbox that renders and keeps each mail at once (the queue and its worker are tested in server/jobs and
 * server/modules/mail); `failing = true` makes it throw like a queue that cannot take the job.
 */
export function makeOutbox() {
  const messages: MailMessage[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const outbox = {
    messages,
    failing: false,
    mailer: {
      async send(message: MailMessage) {
        if (outbox.failing) throw new Error('mail could not be queued (test)');
        messages.push(message);
        for (const waiter of waiters.filter((w) => messages.length >= w.count)) waiter.resolve();
      },
    },
    /** The account service's mail port: renders with the test templates and keeps the mail. */
    queue: {
      send: (job: MailJob): Promise<void> => outbox.mailer.send({ to: job.to, ...renderMailJob(testTemplates, job) }),
    } as MailOutbox,
    /** Resolves once `count` mails have been sent in all (mails sent after the answer, like reset links). */
    waitFor(count: number) {
      if (messages.length >= count) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push({ count, resolve }));
    },
    last: () => messages.at(-1)!,
    /** The code of the newest mail to `to`. */
    codeFor(to: string) {
      const mail = messages.findLast((m) => m.to === to);
      const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no code mailed to ${to}`);
      return code;
    },
    resetTokenFor(to: string) {
      const mail = messages.findLast((m) => m.to === to);
      const token = mail && /token=([\w-]+)/.exec(mail.text)?.[1];
      if (!token) throw new Error(`no reset link mailed to ${to}`);
      return token;
    },
  };
  return outbox;
}
export type Outbox = ReturnType<typeof makeOutbox>;

/** Stand-ins for server/modules/mail/templates.ts: the code or link in plain sight. */
export const testTemplates: AccountMailTemplates = {
  verificationCodeMail: (locale, { code, purpose, minutes }) => ({ subject: `[${locale}] ${purpose} code`, text: `Your code is ${code}. It is valid for ${minutes} minutes.`, html: `<p>${code}</p>` }),
  passwordResetMail: (locale, { link, minutes }) => ({ subject: `[${locale}] reset`, text: `Reset your password: ${link} (valid ${minutes} minutes)`, html: `<a href="${link}">reset</a>` }),
  // The real template: the registration tests read the seller's language in it.
  registrationReviewedMail,
  applicationReviewedMail,
};

/** A clock the test moves by hand (code and link expiry, throttle back-off). */
export function makeClock(start = Date.now()) {
  let at = start;
  return { now: () => at, advance: (ms: number) => void (at += ms) };
}

/** Counts argon2 work, to show that an unknown email costs a verification too (and how many attempts were evaluated). */
export function countingHasher(inner: PasswordHasher = makePasswordHasher()) {
  const counts = { verify: 0, verifyNothing: 0, hash: 0 };
  const hasher: PasswordHasher = {
    hash: (password) => (counts.hash++, inner.hash(password)),
    verify: (phc, password) => (counts.verify++, inner.verify(phc, password)),
    verifyNothing: (password) => (counts.verifyNothing++, inner.verifyNothing(password)),
    needsRehash: (phc) => inner.needsRehash(phc),
  };
  return { hasher, counts };
}

export type AccountsTestOptions = {
  database?: Database;
  env?: Record<string, string>;
  outbox?: Outbox;
  clock?: ReturnType<typeof makeClock>;
  google?: GoogleVerifier;
  passwords?: PasswordHasher;
};

/** The whole app on a real database (PGlite, or TEST_DATABASE_URL) with a recording mailer and a hand clock. */
export async function createAccountsTestApp(options: AccountsTestOptions = {}) {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  if (ownsDatabase) await database.migrate();
  const outbox = options.outbox ?? makeOutbox();
  const clock = options.clock ?? makeClock();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/haulbridge-test-unused', SEARCH_INDEX: 'off', AUTH_SECRET: 'test-secret-test-secret-test-secret-0123', ...options.env });
  const accounts: AppDeps['accounts'] = {
    mail: outbox.queue,
    verifyGoogleIdToken: options.google ?? null,
    now: clock.now,
    ...(options.passwords ? { passwords: options.passwords } : {}),
  };
  const app = await buildApp({ config, database, accounts, now: () => new Date(clock.now()) });
  await app.ready();
  return {
    app,
    database,
    config,
    outbox,
    clock,
    api: makeCaller(app, config),
    close: async () => {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
}

let nextAddress = 1;
/** A fresh client address per test, so that one test's throttle counters never reach another's. */
export const freshIp = () => {
  const n = nextAddress++;
  return `198.51.${(n >> 8) & 255}.${n & 255}`;
};

export type CallOptions = { ip?: string; token?: string; headerToken?: string; platform?: string; language?: string; cookies?: Record<string, string> };

export function makeCaller(app: FastifyInstance, config: Config) {
  return async function api(path: string, body: unknown = {}, options: CallOptions = {}) {
    const cookies = { ...options.cookies, ...(options.token ? { token: options.token } : {}) };
    const headers: Record<string, string> = signedHeaders(config.SIGN_KEY, {
      ...(options.platform ? { 'x-platform': options.platform } : {}),
      ...(options.language ? { language: options.language } : {}),
      ...(options.headerToken ? { 'x-token': options.headerToken } : {}),
    });
    const res = await app.inject({ method: 'POST', url: `/api/${path}`, headers, cookies, payload: JSON.stringify(body), remoteAddress: options.ip ?? '203.0.113.1' });
    const setCookies = Object.fromEntries(res.cookies.map((c) => [c.name, c as { name: string; value: string; [key: string]: unknown }]));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers field by field
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any }, cookies: setCookies };
  };
}
export type Api = ReturnType<typeof makeCaller>;

/** Signs a new user up through the API (code mailed to the outbox) and answers the session token. */
export async function signUp(api: Api, outbox: Outbox, email: string, password = 'plum tree 42', extra: Record<string, unknown> = {}, ip = freshIp()) {
  const sent = await api(ACCOUNT_PATH.verifyCode, { email, type: 'register' }, { ip });
  if (sent.body.code !== 0) throw new Error(`verifycode: ${JSON.stringify(sent.body)}`);
  const registered = await api(ACCOUNT_PATH.register, { email, password, confirmPassword: password, code: outbox.codeFor(email.trim().toLowerCase()), agree: true, ...extra }, { ip });
  if (registered.body.code !== 0) throw new Error(`register: ${JSON.stringify(registered.body)}`);
  return { token: registered.cookies.token!.value, user: registered.body.data as { userId: number; inviteCode: string; email: string; encryptUserId: string } };
}
