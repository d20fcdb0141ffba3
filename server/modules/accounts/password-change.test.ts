import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATH } from '../../../core/api.ts';
import { passwordResets } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/client.ts';
import { createTestDatabase } from '../../test-support/test-app.ts';
import { createAccountsTestApp, freshIp, signUp } from './test-fixtures.ts';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
let database: Database;
let n = 0;
const newEmail = () => `seller${++n}@example.com`;
const PASSWORD = 'plum tree 42';
const NEW_PASSWORD = 'quince jam 77';

beforeAll(async () => {
  database = await createTestDatabase();
  await database.migrate();
  t = await createAccountsTestApp({ database, env: { PUBLIC_ORIGIN: 'https://haulbridge.example' } });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

const login = (email: string, password: string) => t.api(ACCOUNT_PATH.login, { email, password }, { ip: freshIp() });
const me = (token: string) => t.api(ACCOUNT_PATH.userInfo, {}, { token });

/** Asks for a reset link and reads the token from the mail (sent after the answer). */
async function resetTokenFor(email: string, language?: string) {
  const count = t.outbox.messages.length;
  const res = await t.api(ACCOUNT_PATH.resetMailSend, { email }, { ip: freshIp(), ...(language ? { language } : {}) });
  expect(res.body).toMatchObject({ code: 0, data: null });
  await t.outbox.waitFor(count + 1);
  return { token: t.outbox.resetTokenFor(email), mail: t.outbox.last() };
}
const resetPass = (body: Record<string, unknown>) => t.api(ACCOUNT_PATH.resetPass, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...body }, { ip: freshIp() });

describe('A/pub/reset_mail_send', () => {
  it('mails a link to /setNewPassword on the public origin with a 256-bit token, stored hashed, valid 30 minutes', async () => {
    const email = newEmail();
    await signUp(t.api, t.outbox, email);
    const { token, mail } = await resetTokenFor(email);
    expect(mail.to).toBe(email);
    expect(mail.text).toContain(`https://haulbridge.example/setNewPassword?token=${token}`);
    expect(Buffer.from(token, 'base64url').length).toBe(32);
    const rows = await t.database.db.select().from(passwordResets);
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    const row = rows.at(-1)!;
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(30 * 60_000);
  });

  it('links to the localized page in the language of the request', async () => {
    const email = newEmail();
    await signUp(t.api, t.outbox, email);
    const { mail } = await resetTokenFor(email, 'pl');
    expect(mail.subject).toContain('[pl]');
    expect(mail.text).toContain('https://haulbridge.example/pl/setNewPassword?token=');
  });

  it('answers an unknown email exactly like a known one, and mails nothing', async () => {
    const email = newEmail();
    await signUp(t.api, t.outbox, email);
    const before = t.outbox.messages.length;
    const unknown = await t.api(ACCOUNT_PATH.resetMailSend, { email: newEmail() }, { ip: freshIp() });
    const known = await t.api(ACCOUNT_PATH.resetMailSend, { email }, { ip: freshIp() });
    expect(unknown.body).toEqual(known.body);
    await t.outbox.waitFor(before + 1);
    expect(t.outbox.messages.slice(before).map((m) => m.to)).toEqual([email]);
  });

  it('answers the same when the mail cannot be sent, and keeps no link that was never mailed', async () => {
    const email = newEmail();
    const { user } = await signUp(t.api, t.outbox, email);
    t.outbox.failing = true;
    try {
      const res = await t.api(ACCOUNT_PATH.resetMailSend, { email }, { ip: freshIp() });
      expect(res.body).toMatchObject({ code: 0, data: null });
      // Wait for the send that runs after the answer (a new app's close would wait the same way).
      await t.app.close().catch(() => undefined);
    } finally {
      t.outbox.failing = false;
      t = await createAccountsTestApp({ database, outbox: t.outbox, clock: t.clock, env: { PUBLIC_ORIGIN: 'https://haulbridge.example' } });
    }
    expect(await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.userId))).toEqual([]);
  });

  it('answers the spec messages for a missing or malformed email', async () => {
    expect((await t.api(ACCOUNT_PATH.resetMailSend, {}, { ip: freshIp() })).body.data.fields).toEqual({ email: 'Email is required.' });
    expect((await t.api(ACCOUNT_PATH.resetMailSend, { email: 'x@y' }, { ip: freshIp() })).body.data.fields).toEqual({ email: 'Incorrect email address.' });
  });
});

