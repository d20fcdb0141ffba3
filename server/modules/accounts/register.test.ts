import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATH } from '../../../core/api.ts';
import { emailCodes, users } from '../../../db/schema/index.ts';
import { makeAccountRepo } from './repo.ts';
import { createAccountsTestApp, freshIp, signUp } from './test-fixtures.ts';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
let n = 0;
/** A fresh address per test: codes, resends and throttle counters are per email. */
const newEmail = () => `buyer${++n}@example.com`;
const PASSWORD = 'plum tree 42';

beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => {
  await t.close();
});

const sendCode = (email: string, type = 'register', ip = freshIp(), language?: string) => t.api(ACCOUNT_PATH.verifyCode, { email, type }, { ip, ...(language ? { language } : {}) });
const check = (email: string, code: string, ip = freshIp()) => t.api(ACCOUNT_PATH.registerEmailCheck, { email, code }, { ip });
const register = (body: Record<string, unknown>, ip = freshIp(), language?: string) =>
  t.api(ACCOUNT_PATH.register, { password: PASSWORD, confirmPassword: PASSWORD, agree: true, ...body }, { ip, ...(language ? { language } : {}) });
const wrongCodeFor = (code: string) => (code === '000000' ? '000001' : '000000');

describe('A/pub/email/verifycode', () => {
  it('mails a 6-digit code for the email and purpose and stores only its hash', async () => {
    const email = newEmail();
    const { body } = await sendCode(` ${email.toUpperCase()} `);
    expect(body).toMatchObject({ code: 0, data: null });
    const mail = t.outbox.last();
    expect(mail.to).toBe(email);
    const code = t.outbox.codeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.database.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.purpose).toBe('register');
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(10 * 60_000);
  });

  it('answers the product §5 messages for a missing or malformed email and an unknown purpose', async () => {
    const missing = await t.api(ACCOUNT_PATH.verifyCode, { type: 'register' }, { ip: freshIp() });
    expect(missing.body.code).toBe(400);
    expect(missing.body.data.fields).toEqual({ email: 'Email is required.' });
    const bad = await t.api(ACCOUNT_PATH.verifyCode, { email: 'no at sign', type: 'register' }, { ip: freshIp() });
    expect(bad.body.data.fields).toEqual({ email: 'Incorrect email address.' });
    const purpose = await t.api(ACCOUNT_PATH.verifyCode, { email: newEmail(), type: 'admin' }, { ip: freshIp() });
    expect(purpose.body.code).toBe(400);
    expect(Object.keys(purpose.body.data.fields)).toEqual(['type']);
  });

  it('refuses a second code within 60 s, saying how long to wait, and sends one after', async () => {
    const email = newEmail();
    await sendCode(email);
    const sent = t.outbox.messages.length;
    t.clock.advance(45_000);
    const early = await sendCode(email);
    expect(early.body.code).toBe(429);
    expect(early.body.data).toEqual({ reason: 'resend_too_soon', retryAfterSeconds: 15 });
    expect(early.body.msg).toBe('Please wait 15 s before requesting a new code.');
    const german = await sendCode(email, 'register', freshIp(), 'de');
    expect(german.body.msg).toBe('Bitte warte 15 s, bevor du einen neuen Code anforderst.');
    expect(t.outbox.messages.length).toBe(sent);
    t.clock.advance(15_000);
    expect((await sendCode(email)).body.code).toBe(0);
    expect(t.outbox.messages.length).toBe(sent + 1);
  });

  it('binds codes to their purpose: a register code and a reset code of one email are separate', async () => {
    const email = newEmail();
    await sendCode(email, 'register');
    // A second purpose is not held back by the first one's resend wait.
    expect((await sendCode(email, 'change_email')).body.code).toBe(0);
    const changeEmailCode = t.outbox.codeFor(email);
    const checked = await check(email, changeEmailCode);
    // The change_email code is not the register code (1 in a million it is the same number).
    const registerRow = await t.database.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(registerRow.map((r) => r.purpose).sort()).toEqual(['change_email', 'register']);
    if (checked.body.code === 0) expect(registerRow[0]!.codeHash).not.toBe(registerRow[1]!.codeHash);
    else expect(checked.body.data.reason).toBe('bad_code');
  });

  it('refuses a registered email for sign-up, but answers a reset code request for an unknown email alike', async () => {
    const email = newEmail();
    await signUp(t.api, t.outbox, email);
    const again = await sendCode(email);
    expect(again.body.code).toBe(409);
    expect(again.body.data.reason).toBe('email_registered');
    expect(again.body.data.fields.email).toBe('This email is already registered. Please log in.');

    const before = t.outbox.messages.length;
    const unknown = await sendCode(newEmail(), 'reset');
    const known = await sendCode(email, 'reset');
    expect(unknown.body).toEqual(known.body);
    await t.outbox.waitFor(before + 1);
    expect(t.outbox.messages.slice(before).map((m) => m.to)).toEqual([email]);
    // Nor does the resend wait tell: a second reset code within the minute answers alike (and mails nothing).
    const soon = await sendCode(email, 'reset');
    expect(soon.body).toEqual(unknown.body);
  });

  it('says the mail could not be sent when SMTP fails, and keeps nothing that blocks a retry', async () => {
    const email = newEmail();
    t.outbox.failing = true;
    try {
      const failed = await sendCode(email, 'register', freshIp(), 'fr');
      expect(failed.body.code).toBe(503);
      expect(failed.body.data).toEqual({ reason: 'mail_failed' });
      expect(failed.body.msg).toBe('Nous n’avons pas pu envoyer l’e-mail. Réessayez.');
    } finally {
      t.outbox.failing = false;
    }
    expect(await t.database.db.select().from(emailCodes).where(eq(emailCodes.email, email))).toEqual([]);
    const retry = await sendCode(email);
    expect(retry.body.code).toBe(0);
    expect(t.outbox.last().to).toBe(email);
  });
});

