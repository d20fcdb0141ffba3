import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATH, CATALOG_PATH, FAVORITE_PATH } from '../../core/api.ts';
import { CONTROL_CHARACTER } from '../../core/text-schemas.ts';
import { createTestApp, signedHeaders } from '../test-support/test-app.ts';
import { makeAccountRepo } from '../modules/accounts/repo.ts';
import { makeSessionRepo } from '../modules/accounts/session-repo.ts';
import { escapeControls, loggableError } from './log-safety.ts';
import { hashToken, newSessionToken } from './session.ts';

/**
 * Issue #11, security 6: NUL and other control characters in any text field of a public call answer
 * code 400 with the field's message, never HTTP 500 (PostgreSQL refuses 0x00), and never reach the log.
 */
const MARK = 'zqmark';
const CONTROLS = ['\u0000', '\u0007', '\n', '\u001b', '\u007f', '\u0085'];

/** Each public call with a text field: a valid body, and the text fields to spoil. */
const calls: { path: string; body: Record<string, unknown>; fields: string[]; token?: boolean }[] = [
  { path: CATALOG_PATH.goodsList, body: { pageId: 1, pageSize: 12, keyword: 'bag', currency: 'EUR' }, fields: ['keyword', 'currency'] },
  { path: CATALOG_PATH.goodsIdByUrl, body: { url: 'https://item.taobao.com/item.htm?id=123456789' }, fields: ['url'] },
  { path: CATALOG_PATH.goodsInfo, body: { channel: 'taobao', offerId: '123456789' }, fields: ['offerId'] },
  { path: CATALOG_PATH.goodsAgentList, body: { channel: 'taobao', offerId: '123456789' }, fields: ['offerId'] },
  { path: CATALOG_PATH.goodsAgentUrlList, body: { url: 'https://item.taobao.com/item.htm?id=123456789' }, fields: ['url'] },
  { path: CATALOG_PATH.goodsAgentUrlList, body: { channel: 'taobao', offerId: '123456789' }, fields: ['offerId'] },
  { path: ACCOUNT_PATH.login, body: { email: 'ann@example.com', password: 'plum tree 42' }, fields: ['email', 'password'] },
  { path: ACCOUNT_PATH.login, body: { googleIdToken: 'eyJhbGciOiJSUzI1NiJ9.e30.sig' }, fields: ['googleIdToken'] },
  { path: ACCOUNT_PATH.verifyCode, body: { email: 'ann@example.com', type: 'register' }, fields: ['email'] },
  { path: ACCOUNT_PATH.isRegistered, body: { email: 'ann@example.com' }, fields: ['email'] },
  { path: ACCOUNT_PATH.registerEmailCheck, body: { email: 'ann@example.com', code: '123456' }, fields: ['email', 'code'] },
  {
    path: ACCOUNT_PATH.register,
    body: { email: 'ann@example.com', password: 'plum tree 42', confirmPassword: 'plum tree 42', code: '123456', inviteCode: 'ABCD2345', agree: true },
    fields: ['email', 'password', 'confirmPassword', 'code', 'inviteCode'],
  },
  { path: ACCOUNT_PATH.resetMailSend, body: { email: 'ann@example.com' }, fields: ['email'] },
  { path: ACCOUNT_PATH.resetPass, body: { token: 'abcdefghijklmnop', password: 'plum tree 42', confirmPassword: 'plum tree 42' }, fields: ['token', 'password', 'confirmPassword'] },
  { path: ACCOUNT_PATH.editPass, body: { oldPassword: 'plum tree 42', newPassword: 'quince jam 77', confirmPassword: 'quince jam 77' }, fields: ['oldPassword', 'newPassword', 'confirmPassword'] },
  { path: FAVORITE_PATH.add, body: { channel: 'taobao', offerId: '123456789' }, fields: ['offerId'] },
  { path: FAVORITE_PATH.remove, body: { channel: 'taobao', offerId: '123456789' }, fields: ['offerId'] },
];

/** The value with a marker and a control character inside, kept valid around it (an email stays an email). */
function spoil(value: string, control: string): string {
  const at = value.indexOf('@');
  if (at > 0) return `${value.slice(0, at)}${MARK}${control}x${value.slice(at)}`;
  return `${value.slice(0, 3)}${MARK}${control}x${value.slice(3)}`;
}