describe('cookies on an https origin', () => {
  it('marks the token and lastLoginPlatform cookies Secure', async () => {
    const email = newEmail();
    await signUp(t.api, t.outbox, email);
    const res = await login(email, PASSWORD);
    expect(res.cookies.token).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(res.cookies.lastLoginPlatform).toMatchObject({ secure: true });
  });
});

describe('A/pub/reset_pass', () => {
  it('sets the new password and ends every session of the user', async () => {
    const email = newEmail();
    const { token: session1 } = await signUp(t.api, t.outbox, email);
    const session2 = (await login(email, PASSWORD)).cookies.token!.value;
    const { token } = await resetTokenFor(email);
    const res = await resetPass({ token });
    expect(res.body).toMatchObject({ code: 0, data: null });
    expect((await me(session1)).body.code).toBe(402);
    expect((await me(session2)).body.code).toBe(402);
    expect((await login(email, PASSWORD)).body.data.reason).toBe('bad_credentials');
    expect((await login(email, NEW_PASSWORD)).body.code).toBe(0);
  });

  it('uses a token once: a second reset with it is refused', async () => {
    const email = newEmail();
    await signUp(t.api, t.outbox, email);
    const { token } = await resetTokenFor(email);
    expect((await resetPass({ token })).body.code).toBe(0);
    const again = await resetPass({ token, password: 'another fine one', confirmPassword: 'another fine one' });
    expect(again.body).toEqual({ code: 400, msg: 'This password reset link is invalid or has expired. Please request a new one.', data: { reason: 'reset_token_invalid' } });
    expect((await login(email, NEW_PASSWORD)).body.code).toBe(0);
  });

  it('refuses a token after its 30 minutes, and an unknown token', async () => {
    const email = newEmail();
    await signUp(t.api, t.outbox, email);
    const { token } = await resetTokenFor(email);
    t.clock.advance(30 * 60_000);
    expect((await resetPass({ token })).body.data.reason).toBe('reset_token_invalid');
    expect((await resetPass({ token: 'made-up' })).body.data.reason).toBe('reset_token_invalid');
    expect((await login(email, PASSWORD)).body.code).toBe(0);
  });

  it('refuses a common password without using the token up', async () => {
    const email = newEmail();
    await signUp(t.api, t.outbox, email);
    const { token } = await resetTokenFor(email);
    const common = await resetPass({ token, password: 'iloveyou', confirmPassword: 'iloveyou' });
    expect(common.body.data).toMatchObject({ reason: 'password_too_common', fields: { password: 'This password is too common. Please choose another one.' } });
    expect((await resetPass({ token })).body.code).toBe(0);
  });

  it('answers the product §5 messages', async () => {
    const fields = async (body: Record<string, unknown>) => (await t.api(ACCOUNT_PATH.resetPass, body, { ip: freshIp() })).body.data.fields;
    expect(await fields({ token: 'x' })).toMatchObject({ password: 'Password is required.', confirmPassword: 'Password is required.' });
    expect(await fields({ token: 'x', password: 'abc', confirmPassword: 'abc' })).toEqual({ password: 'Password must have at least 6 letters.' });
    expect(await fields({ token: 'x', password: NEW_PASSWORD, confirmPassword: 'something else' })).toEqual({ confirmPassword: 'Inconsistent with the new password.' });
    expect(Object.keys(await fields({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }))).toEqual(['token']);
  });
});

