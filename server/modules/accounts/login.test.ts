import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATH } from '../../../core/api.ts';
import { sessions, users } from '../../../db/schema/index.ts';
import type { GoogleVerifier } from './service.ts';
import { countingHasher, createAccountsTestApp, freshIp, signUp } from './test-fixtures.ts';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
const counting = countingHasher();
let n = 0;
const newEmail = () => `shopper${++n}@example.com`;
const PASSWORD = 'plum tree 42';

/** Test Google tokens: `google:<sub>:<email>:<verified>`; anything else is refused like a bad signature. */
const google: GoogleVerifier = async (idToken) => {
  const [kind, sub, email, verified] = idToken.split(':');
  if (kind !== 'google' || !sub) throw new Error('invalid token');
  return { sub, email: email || null, emailVerified: verified === 'true' };
};

beforeAll(async () => {
  t = await createAccountsTestApp({ google, passwords: counting.hasher });
});
afterAll(async () => {
  await t.close();
});

const login = (body: Record<string, unknown>, options: Parameters<typeof t.api>[2] = {}) => t.api(ACCOUNT_PATH.login, body, { ip: freshIp(), ...options });

describe('A/pub/login with email and password', () => {
  it('signs in: token cookie (HttpOnly, Lax, 3000 days), lastLoginPlatform email, the user info and no token in the body', async () => {
    const email = newEmail();
    const { user } = await signUp(t.api, t.outbox, email);
    const res = await login({ email: ` ${email.toUpperCase()}`, password: PASSWORD });
    expect(res.body).toMatchObject({ code: 0, data: user });
    expect(res.body.data.token).toBeUndefined();
    expect(res.cookies.token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 259_200_000 });
    expect(res.cookies.token!.secure).toBeFalsy(); // http://localhost in tests
    expect(res.cookies.lastLoginPlatform).toMatchObject({ value: 'email' });
    expect((await t.api(ACCOUNT_PATH.userInfo, {}, { token: res.cookies.token!.value })).body.data).toEqual(user);
  });

  it('answers native clients the token in the body too, usable as X-TOKEN', async () => {
    const email = newEmail();
    await signUp(t.api, t.outbox, email);
    for (const platform of ['android', 'ios']) {
      const res = await login({ email, password: PASSWORD }, { platform });
      expect(res.body.data.token).toBe(res.cookies.token!.value);
      expect((await t.api(ACCOUNT_PATH.userInfo, {}, { headerToken: res.body.data.token })).body.data.email).toBe(email);
      const [row] = await t.database.db.select({ platform: sessions.platform }).from(sessions).where(eq(sessions.tokenHash, (await import('../../http/session.ts')).hashToken(res.body.data.token)));
      expect(row!.platform).toBe(platform);
    }
  });

  it('answers an unknown email and a wrong password with the same code and message, after an argon2 verification either way', async () => {
    const email = newEmail();
    await signUp(t.api, t.outbox, email);
    const before = { ...counting.counts };
    const wrong = await login({ email, password: 'not the password' });
    const unknown = await login({ email: newEmail(), password: 'not the password' });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ code: 400, msg: 'Incorrect email or password.', data: { reason: 'bad_credentials' } });
    expect(counting.counts.verify - before.verify).toBe(1);
    expect(counting.counts.verifyNothing - before.verifyNothing).toBe(1);
    expect(wrong.cookies.token).toBeUndefined();
    const russian = await login({ email: newEmail(), password: 'x' }, { language: 'ru' });
    expect(russian.body.msg).toBe('Неверный адрес электронной почты или пароль.');
  });

  it('answers the product §5 messages for missing and malformed fields', async () => {
    expect((await login({})).body.data.fields).toEqual({ email: 'Email is required.', password: 'Password is required.' });
    expect((await login({ email: 'a@b.co' })).body.data.fields).toEqual({ password: 'Password is required.' });
    expect((await login({ email: 'ab.co', password: 'x' })).body.data.fields).toEqual({ email: 'Incorrect email address.' });
    expect((await login({ email: 'a@b.co', password: 'x'.repeat(129) })).body.data.fields).toEqual({ password: 'Password must have at most 128 characters.' });
    expect((await login({}, { language: 'it' })).body.data.fields.email).not.toBe('Email is required.');
  });
});

