import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATH } from '../../../core/api.ts';
import { emailCodes } from '../../../db/schema/index.ts';
import { THROTTLE_RULES } from './rules.ts';
import { countingHasher, createAccountsTestApp, freshIp, signUp } from './test-fixtures.ts';

/**
 * Issue #11, security 2: parallel guesses must not outrun the throttle. Every attempt is reserved atomically
 * before it is evaluated, so however many requests arrive at once, exactly the allowed number is evaluated:
 * the `free` attempts, plus the one that starts the block. Counted by the work that actually ran (argon2
 * verifications and hashes, mails, code tries), not by the answers alone. Runs on PGlite, on PostgreSQL
 * with TEST_DATABASE_URL, and on Redis counters with TEST_REDIS_URL.
 */
const PASSWORD = 'plum tree 42';
const allowed = (rule: { free: number }) => rule.free + 1;
let n = 0;
const newEmail = () => `racer${++n}-${randomBytes(3).toString('hex')}@example.com`;
const ips = (count: number) => Array.from({ length: count }, () => freshIp());
const codesOf = (bodies: { code: number; data: { reason?: string } }[]) => {
  const tally: Record<string, number> = {};
  for (const body of bodies) {
    const key = body.code === 429 ? '429' : (body.data?.reason ?? String(body.code));
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
};

const counting = countingHasher();
let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp({ passwords: counting.hasher });
});
afterAll(async () => {
  await t?.close();
});

const verifications = () => counting.counts.verify + counting.counts.verifyNothing;

async function parallelLogins(api: typeof t.api, requests: { email: string; ip: string }[]) {
  const before = verifications();
  const answers = await Promise.all(requests.map(({ email, ip }) => api(ACCOUNT_PATH.login, { email, password: 'wrong guess' }, { ip })));
  return { tally: codesOf(answers.map((a) => a.body)), verified: verifications() - before };
}

