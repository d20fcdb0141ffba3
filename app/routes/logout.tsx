import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { ACCOUNT_PATH } from '../../core/api.ts';
import { localizePath } from '../../core/locale.ts';
import { ApiError } from '../lib/api-client.ts';
import { cookieHeaders } from '../lib/auth.server.ts';
import { clearTokenCookie } from '../lib/guards.ts';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';

/**
 * Logout (spec §4): `A/user/logout` revokes the session server-side and clears the cookie; the cookie
 * is cleared here too, so the browser is logged out even when the session had already ended. The
 * stored user fields are forgotten by the app shell once the root loader answers no user.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = routeLocale(params);
  const setCookies: string[] = [];
  try {
    setCookies.push(...(await pageApi(request, context, locale).callWithCookies(ACCOUNT_PATH.logout)).setCookies);
  } catch (error) {
    // A redirect thrown for a 401/402 answer, or a failure: the visitor is logged out either way.
    if (!(error instanceof Response) && !(error instanceof ApiError)) console.error('logout failed', error);
  }
  if (!setCookies.some((cookie) => cookie.startsWith('token='))) setCookies.push(clearTokenCookie(context.secureCookies === true));
  return redirect(localizePath('/', locale), { headers: cookieHeaders(setCookies) });
}

/** A GET of /logout (a typed URL) changes nothing: back home. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(localizePath('/', routeLocale(params)));
}
