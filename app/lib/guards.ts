/**
 * The session guard of product §2 ("Route guards, in order", step 2) as pure functions: which routes need
 * a login, where a visitor or a logged-in user is sent instead, the attribution cookies, and the page
 * path a data request stands for. Loaders apply them (app/lib/session.server.ts).
 */
import { COOKIE } from '../../core/constants.ts';
import { localizePath, splitLocalePath, type Locale } from '../../core/locale.ts';
import { safeRedirectPath } from '../../core/safe-redirect.ts';

/** Routes a logged-in user does not need: they go to / (product §2 route table). */
export const GUEST_ONLY_PATHS = ['/login', '/sign-up', '/reset-password', '/setNewPassword'] as const;
/** On these, a 401/402 answer logs out without sending the visitor to /login again (product §4). */
export const NO_LOGIN_REDIRECT_PATHS = ['/login', '/sign-up'] as const;

export type RouteAccess = 'public' | 'guest-only' | 'login' | 'login-on-mobile';

/** Access of an unprefixed path (product §2 route table and §6). */
export function routeAccess(path: string): RouteAccess {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if ((GUEST_ONLY_PATHS as readonly string[]).includes(clean)) return 'guest-only';
  if (clean === '/dashboard/home') return 'login-on-mobile';
  if (clean === '/dashboard' || clean.startsWith('/dashboard/')) return 'login';
  if (/^\/activity\/(group-buy|flash-sale)\/[^/]+$/.test(clean)) return 'login';
  return 'public';
}

/** Query parameters kept in cookies until the year 3000 (product §2, §9), in the order the login link carries them. */
export const ATTRIBUTION_PARAMS = [COOKIE.utmSource, COOKIE.utmMedium, COOKIE.utmCampaign, COOKIE.inviteCode, COOKIE.agent] as const;
const ATTRIBUTION_EXPIRES = 'Wed, 01 Jan 3000 00:00:00 GMT';
const ATTRIBUTION_MAX_LENGTH = 200;

/** `Set-Cookie` values for the attribution parameters present in `url`. */
export function attributionCookies(url: URL, secure: boolean): string[] {
  const cookies: string[] = [];
  for (const name of ATTRIBUTION_PARAMS) {
    const value = url.searchParams.get(name)?.trim();
    if (!value || value.length > ATTRIBUTION_MAX_LENGTH) continue;
    cookies.push(`${name}=${encodeURIComponent(value)}; Path=/; Expires=${ATTRIBUTION_EXPIRES}; SameSite=Lax${secure ? '; Secure' : ''}`);
  }
  return cookies;
}

/** Ends the session cookie in the browser (the server revokes the session itself). */
export function clearTokenCookie(secure: boolean): string {
  return `${COOKIE.token}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The page a request is for: a React Router data request (`/dashboard/home.data?…`, `/_root.data`)
 * stands for its page, without the router's own parameters.
 */
export function pagePath(url: URL): string {
  let pathname = url.pathname;
  if (pathname.endsWith('.data')) {
    pathname = pathname.slice(0, -'.data'.length);
    if (pathname === '/_root' || pathname.endsWith('/_')) pathname = pathname.slice(0, pathname.lastIndexOf('/')) || '/';
  }
  const params = new URLSearchParams(url.search);
  params.delete('_routes');
  params.delete('index');
  const query = params.toString();
  return (pathname || '/') + (query ? `?${query}` : '');
}

/**
 * `/login` carrying the utm values, `inviteCode` (from the query, else their cookies) and
 * `redirect` = the full path the visitor wanted (product §2).
 */
export function loginLocation(args: { locale: Locale; returnTo: string; query: URLSearchParams; cookie: (name: string) => string | undefined }): string {
  const params = new URLSearchParams();
  for (const name of ATTRIBUTION_PARAMS) {
    if (name === COOKIE.agent) continue;
    const value = args.query.get(name) || args.cookie(name);
    if (value) params.set(name, value);
  }
  params.set('redirect', args.returnTo);
  return `${localizePath('/login', args.locale)}?${params}`;
}

export type GuardInput = {
  /** The page's full path with its locale prefix and query (see `pagePath`). */
  page: string;
  hasToken: boolean;
  loggedIn: boolean;
  isMobile: boolean;
  cookie: (name: string) => string | undefined;
};

/** Where the session guard sends this request, or null to let it through. */
export function guardRedirect(input: GuardInput): string | null {
  const url = new URL(input.page, 'http://x.invalid');
  const { locale, path } = splitLocalePath(url.pathname);
  const access = routeAccess(path);
  if (access === 'guest-only') return input.loggedIn ? localizePath('/', locale) : null;
  const needsLogin = access === 'login' || (access === 'login-on-mobile' && input.isMobile);
  if (needsLogin && !input.hasToken) {
    return loginLocation({ locale, returnTo: url.pathname + url.search, query: url.searchParams, cookie: input.cookie });
  }
  return null;
}

/** Where to go after logging in: `redirect` when it is a path of this site, else the home page of the locale. */
export function afterLoginPath(redirect: string | null | undefined, locale: Locale): string {
  const home = localizePath('/', locale);
  const target = safeRedirectPath(redirect, home);
  const { path } = splitLocalePath(target.split(/[?#]/)[0]!);
  // Never back onto a page a logged-in user is sent away from.
  return routeAccess(path) === 'guest-only' ? home : target;
}

/** The logout path of a 401/402 answer for a page: /login with `redirect`, unless already on /login or /sign-up. */
export function authFailureLocation(page: string): string | null {
  const url = new URL(page, 'http://x.invalid');
  const { locale, path } = splitLocalePath(url.pathname);
  if ((NO_LOGIN_REDIRECT_PATHS as readonly string[]).includes(path)) return null;
  return `${localizePath('/login', locale)}?${new URLSearchParams({ redirect: url.pathname + url.search })}`;
}

/**
 * Whether a state-changing request came from another site, by what the browser says of it: a
 * `Sec-Fetch-Site` other than same-origin/none, an `Origin` (or, without one, a `Referer`) that is
 * neither the request's own origin nor one of `origins`. A request that says nothing (no browser) passes.
 */
export function isCrossSiteRequest(request: Request, origins: readonly string[] = []): boolean {
  const own = new Set([new URL(request.url).origin, ...origins.map((origin) => safeOrigin(origin)).filter((origin) => origin !== null)]);
  const site = request.headers.get('sec-fetch-site')?.toLowerCase();
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.get('origin');
  if (origin !== null) return !own.has(safeOrigin(origin) ?? 'null');
  const referer = request.headers.get('referer');
  if (referer) return !own.has(safeOrigin(referer) ?? 'null');
  return false;
}

/** The origin of a URL, or null (also for an opaque origin, whose serialization is the text "null"). */
function safeOrigin(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