describe('A/pub/email/isregistered', () => {
  it('tells whether an email has an account, whatever its case', async () => {
    const email = newEmail();
    await signUp(t.api, t.outbox, email);
    expect((await t.api(ACCOUNT_PATH.isRegistered, { email: email.toUpperCase() }, { ip: freshIp() })).body).toMatchObject({ code: 0, data: { registered: true } });
    expect((await t.api(ACCOUNT_PATH.isRegistered, { email: newEmail() }, { ip: freshIp() })).body).toMatchObject({ code: 0, data: { registered: false } });
    expect((await t.api(ACCOUNT_PATH.isRegistered, {}, { ip: freshIp() })).body.data.fields).toEqual({ email: 'Email is required.' });
  });
});

describe('A/pub/register-email-check', () => {
  it('accepts the right code without using it up, so register still takes it', async () => {
    const email = newEmail();
    await sendCode(email);
    const code = t.outbox.codeFor(email);
    expect((await check(email, code)).body).toMatchObject({ code: 0, data: { valid: true } });
    expect((await check(email, code)).body).toMatchObject({ code: 0, data: { valid: true } });
    expect((await register({ email, code })).body.code).toBe(0);
  });

  it('refuses a wrong code on the code field, and answers the spec messages for bad input', async () => {
    const email = newEmail();
    await sendCode(email);
    const wrong = await check(email, wrongCodeFor(t.outbox.codeFor(email)));
    expect(wrong.body.code).toBe(400);
    expect(wrong.body.data).toMatchObject({ valid: false, reason: 'bad_code', fields: { code: 'The verification code is incorrect.' } });
    expect((await t.api(ACCOUNT_PATH.registerEmailCheck, { email }, { ip: freshIp() })).body.data.fields).toEqual({ code: 'Please enter the verification code.' });
    expect((await t.api(ACCOUNT_PATH.registerEmailCheck, { email, code: '12ab56' }, { ip: freshIp() })).body.data.fields).toEqual({ code: 'The verification code has 6 digits.' });
    expect((await check(newEmail(), '123456')).body.data.reason).toBe('code_expired');
  });

  it('kills the code after 5 wrong tries: even the right one is refused then', async () => {
    const email = newEmail();
    await sendCode(email);
    const code = t.outbox.codeFor(email);
    const reasons = [];
    for (let i = 0; i < 5; i++) reasons.push((await check(email, wrongCodeFor(code))).body.data.reason);
    expect(reasons).toEqual(['bad_code', 'bad_code', 'bad_code', 'bad_code', 'code_locked']);
    const right = await check(email, code);
    expect(right.body.data).toMatchObject({ reason: 'code_locked', fields: { code: 'Too many incorrect attempts. Please request a new verification code.' } });
    expect((await register({ email, code })).body.data.reason).toBe('code_locked');
    // A new code (after the resend wait) works again.
    t.clock.advance(60_000);
    await sendCode(email);
    expect((await check(email, t.outbox.codeFor(email))).body.data).toEqual({ valid: true });
  });

  it('never lets parallel guesses take more than 5 tries', async () => {
    const repo = makeAccountRepo(t.database.db);
    const stored = await repo.insertCodeUnlessRecent({ email: newEmail(), purpose: 'register', codeHash: 'ab', createdAt: new Date(), expiresAt: new Date(Date.now() + 60_000) }, 60_000);
    if (!('id' in stored)) throw new Error('a first code is always stored');
    const { id } = stored;
    const claims = await Promise.all(Array.from({ length: 12 }, () => repo.claimCodeAttempt(id, 5)));
    expect(claims.filter((c) => c !== null).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('does not count a right code as a try', async () => {
    const email = newEmail();
    await sendCode(email);
    const code = t.outbox.codeFor(email);
    for (let i = 0; i < 6; i++) expect((await check(email, code)).body.code).toBe(0);
    const [row] = await t.database.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(row!.attempts).toBe(0);
  });

  it('refuses a code after its 10 minutes, and only the newest code counts', async () => {
    const email = newEmail();
    await sendCode(email);
    const first = t.outbox.codeFor(email);
    t.clock.advance(10 * 60_000);
    expect((await check(email, first)).body.data.reason).toBe('code_expired');
    await sendCode(email);
    const second = t.outbox.codeFor(email);
    if (second !== first) expect((await check(email, first)).body.data.reason).toBe('bad_code');
    t.clock.advance(10 * 60_000 - 1000);
    expect((await check(email, second)).body.data).toEqual({ valid: true });
  });
});

describe('A/pub/register', () => {
  it('creates the account, signs in with the token cookie and answers the user info', async () => {
    const email = newEmail();
    await sendCode(email);
    const res = await register({ email: email.toUpperCase(), code: t.outbox.codeFor(email) });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toEqual({ userId: expect.any(Number), encryptUserId: expect.stringMatching(/^[0-9a-f]{32}$/), email, inviteCode: expect.stringMatching(/^[A-Z2-9]{8}$/), isOperator: false });
    expect(res.body.data.token).toBeUndefined();
    expect(res.cookies.token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 3000 * 86_400 });
    expect(res.cookies.lastLoginPlatform).toMatchObject({ value: 'email', path: '/' });
    expect(res.cookies.lastLoginPlatform!.httpOnly).toBeFalsy();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const me = await t.api(ACCOUNT_PATH.userInfo, {}, { token: res.cookies.token!.value });
    expect(me.body.data).toEqual(res.body.data);
  });

  it('uses the code up: the same code cannot register twice, nor be checked again', async () => {
    const email = newEmail();
    await sendCode(email);
    const code = t.outbox.codeFor(email);
    expect((await register({ email, code })).body.code).toBe(0);
    expect((await check(email, code)).body.data.reason).toBe('code_expired');
  });

  it('refuses an already registered email with code 409 and reason email_registered', async () => {
    const email = newEmail();
    await signUp(t.api, t.outbox, email);
    const again = await register({ email, code: '123456' });
    expect(again.body.code).toBe(409);
    expect(again.body.data.reason).toBe('email_registered');
  });

  it('refuses a wrong or missing code', async () => {
    const email = newEmail();
    expect((await register({ email, code: '123456' })).body.data.reason).toBe('code_expired');
    await sendCode(email);
    const wrong = await register({ email, code: wrongCodeFor(t.outbox.codeFor(email)) });
    expect(wrong.body.data).toMatchObject({ reason: 'bad_code', fields: { code: 'The verification code is incorrect.' } });
  });

  it('answers every product §5 message on its field, translated', async () => {
    const fields = async (body: Record<string, unknown>, language?: string) => (await register(body, freshIp(), language)).body.data.fields;
    const email = newEmail();
    expect(await fields({ password: undefined, confirmPassword: undefined, agree: undefined })).toMatchObject({
      email: 'Email is required.',
      password: 'Password is required.',
      confirmPassword: 'Password is required.',
      code: 'Please enter the verification code.',
      agree: 'Please agree to the terms of use.',
    });
    expect(await fields({ email: 'a@b', code: '123456' })).toEqual({ email: 'Incorrect email address.' });
    expect(await fields({ email, code: '123456', password: '12345', confirmPassword: '12345' })).toEqual({ password: 'Password must have at least 6 letters.' });
    expect(await fields({ email, code: '123456', password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) })).toEqual({ password: 'Password must have at most 128 characters.' });
    expect(await fields({ email, code: '123456', confirmPassword: 'another one' })).toEqual({ confirmPassword: 'Two passwords are inconsistent.' });
    expect(await fields({ email, code: '123456', agree: false })).toEqual({ agree: 'Please agree to the terms of use.' });
    expect(await fields({ email, code: '123456', agree: false }, 'zh')).toEqual({ agree: expect.not.stringContaining('Please') });
  });

  it('refuses a common password, and keeps the code for a second try', async () => {
    const email = newEmail();
    await sendCode(email);
    const code = t.outbox.codeFor(email);
    const common = await register({ email, code, password: 'Password1', confirmPassword: 'Password1' });
    expect(common.body.code).toBe(400);
    expect(common.body.data).toMatchObject({ reason: 'password_too_common', fields: { password: 'This password is too common. Please choose another one.' } });
    expect((await register({ email, code })).body.code).toBe(0);
  });

  it('accepts 128 characters with spaces, never truncated', async () => {
    const email = newEmail();
    const long = ` ${'correct horse '.repeat(10)}`.slice(0, 128);
    expect(long).toHaveLength(128);
    await signUp(t.api, t.outbox, email, long);
    expect((await t.api(ACCOUNT_PATH.login, { email, password: long }, { ip: freshIp() })).body.code).toBe(0);
    expect((await t.api(ACCOUNT_PATH.login, { email, password: long.slice(0, 127) }, { ip: freshIp() })).body.code).toBe(400);
  });

  it('records who invited the user, and refuses an unknown invitation code', async () => {
    const inviter = await signUp(t.api, t.outbox, newEmail());
    const email = newEmail();
    await sendCode(email);
    const code = t.outbox.codeFor(email);
    const unknown = await register({ email, code, inviteCode: 'NOSUCH99' });
    expect(unknown.body.data).toMatchObject({ reason: 'invite_code_unknown', fields: { inviteCode: 'This invitation code does not exist.' } });
    const res = await register({ email, code, inviteCode: ` ${inviter.user.inviteCode.toLowerCase()} ` });
    expect(res.body.code).toBe(0);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.invitedByUserId).toBe(inviter.user.userId);
    expect(row!.inviteCode).not.toBe(inviter.user.inviteCode);
  });

  it('gives each user a unique invitation code and public id', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await signUp(t.api, t.outbox, newEmail())).user);
    expect(new Set(made.map((u) => u.inviteCode)).size).toBe(3);
    expect(new Set(made.map((u) => u.encryptUserId)).size).toBe(3);
    for (const u of made) expect(u.encryptUserId).not.toBe(String(u.userId));
  });
});
