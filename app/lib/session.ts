import { splitLocalePath, localizePath } from '../../core/locale.ts';

/** The locally stored user fields of spec §3. */
export const USER_STORAGE_KEYS = ['userId', 'encryptUserId', 'userEmail'] as const;

/**
 * The logout path of spec §4 for a 401/402 answer: forget the stored user, then go to /login with
 * `redirect` = current path + query, unless already on /login or /sign-up.
 * (The token cookie is HttpOnly: the server clears it on A/user/logout, added with accounts.)
 */
export function forceLogout(win: Pick<Window, 'location' | 'localStorage'> = window): string | null {
  for (const key of USER_STORAGE_KEYS) {
    try {
      win.localStorage.removeItem(key);
    } catch {
      // storage disabled: nothing stored either
    }
  }
  const { pathname, search } = win.location;
  const { locale, path } = splitLocalePath(pathname);
  if (path === '/login' || path === '/sign-up') return null;
  const target = `${localizePath('/login', locale)}?redirect=${encodeURIComponent(pathname + search)}`;
  win.location.assign(target);
  return target;
}