describe('sessions', () => {
  it('answers 401 on a private call without a token or with an unknown one', async () => {
    const none = await t.api(ACCOUNT_PATH.userInfo, {});
    expect(none.body.code).toBe(401);
    expect(none.body.data).toEqual({ reason: 'login_required' });
    expect((await t.api(ACCOUNT_PATH.userInfo, {}, { token: 'no-such-token' })).body.code).toBe(401);
    expect((await t.api(ACCOUNT_PATH.logout, {})).body.code).toBe(401);
    expect((await t.api(ACCOUNT_PATH.editPass, { oldPassword: 'a', newPassword: 'bbbbbbbb', confirmPassword: 'bbbbbbbb' })).body.code).toBe(401);
  });

  it('logout revokes the session server-side and clears the cookie; the old token then answers 402', async () => {
    const email = newEmail();
    const { token } = await signUp(t.api, t.outbox, email);
    const other = (await login({ email, password: PASSWORD })).cookies.token!.value;
    const out = await t.api(ACCOUNT_PATH.logout, {}, { token });
    expect(out.body).toMatchObject({ code: 0, data: null });
    expect(out.cookies.token).toMatchObject({ value: '', path: '/' });
    expect(out.cookies.token!.expires!.valueOf()).toBeLessThan(Date.now());
    const after = await t.api(ACCOUNT_PATH.userInfo, {}, { token });
    expect(after.body.code).toBe(402);
    expect(after.body.data).toEqual({ reason: 'session_expired' });
    // Only that session ended.
    expect((await t.api(ACCOUNT_PATH.userInfo, {}, { token: other })).body.data.email).toBe(email);
  });

  it('gives each user only their own session: a token reads its own user, never another', async () => {
    const a = await signUp(t.api, t.outbox, newEmail());
    const b = await signUp(t.api, t.outbox, newEmail());
    expect((await t.api(ACCOUNT_PATH.userInfo, { userId: b.user.userId }, { token: a.token })).body.data.userId).toBe(a.user.userId);
    expect((await t.api(ACCOUNT_PATH.userInfo, {}, { token: b.token })).body.data.userId).toBe(b.user.userId);
    // Logging out with A's token does not end B's session.
    await t.api(ACCOUNT_PATH.logout, { sessionId: 1 }, { token: a.token });
    expect((await t.api(ACCOUNT_PATH.userInfo, {}, { token: b.token })).body.code).toBe(0);
    // The stored token is a hash, not the token.
    const rows = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, a.user.userId));
    expect(rows.map((r) => r.tokenHash)).not.toContain(a.token);
  });
});

describe('A/pub/login with a Google ID token', () => {
  it('creates an account without a password for a new Google user, records the inviter, and logs the same user in again by sub', async () => {
    const inviter = await signUp(t.api, t.outbox, newEmail());
    const email = newEmail();
    const first = await login({ googleIdToken: `google:sub-new-1:${email}:true` }, { cookies: { inviteCode: inviter.user.inviteCode } });
    expect(first.body).toMatchObject({ code: 0, data: { email } });
    expect(first.cookies.lastLoginPlatform).toMatchObject({ value: 'google' });
    expect(first.cookies.token!.httpOnly).toBe(true);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ googleSub: 'sub-new-1', passwordHash: null, invitedByUserId: inviter.user.userId });
    // Same sub, even with a changed email at Google: the same account.
    const again = await login({ googleIdToken: `google:sub-new-1:changed-${email}:true` });
    expect(again.body.data.userId).toBe(first.body.data.userId);
    // An account without a password cannot log in with one.
    expect((await login({ email, password: 'anything at all' })).body.data.reason).toBe('bad_credentials');
  });

  it('links an existing email account only when Google says the email is verified', async () => {
    const email = newEmail();
    const { user } = await signUp(t.api, t.outbox, email);
    const unverified = await login({ googleIdToken: `google:sub-link-1:${email}:false` });
    expect(unverified.body).toMatchObject({ code: 409, data: { reason: 'google_email_unverified' } });
    expect(unverified.cookies.token).toBeUndefined();
    const verified = await login({ googleIdToken: `google:sub-link-1:${email.toUpperCase()}:true` });
    expect(verified.body).toMatchObject({ code: 0, data: { userId: user.userId } });
    // The password still works, and a second Google account cannot take the same email.
    expect((await login({ email, password: PASSWORD })).body.code).toBe(0);
    expect((await login({ googleIdToken: `google:sub-link-2:${email}:true` })).body.data.reason).toBe('google_other_account');
  });

  it('refuses an invalid token or one without an email', async () => {
    const bad = await login({ googleIdToken: 'forged' });
    expect(bad.body).toMatchObject({ code: 400, msg: 'Google sign-in failed. Please try again.', data: { reason: 'google_token_invalid' } });
    expect((await login({ googleIdToken: 'google:sub-noemail::true' })).body.data.reason).toBe('google_email_missing');
  });
});

describe('Google sign-in switched off (no GOOGLE_CLIENT_ID)', () => {
  it('refuses a Google token with a clear message', async () => {
    const off = await createAccountsTestApp({ database: t.database });
    try {
      const res = await off.api(ACCOUNT_PATH.login, { googleIdToken: `google:sub-x:${newEmail()}:true` }, { ip: freshIp() });
      expect(res.body).toMatchObject({ code: 400, msg: 'Google sign-in is not available.', data: { reason: 'google_disabled' } });
    } finally {
      await off.close();
    }
  });
});
