import { redirect, type AppLoadContext } from 'react-router';
import { COOKIE, platformFromUserAgent } from '../../core/constants.ts';
import type { Locale } from '../../core/locale.ts';
import { createApiClient, type ApiClient } from './api-client.ts';
import { readCookie } from './cookies.ts';
import { authFailureLocation, clearTokenCookie, pagePath } from './guards.ts';

/**
 * The API client of a page's loader or action: answered in-process (docs/decisions/002) in the
 * page's language, with the visitor's cookies and address, so attribution (`inviteCode`) and the session apply
 * exactly as they would to the same call from the browser. A 401/402 answer logs the visitor out
 * (the token cookie is cleared) and sends them to /login with `redirect` = this page (product §4).
 */
export function pageApi(request: Request, context: AppLoadContext, locale: Locale): ApiClient {
  const cookieHeader = request.headers.get('cookie');
  return createApiClient({
    transport: (path, init) =>
      context.apiFetch(path, { ...init, clientIp: context.clientIp, ...(cookieHeader ? { headers: { ...init.headers, cookie: cookieHeader } } : {}) }),
    signKey: context.signKey,
    language: () => locale,
    platform: platformFromUserAgent(request.headers.get('user-agent') ?? undefined),
    token: () => readCookie(cookieHeader, COOKIE.token),
    onAuthFailure: () => {
      const headers = { 'set-cookie': clearTokenCookie(context.secureCookies === true) };
      const location = authFailureLocation(pagePath(new URL(request.url)));
      throw location ? redirect(location, { headers }) : redirect(pagePath(new URL(request.url)), { headers });
    },
  });
}
