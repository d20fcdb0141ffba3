import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATH } from '../../../core/api.ts';
import { authThrottle } from '../../../db/schema/index.ts';
import { createAccountsTestApp, freshIp, signUp } from './test-fixtures.ts';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
let n = 0;
const newEmail = () => `guesser${++n}@example.com`;
const PASSWORD = 'plum tree 42';

beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('login throttling', () => {
  it('blocks an account after 5 failures whatever the address, with a growing, translated wait, and survives a restart', async () => {
    const email = newEmail();
    await signUp(t.api, t.outbox, email);
    // Case, spaces and a +tag do not make a new account to guess at.
    const spellings = [email, email.toUpperCase(), ` ${email} `, email.replace('@', '+1@'), email.replace('@', '+2@')];
    for (const spelling of spellings) {
      const res = await t.api(ACCOUNT_PATH.login, { email: spelling, password: 'wrong guess' }, { ip: freshIp() });
      expect(res.body.data.reason).toBe('bad_credentials');
    }
    // The 6th failure is still answered, and starts a 30 s block.
    expect((await t.api(ACCOUNT_PATH.login, { email, password: 'wrong guess' }, { ip: freshIp() })).body.data.reason).toBe('bad_credentials');
    const blocked = await t.api(ACCOUNT_PATH.login, { email, password: PASSWORD }, { ip: freshIp() });
    expect(blocked.body).toEqual({ code: 429, msg: 'Too many attempts. Please try again in 30 s.', data: { reason: 'too_many_attempts', retryAfterSeconds: 30 } });
    expect(blocked.cookies.token).toBeUndefined();
    const polish = await t.api(ACCOUNT_PATH.login, { email, password: PASSWORD }, { ip: freshIp(), language: 'pl' });
    expect(polish.body.msg).toBe('Zbyt wiele prób. Spróbuj ponownie za 30 s.');

    // A new process on the same database still knows.
    const restarted = await createAccountsTestApp({ database: t.database, outbox: t.outbox, clock: t.clock });
    try {
      expect((await restarted.api(ACCOUNT_PATH.login, { email, password: PASSWORD }, { ip: freshIp() })).body.code).toBe(429);
      t.clock.advance(30_000);
      // The next failure doubles the wait.
      expect((await restarted.api(ACCOUNT_PATH.login, { email, password: 'wrong again' }, { ip: freshIp() })).body.data.reason).toBe('bad_credentials');
      expect((await restarted.api(ACCOUNT_PATH.login, { email, password: PASSWORD }, { ip: freshIp() })).body.data.retryAfterSeconds).toBe(60);
      t.clock.advance(60_000);
      expect((await restarted.api(ACCOUNT_PATH.login, { email, password: PASSWORD }, { ip: freshIp() })).body.code).toBe(0);
      // A success forgets the account's failures.
      expect((await restarted.api(ACCOUNT_PATH.login, { email, password: 'one slip' }, { ip: freshIp() })).body.data.reason).toBe('bad_credentials');
      expect((await restarted.api(ACCOUNT_PATH.login, { email, password: PASSWORD }, { ip: freshIp() })).body.code).toBe(0);
    } finally {
      await restarted.close();
    }
  });

  it('blocks an address that guesses at many accounts, and says so in minutes once the wait is long', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await t.api(ACCOUNT_PATH.login, { email: newEmail(), password: 'x' }, { ip })).body.code).toBe(400);
    for (let i = 0; i < 3; i++) {
      expect((await t.api(ACCOUNT_PATH.login, { email: newEmail(), password: 'x' }, { ip })).body.code).toBe(400);
      const blocked = await t.api(ACCOUNT_PATH.login, { email: newEmail(), password: 'x' }, { ip });
      expect(blocked.body.code).toBe(429);
      t.clock.advance(blocked.body.data.retryAfterSeconds * 1000);
    }
    // Failures 21, 22, 23 blocked for 30, 60, 120 s; the 24th for 240 s = 4 min.
    expect((await t.api(ACCOUNT_PATH.login, { email: newEmail(), password: 'x' }, { ip })).body.code).toBe(400);
    const long = await t.api(ACCOUNT_PATH.login, { email: newEmail(), password: 'x' }, { ip });
    expect(long.body).toMatchObject({ code: 429, msg: 'Too many attempts. Please try again in 4 min.', data: { retryAfterSeconds: 240 } });
    // Another address is not affected.
    expect((await t.api(ACCOUNT_PATH.login, { email: newEmail(), password: 'x' }, { ip: freshIp() })).body.code).toBe(400);
    const rows = await t.database.db.select({ key: authThrottle.key }).from(authThrottle);
    expect(rows.map((r) => r.key)).toContain(`login:ip:${ip}`);
  });
});

