import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_PATH } from '../../../core/api.ts';
import { emailCodes } from '../../../db/schema/index.ts';
import { startGoogleKeyServer } from '../../test-support/google-keys.ts';
import { callApi, createTestApp } from '../../test-support/test-app.ts';

/** The app as `npm start` composes it: the mail.send job worked in this process, the real mailer (dev outbox), real templates, no Google. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'hb-accounts-'));
  t = await createTestApp({ seed: false, env: { DATA_DIR: dataDir, PUBLIC_ORIGIN: 'https://shop.example' } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (p: string, body: unknown, headers: Record<string, string> = {}) => callApi(t.app, t.config.SIGN_KEY, p, body, headers);

/** The text of every mail in the dev outbox, oldest first. */
async function outbox(): Promise<{ to: string; subject: string; text: string }[]> {
  const dir = path.join(dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      return { to: mail.to && !Array.isArray(mail.to) ? mail.to.text : '', subject: mail.subject ?? '', text: mail.text ?? '' };
    }),
  );
}

describe('accounts through the real mail module', () => {
  it('signs up with the code from the dev outbox, resets the password through the mailed link, in German', async () => {
    const email = 'outbox-user@example.com';
    expect((await call(ACCOUNT_PATH.verifyCode, { email, type: 'register' }, { language: 'de' })).body.code).toBe(0);
    // The mail goes out through the mail.send job, worked in this process (JOBS=inline).
    await vi.waitFor(async () => expect(await outbox()).toHaveLength(1), { timeout: 20_000 });
    const [codeMail] = await outbox();
    expect(codeMail!.to).toBe(email);
    const code = /\b(\d{6})\b/.exec(codeMail!.text)![1]!;
    const registered = await call(ACCOUNT_PATH.register, { email, password: 'plum tree 42', confirmPassword: 'plum tree 42', code, agree: true });
    expect(registered.body).toMatchObject({ code: 0, data: { email } });

    expect((await call(ACCOUNT_PATH.resetMailSend, { email }, { language: 'de' })).body).toMatchObject({ code: 0, data: null });
    await vi.waitFor(async () => expect(await outbox()).toHaveLength(2), { timeout: 20_000 });
    const resetMail = (await outbox())[1]!;
    const link = /https:\/\/shop\.example\/de\/setNewPassword\?token=([\w-]+)/.exec(resetMail.text);
    expect(link).not.toBeNull();
    expect((await call(ACCOUNT_PATH.resetPass, { token: link![1], password: 'quince jam 77', confirmPassword: 'quince jam 77' })).body.code).toBe(0);
    expect((await call(ACCOUNT_PATH.login, { email, password: 'quince jam 77' })).body.code).toBe(0);
  });

  it('refuses Google sign-in while GOOGLE_CLIENT_ID is unset', async () => {
    expect((await call(ACCOUNT_PATH.login, { googleIdToken: 'eyJhbGciOiJSUzI1NiJ9.e30.sig' })).body.data).toEqual({ reason: 'google_disabled' });
  });

  it('answers "mail failed" to a sign-up code request when the mail cannot be queued, and lets the user ask again', async () => {
    const broken = await createTestApp({ seed: false, env: { DATA_DIR: dataDir } });
    try {
      await broken.app.jobs.stop(); // a queue that takes no more jobs
      const email = 'unqueued@example.com';
      const res = await callApi(broken.app, broken.config.SIGN_KEY, ACCOUNT_PATH.verifyCode, { email, type: 'register' });
      expect(res.body).toMatchObject({ data: { reason: 'mail_failed' } });
      // The code was forgotten, so the resend wait does not hold the user back.
      expect(await broken.database.db.select().from(emailCodes).where(eq(emailCodes.email, email))).toEqual([]);
    } finally {
      await broken.close();
    }
  });

  it('keeps the codes secret in a generated AUTH_SECRET file under DATA_DIR', async () => {
    const secret = await readFile(path.join(dataDir, 'auth-secret'), 'utf8');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('Google sign-in through the real verifier (GOOGLE_CLIENT_ID and GOOGLE_JWKS_URL)', () => {
  it('signs in with a token signed by the configured key set, and refuses a token for another client', async () => {
    const google = await startGoogleKeyServer();
    const app = await createTestApp({ seed: false, env: { DATA_DIR: dataDir, GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.jwksUrl } });
    try {
      const token = await google.signIdToken({ sub: 'google-wiring-1', email: 'wired@example.com' });
      const res = await callApi(app.app, app.config.SIGN_KEY, ACCOUNT_PATH.login, { googleIdToken: token });
      expect(res.body).toMatchObject({ code: 0, data: { email: 'wired@example.com' } });
      expect(String(res.headers['set-cookie'])).toContain('lastLoginPlatform=google');
      const foreign = await google.signIdToken({ sub: 'google-wiring-2', aud: 'someone-else.apps.googleusercontent.com' });
      expect((await callApi(app.app, app.config.SIGN_KEY, ACCOUNT_PATH.login, { googleIdToken: foreign })).body.data).toEqual({ reason: 'google_token_invalid' });
    } finally {
      await app.close();
      await google.close();
    }
  });
});