const lines: string[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ catalog: 30, logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  // A signed-in user for the calls that need one (their body is read after the session).
  const user = await makeAccountRepo(t.database.db).insertUser({ email: 'ann@example.com', encryptUserId: 'e'.repeat(32), inviteCode: 'ANNCODE2', passwordHash: null, googleSub: null, invitedByUserId: null });
  token = newSessionToken();
  await makeSessionRepo(t.database.db).create(user.id, hashToken(token), 'web');
});
afterAll(async () => {
  await t?.close();
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url: `/api/${path}`, headers: signedHeaders(t.config.SIGN_KEY, headers), cookies: { token }, payload: JSON.stringify(body) });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: { fields?: Record<string, string> } | null } };
}

describe('control characters in request fields', () => {
  it.each(calls.map((call) => [`${call.path} ${call.fields.join(', ')}`, call] as const))('%s: code 400 with the field message, never 500', async (_name, call) => {
    for (const field of call.fields) {
      for (const control of CONTROLS) {
        const res = await post(call.path, { ...call.body, [field]: spoil(String(call.body[field]), control) });
        expect(res.status, `${field} U+${control.charCodeAt(0).toString(16)}`).toBe(200);
        expect(res.body.code, `${field} U+${control.charCodeAt(0).toString(16)}: ${JSON.stringify(res.body)}`).toBe(400);
        const fields = res.body.data?.fields ?? {};
        expect(Object.keys(fields), `${call.path} ${field}`).toContain(field);
      }
    }
  });

  it('answers in the caller language with the field message', async () => {
    const keyword = await post(CATALOG_PATH.goodsList, { pageId: 1, pageSize: 12, keyword: 'a\u0000b' }, { language: 'de' });
    expect(keyword.body).toEqual({ code: 400, msg: 'Ungültige Eingabe', data: { fields: { keyword: 'Dieser Text enthält unsichtbare Steuerzeichen. Bitte entferne sie.' } } });
    const email = await post(ACCOUNT_PATH.login, { email: 'a\u0000@b.co', password: 'plum tree 42' });
    expect(email.body.data?.fields).toEqual({ email: 'Incorrect email address.' });
    // Ordinary text in any script still searches.
    expect((await post(CATALOG_PATH.goodsList, { pageId: 1, pageSize: 12, keyword: 'Rucksack für Kinder 双肩包' })).body.code).toBe(0);
  });

  it('the same for the query of the one GET call', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/${CATALOG_PATH.similarGoodsList}?channel=taobao&offerId=123${MARK}%00456`, headers: signedHeaders(t.config.SIGN_KEY) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 400, data: { fields: { offerId: 'Please enter a valid product ID.' } } });
  });

  it('writes neither the raw input nor any control character to the log', async () => {
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.length).toBeGreaterThan(50);
    expect(logged.filter((entry) => entry.level === 50)).toEqual([]);
    for (const entry of logged) {
      const text = JSON.stringify(entry);
      // The request bodies never reach the log; the GET's query only percent-encoded, in its path.
      if (entry.method !== 'GET') expect(text).not.toContain(MARK);
      const values: string[] = [];
      JSON.parse(text, (_key, value) => (typeof value === 'string' && values.push(value), value));
      for (const value of values) expect(CONTROL_CHARACTER.test(value), value).toBe(false);
    }
  });
});

describe('log safety', () => {
  it('escapes control characters and leaves a failed query out of its parameters', () => {
    expect(escapeControls('a\u0000b\nc')).toBe('a\\u0000b\\u000ac');
    expect(escapeControls('plain text')).toBe('plain text');
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const failed = Object.assign(new Error('Failed query: select 1 where email = $1\nparams: a\u0000@b.co'), { query: 'select 1 where email = $1', params: ['a\u0000@b.co'], cause });
    const logged = JSON.stringify(loggableError(failed));
    expect(logged).not.toContain('b.co');
    expect(logged).toContain('Failed query: select 1 where email = $1');
    expect(logged).toContain('22021');
  });
});
