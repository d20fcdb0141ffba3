import { randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { ACCOUNT_PATH } from '../../core/api.ts';
import { callApi } from './catalog-api.ts';

/** The e2e server's dev mail outbox (playwright.config.ts sets its DATA_DIR). */
const OUTBOX = path.join(process.env.HB_E2E_DATA_DIR ?? '.data', 'mail');

/** A fresh address per test: throttles count per account, and `+tags` count as one account. */
export const newEmail = (label: string) => `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
export const PASSWORD = 'Haulbridge-e2e-7431';

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded text of every MIME part of an .eml file, one after another. */
function mailText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      const head = split >= 0 ? part.slice(0, split) : '';
      const body = split >= 0 ? part.slice(split).trim() : part;
      if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
      return body;
    })
    .join('\n');
}

/**
 * Waits for the newest mail to `email` (after `since`) in the outbox that matches `pattern`, and answers its
 * decoded text. `since` has a second's slack (file times), so a mail sent just before (the sign-up code) can be
 * the newest until the awaited one (mailed in the background after the answer) arrives: `pattern` waits for it.
 */
export async function latestMailTo(email: string, since: number, pattern?: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const files = (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
        const mails: { at: number; text: string }[] = [];
        for (const file of files) {
          const full = path.join(OUTBOX, file);
          const stat = await fs.stat(full);
          if (stat.mtimeMs < since - 1000) continue;
          const raw = await fs.readFile(full, 'utf8');
          if (!raw.toLowerCase().includes(email.toLowerCase())) continue;
          const text = mailText(raw);
          if (pattern && !pattern.test(text)) continue;
          mails.push({ at: stat.mtimeMs, text });
        }
        mails.sort((a, b) => b.at - a.at);
        found = mails[0]?.text ?? '';
        return found !== '';
      },
      // Every 100 ms: the mail is written in the background right after the answer, and the default back-off
      // (100, 250, 500, 1000 ms) often looked again only a second after it was there.
      { message: `a mail to ${email} in ${OUTBOX}`, timeout: 10_000, intervals: [100] },
    )
    .toBe(true);
  return found;
}

export async function emailedCode(email: string, since: number): Promise<string> {
  const text = await latestMailTo(email, since);
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no 6-digit code in the mail to ${email}`);
  return code;
}

export async function emailedResetPath(email: string, since: number): Promise<string> {
  const resetLink = /https?:\/\/[^\s"'<>]*\/setNewPassword\?token=[A-Za-z0-9_%.-]+/;
  const text = await latestMailTo(email, since, resetLink);
  const link = resetLink.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in the mail to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/**
 * A registered account, made through the API (verifycode → mailed code → register), each from an address of its own:
 * the suite signs up more accounts than one address may (the per-IP sign-up throttle), as many people would.
 */
export async function registerByApi(request: APIRequestContext, email: string, password = PASSWORD) {
  const since = Date.now();
  const address = `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
  const sent = await callApi(request, ACCOUNT_PATH.verifyCode, { email, type: 'register' }, 'en', address);
  expect(sent.code, sent.msg).toBe(0);
  const code = await emailedCode(email, since);
  const registered = await callApi(request, ACCOUNT_PATH.register, { email, password, confirmPassword: password, code, agree: true }, 'en', address);
  expect(registered.code, registered.msg).toBe(0);
}

/** Logs in through the login form (optionally from a page that carries `redirect`). */
export async function logInWithForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Whether the browser context holds a session cookie. */
export async function hasSessionCookie(context: BrowserContext): Promise<boolean> {
  return (await context.cookies()).some((cookie) => cookie.name === 'token' && cookie.value !== '');
}