describe('A/user/edit_pass', () => {
  const editPass = (token: string, body: Record<string, unknown>) => t.api(ACCOUNT_PATH.editPass, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...body }, { token });

  it('checks the old password, sets the new one, keeps this session and ends the others', async () => {
    const email = newEmail();
    const { token: current } = await signUp(t.api, t.outbox, email);
    const other = (await login(email, PASSWORD)).cookies.token!.value;
    const res = await editPass(current, { oldPassword: PASSWORD });
    expect(res.body).toMatchObject({ code: 0, data: null });
    expect((await me(current)).body.code).toBe(0);
    expect((await me(other)).body.code).toBe(402);
    expect((await login(email, NEW_PASSWORD)).body.code).toBe(0);
  });

  it('refuses a wrong old password on its field and changes nothing', async () => {
    const email = newEmail();
    const { token } = await signUp(t.api, t.outbox, email);
    const res = await editPass(token, { oldPassword: 'not it at all' });
    expect(res.body).toMatchObject({ code: 400, data: { reason: 'bad_old_password', fields: { oldPassword: 'The current password is incorrect.' } } });
    expect((await login(email, PASSWORD)).body.code).toBe(0);
  });

  it('refuses a common new password and answers the product §5 messages', async () => {
    const email = newEmail();
    const { token } = await signUp(t.api, t.outbox, email);
    expect((await editPass(token, { oldPassword: PASSWORD, newPassword: 'qwerty123', confirmPassword: 'qwerty123' })).body.data.fields).toEqual({ newPassword: 'This password is too common. Please choose another one.' });
    const fields = async (body: Record<string, unknown>) => (await t.api(ACCOUNT_PATH.editPass, body, { token })).body.data.fields;
    expect(await fields({})).toMatchObject({ oldPassword: 'Password is required.', newPassword: 'Password is required.', confirmPassword: 'Password is required.' });
    expect(await fields({ oldPassword: PASSWORD, newPassword: '12345', confirmPassword: '12345' })).toEqual({ newPassword: 'Password must have at least 6 letters.' });
    expect(await fields({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: 'different' })).toEqual({ confirmPassword: 'Inconsistent with the new password.' });
    expect((await login(email, PASSWORD)).body.code).toBe(0);
  });

  it('refuses common passwords in any case and easily guessed ones, with the translated reason', async () => {
    const email = newEmail();
    const { token } = await signUp(t.api, t.outbox, email);
    const refusal = async (password: string, language?: string) =>
      (await t.api(ACCOUNT_PATH.editPass, { oldPassword: PASSWORD, newPassword: password, confirmPassword: password }, { token, ...(language ? { language } : {}) })).body;
    for (const common of ['password', 'PASSWORD', 'Password1', 'P@ssw0rd']) {
      expect(await refusal(common), common).toMatchObject({ code: 400, data: { reason: 'password_too_common', fields: { newPassword: 'This password is too common. Please choose another one.' } } });
    }
    for (const weak of ['Summer2024', 'aaaaaaaa', 'abcabcabc', 'zxcvbnm,./', email]) {
      expect(await refusal(weak), weak).toMatchObject({ code: 400, data: { reason: 'password_too_weak', fields: { newPassword: 'This password is too easy to guess. Use a longer one, or a few unrelated words.' } } });
    }
    expect((await refusal('PASSWORD', 'de')).data.fields).toEqual({ newPassword: 'Dieses Passwort ist zu häufig. Bitte wähle ein anderes.' });
    expect((await refusal('Summer2024', 'de')).data.fields.newPassword).toMatch(/zu leicht zu erraten/);
    expect((await login(email, PASSWORD)).body.code).toBe(0);
  });

  it('ends the reset links that were still open', async () => {
    const email = newEmail();
    const { token: session } = await signUp(t.api, t.outbox, email);
    const { token } = await resetTokenFor(email);
    expect((await editPass(session, { oldPassword: PASSWORD })).body.code).toBe(0);
    expect((await resetPass({ token, password: 'a third password', confirmPassword: 'a third password' })).body.data.reason).toBe('reset_token_invalid');
  });
});