describe('throttling of the other account calls', () => {
  it('isregistered: 30 questions per address, then 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await t.api(ACCOUNT_PATH.isRegistered, { email: newEmail() }, { ip })).body.code).toBe(0);
    expect((await t.api(ACCOUNT_PATH.isRegistered, { email: newEmail() }, { ip })).body.code).toBe(0);
    expect((await t.api(ACCOUNT_PATH.isRegistered, { email: newEmail() }, { ip })).body).toMatchObject({ code: 429, data: { reason: 'too_many_attempts' } });
  });

  it('verifycode: 5 codes per account (past the 60 s resend rule), then 429', async () => {
    const email = newEmail();
    for (let i = 0; i < 6; i++) {
      expect((await t.api(ACCOUNT_PATH.verifyCode, { email, type: 'register' }, { ip: freshIp() })).body.code).toBe(0);
      t.clock.advance(60_000);
    }
    const blocked = await t.api(ACCOUNT_PATH.verifyCode, { email: email.toUpperCase(), type: 'register' }, { ip: freshIp() });
    expect(blocked.body).toMatchObject({ code: 429, data: { reason: 'too_many_attempts', retryAfterSeconds: 60 } });
  });

  it('reset_mail_send: 3 mails per account, then 429 — for known and unknown emails alike', async () => {
    const known = newEmail();
    await signUp(t.api, t.outbox, known);
    for (const email of [known, newEmail()]) {
      for (let i = 0; i < 4; i++) expect((await t.api(ACCOUNT_PATH.resetMailSend, { email }, { ip: freshIp() })).body.code).toBe(0);
      expect((await t.api(ACCOUNT_PATH.resetMailSend, { email }, { ip: freshIp() })).body).toMatchObject({ code: 429, data: { retryAfterSeconds: 300 } });
    }
  });

  it('register-email-check and register: wrong codes from one address are throttled', async () => {
    const ip = freshIp();
    for (let i = 0; i < 21; i++) expect((await t.api(ACCOUNT_PATH.registerEmailCheck, { email: newEmail(), code: '123456' }, { ip })).body.data.reason).toBe('code_expired');
    expect((await t.api(ACCOUNT_PATH.registerEmailCheck, { email: newEmail(), code: '123456' }, { ip })).body.code).toBe(429);
    const registerIp = freshIp();
    const body = (email: string) => ({ email, password: PASSWORD, confirmPassword: PASSWORD, code: '123456', agree: true });
    for (let i = 0; i < 21; i++) expect((await t.api(ACCOUNT_PATH.register, body(newEmail()), { ip: registerIp })).body.data.reason).toBe('code_expired');
    expect((await t.api(ACCOUNT_PATH.register, body(newEmail()), { ip: registerIp })).body.code).toBe(429);
  });

  it('reset_pass: invalid tokens from one address are throttled', async () => {
    const ip = freshIp();
    const body = { token: 'guessed', password: 'quince jam 77', confirmPassword: 'quince jam 77' };
    for (let i = 0; i < 11; i++) expect((await t.api(ACCOUNT_PATH.resetPass, body, { ip })).body.data.reason).toBe('reset_token_invalid');
    expect((await t.api(ACCOUNT_PATH.resetPass, body, { ip })).body.code).toBe(429);
  });

  it('edit_pass: wrong old passwords of one user are throttled', async () => {
    const { token } = await signUp(t.api, t.outbox, newEmail());
    const body = { oldPassword: 'wrong', newPassword: 'quince jam 77', confirmPassword: 'quince jam 77' };
    for (let i = 0; i < 6; i++) expect((await t.api(ACCOUNT_PATH.editPass, body, { token })).body.data.reason).toBe('bad_old_password');
    expect((await t.api(ACCOUNT_PATH.editPass, { ...body, oldPassword: PASSWORD }, { token })).body.code).toBe(429);
  });
});