describe('throttle under concurrency (database counters)', () => {
  it('100 parallel wrong logins for one account from one address: exactly 6 password checks', async () => {
    const email = newEmail();
    await signUp(t.api, t.outbox, email, PASSWORD);
    const ip = freshIp();
    const { tally, verified } = await parallelLogins(
      t.api,
      Array.from({ length: 100 }, () => ({ email, ip })),
    );
    expect(verified).toBe(allowed(THROTTLE_RULES.login.account));
    expect(tally).toEqual({ bad_credentials: 6, '429': 94 });
    // The block holds for the right password too.
    expect((await t.api(ACCOUNT_PATH.login, { email, password: PASSWORD }, { ip: freshIp() })).body.code).toBe(429);
  });

  it('200 parallel wrong logins for one account from 10 addresses: exactly 6 password checks', async () => {
    const email = newEmail();
    await signUp(t.api, t.outbox, email, PASSWORD);
    const addresses = ips(10);
    const { tally, verified } = await parallelLogins(
      t.api,
      Array.from({ length: 200 }, (_, i) => ({ email, ip: addresses[i % 10]! })),
    );
    expect(verified).toBe(allowed(THROTTLE_RULES.login.account));
    expect(tally).toEqual({ bad_credentials: 6, '429': 194 });
  });

  it('100 parallel wrong logins for 100 accounts from one address: exactly 21 checks (the per-address rule)', async () => {
    const ip = freshIp();
    const { tally, verified } = await parallelLogins(
      t.api,
      Array.from({ length: 100 }, () => ({ email: newEmail(), ip })),
    );
    expect(verified).toBe(allowed(THROTTLE_RULES.login.ip));
    expect(tally).toEqual({ bad_credentials: 21, '429': 79 });
  });

  it('a right password among parallel wrong ones gives its attempt back', async () => {
    const email = newEmail();
    await signUp(t.api, t.outbox, email, PASSWORD);
    const ip = freshIp();
    const before = verifications();
    const answers = await Promise.all([
      t.api(ACCOUNT_PATH.login, { email, password: PASSWORD }, { ip }),
      ...Array.from({ length: 3 }, () => t.api(ACCOUNT_PATH.login, { email, password: 'wrong guess' }, { ip })),
    ]);
    expect(answers[0]!.body.code).toBe(0);
    expect(verifications() - before).toBe(4);
    // Whatever the order, fewer than 6 failures are counted: the account is not blocked.
    expect((await t.api(ACCOUNT_PATH.login, { email, password: PASSWORD }, { ip })).body.code).toBe(0);
  });

  it('sign-up: 100 parallel registrations with wrong codes from one address: exactly 21 evaluated (argon2 hashes)', async () => {
    const ip = freshIp();
    const before = counting.counts.hash;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => t.api(ACCOUNT_PATH.register, { email: newEmail(), password: PASSWORD, confirmPassword: PASSWORD, code: '123456', agree: true }, { ip })),
    );
    expect(counting.counts.hash - before).toBe(allowed(THROTTLE_RULES.register.ip));
    expect(codesOf(answers.map((a) => a.body))).toEqual({ code_expired: 21, '429': 79 });
  });

  it('sign-up codes: 100 parallel code requests from one address send exactly 21 mails', async () => {
    const ip = freshIp();
    const before = t.outbox.messages.length;
    const answers = await Promise.all(Array.from({ length: 100 }, () => t.api(ACCOUNT_PATH.verifyCode, { email: newEmail(), type: 'register' }, { ip })));
    expect(t.outbox.messages.length - before).toBe(allowed(THROTTLE_RULES.verifyCode.ip));
    expect(codesOf(answers.map((a) => a.body))).toEqual({ '0': 21, '429': 79 });
  });

  it('sign-up codes: 100 parallel code requests for one email from 100 addresses store and mail exactly one code (the resend rule)', async () => {
    const email = newEmail();
    const before = t.outbox.messages.length;
    const answers = await Promise.all(ips(100).map((ip) => t.api(ACCOUNT_PATH.verifyCode, { email, type: 'register' }, { ip })));
    expect(t.outbox.messages.length - before).toBe(1);
    expect(await t.database.db.$count(emailCodes, eq(emailCodes.email, email))).toBe(1);
    const tally = codesOf(answers.map((a) => a.body));
    expect(tally['0']).toBe(1);
    expect((tally.resend_too_soon ?? 0) + (tally['429'] ?? 0)).toBe(99);
  });

  it('email code: 100 parallel wrong codes for one email from 100 addresses: 6 evaluated, the code takes exactly its 5 tries', async () => {
    const email = newEmail();
    expect((await t.api(ACCOUNT_PATH.verifyCode, { email, type: 'register' }, { ip: freshIp() })).body.code).toBe(0);
    const right = t.outbox.codeFor(email);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(ips(100).map((ip) => t.api(ACCOUNT_PATH.registerEmailCheck, { email, code: wrong }, { ip })));
    expect(codesOf(answers.map((a) => a.body))).toEqual({ bad_code: 4, code_locked: 2, '429': 94 });
    const [row] = await t.database.db.select({ attempts: emailCodes.attempts }).from(emailCodes).where(eq(emailCodes.email, email));
    expect(row!.attempts).toBe(5);
  });

  it('email code: parallel wrong codes through check and sign-up together never take more than its 5 tries', async () => {
    const email = newEmail();
    expect((await t.api(ACCOUNT_PATH.verifyCode, { email, type: 'register' }, { ip: freshIp() })).body.code).toBe(0);
    const right = t.outbox.codeFor(email);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      ips(100).map((ip, i) =>
        i % 2 === 0
          ? t.api(ACCOUNT_PATH.registerEmailCheck, { email, code: wrong }, { ip })
          : t.api(ACCOUNT_PATH.register, { email, password: PASSWORD, confirmPassword: PASSWORD, code: wrong, agree: true }, { ip }),
      ),
    );
    // Tries 1-4 are "wrong code", the 5th locks the code; everything else is locked or throttled.
    expect(codesOf(answers.map((a) => a.body)).bad_code).toBe(4);
    const [row] = await t.database.db.select({ attempts: emailCodes.attempts }).from(emailCodes).where(eq(emailCodes.email, email));
    expect(row!.attempts).toBe(5);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('throttle under concurrency (Redis counters; runs when TEST_REDIS_URL is set)', () => {
  it('100 parallel wrong logins for one account, and for 100 accounts from one address: exactly 6 and 21 checks', async () => {
    const redisCounting = countingHasher();
    const r = await createAccountsTestApp({ env: { REDIS_URL: redisUrl! }, passwords: redisCounting.hasher });
    try {
      const checks = () => redisCounting.counts.verify + redisCounting.counts.verifyNothing;
      // Random names and addresses: the Redis server outlives this test run.
      const email = `redis-race-${randomBytes(6).toString('hex')}@example.com`;
      const freshRandomIp = () => `10.${[...randomBytes(3)].join('.')}`;
      await signUp(r.api, r.outbox, email, PASSWORD, {}, freshRandomIp());
      let before = checks();
      let answers = await Promise.all(Array.from({ length: 100 }, () => r.api(ACCOUNT_PATH.login, { email, password: 'wrong guess' }, { ip: freshRandomIp() })));
      expect(checks() - before).toBe(allowed(THROTTLE_RULES.login.account));
      expect(codesOf(answers.map((a) => a.body))).toEqual({ bad_credentials: 6, '429': 94 });

      const ip = freshRandomIp();
      before = checks();
      answers = await Promise.all(Array.from({ length: 100 }, () => r.api(ACCOUNT_PATH.login, { email: `redis-${randomBytes(6).toString('hex')}@example.com`, password: 'x' }, { ip })));
      expect(checks() - before).toBe(allowed(THROTTLE_RULES.login.ip));
      expect(codesOf(answers.map((a) => a.body))).toEqual({ bad_credentials: 21, '429': 79 });
    } finally {
      await r.close();
    }
  });
});
