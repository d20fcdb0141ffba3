import { redirect, type AppLoadContext } from 'react-router';
import { ACCOUNT_PATH, type UserInfo } from '../../core/api.ts';
import { COOKIE, platformFromUserAgent } from '../../core/constants.ts';
import { CATALOGUES } from '../../core/i18n/catalogues.ts';
import { lookup } from '../../core/i18n/translate.ts';
import type { Locale } from '../../core/locale.ts';
import { createApiClient } from './api-client.ts';
import { readCookie } from './cookies.ts';
import { clearTokenCookie, guardRedirect, pagePath } from './guards.ts';
import { routeLocale } from './route-locale.ts';

/** The UA hint the app shell uses for isMobile on a server render (app/lib/app-state.tsx). */
export const isMobileUserAgent = (userAgent: string | null) => /Mobi|Android|iPhone/i.test(userAgent ?? '');

/**
 * The signed-in user of this request (product §2 guard: a token exists → load user info), or null.
 * A token the API no longer knows (401) or has ended (402) is cleared: `setCookies` says so.
 */
export async function sessionUser(request: Request, context: AppLoadContext, locale: Locale): Promise<{ user: UserInfo | null; setCookies: string[] }> {
  const cookieHeader = request.headers.get('cookie');
  const token = readCookie(cookieHeader, COOKIE.token);
  if (!token) return { user: null, setCookies: [] };
  let failed = false;
  const api = createApiClient({
    transport: (path, init) => context.apiFetch(path, { ...init, clientIp: context.clientIp, headers: { ...init.headers, ...(cookieHeader ? { cookie: cookieHeader } : {}) } }),
    signKey: context.signKey,
    language: () => locale,
    platform: platformFromUserAgent(request.headers.get('user-agent') ?? undefined),
    token: () => token,
    onAuthFailure: () => {
      failed = true;
    },
  });
  try {
    return { user: await api.call<UserInfo>(ACCOUNT_PATH.userInfo), setCookies: [] };
  } catch (error) {
    if (failed) return { user: null, setCookies: [clearTokenCookie(context.secureCookies === true)] };
    console.error('user info failed', error);
    return { user: null, setCookies: [] };
  }
}

type GuardArgs = { request: Request; context: AppLoadContext; params: { lang?: string } };

/**
 * The session guard of product §2 for a route's loader: a logged-in user on /login, /sign-up,
 * /reset-password or /setNewPassword goes to /; a visitor without a token on a login-required page
 * (/dashboard/home only on a phone) goes to /login with the utm values, inviteCode and `redirect`.
 * Answers the user (loaded only where the decision needs it) when the request may go on.
 */
export async function guardRoute({ request, context, params }: GuardArgs, options: { loadUser?: boolean } = {}): Promise<{ user: UserInfo | null; setCookies: string[] }> {
  const locale = routeLocale(params);
  const url = new URL(request.url);
  const page = pagePath(url);
  const cookieHeader = request.headers.get('cookie');
  const hasToken = Boolean(readCookie(cookieHeader, COOKIE.token));
  const session = hasToken && (options.loadUser ?? true) ? await sessionUser(request, context, locale) : { user: null, setCookies: [] };
  const target = guardRedirect({
    page,
    hasToken: hasToken && session.setCookies.length === 0,
    loggedIn: session.user !== null,
    isMobile: isMobileUserAgent(request.headers.get('user-agent')),
    cookie: (name) => readCookie(cookieHeader, name),
  });
  if (target) throw redirect(target, { headers: cookieHeaders(session.setCookies) });
  return session;
}

/** Headers carrying `Set-Cookie` values (one header line each). */
export function cookieHeaders(setCookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return headers;
}

/** The `api` catalogue's texts of `keys` in `locale`: schema messages the browser shows without the catalogue (decision 001). */
export function apiMessages(locale: Locale, keys: readonly string[]): Record<string, string> {
  const catalogue = CATALOGUES[locale].api;
  return Object.fromEntries(keys.map((key) => [key, lookup(catalogue, key)]));
}

/** What an account page's loader sends its form: the schema messages, and whether Google sign-in is offered. */
export function accountFormMessages(locale: Locale, keys: readonly string[]) {
  return apiMessages(locale, keys);
}

/** The API's generic "try again" text, for a failure the API did not explain. */
export function fallbackMessage(locale: Locale): string {
  return lookup(CATALOGUES[locale].api, 'internal');
}
