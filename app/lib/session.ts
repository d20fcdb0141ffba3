import { splitLocalePath, localizePath } from '../../core/locale.ts';
import { USER_STORAGE_KEYS } from './stored-user.ts';

export { USER_STORAGE_KEYS };

/**
 * The logout path of product §4 for a 401/402 answer: forget the stored user, then go to /login with
 * `redirect` = current path + query, unless already on /login or /sign-up.
 * (The token cookie is HttpOnly: the next page's loader clears it when the API no longer knows it.)
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

