import type { Channel } from '../../core/api.ts';
import { COLLECT_PARAM } from '../../core/constants.ts';

/**
 * A heart clicked while logged out (product §4 "Favorite"): the page goes to /login with `redirect` = this
 * page + `?collect=channel:offerId`, and the same value is kept in this tab's sessionStorage. Back on the
 * page after login, the app shell adds the favourite — only when both agree, so a crafted link with
 * `?collect=` cannot make a logged-in person's browser add one.
 */
export { COLLECT_PARAM };
const STORAGE_KEY = 'hb.pendingFavorite';

export type FavoriteRef = { channel: Channel; offerId: string };

export const favoriteKey = (ref: FavoriteRef) => `${ref.channel}:${ref.offerId}`;

/** The `redirect` of the login link: the current page with the pending favourite in its query. */
export function rememberPendingFavorite(ref: FavoriteRef, pathname: string, search: string): string {
  try {
    sessionStorage.setItem(STORAGE_KEY, favoriteKey(ref));
  } catch {
    // No storage (privacy mode): the heart still goes to login and back; the favourite is not added.
  }
  const params = new URLSearchParams(search);
  params.set(COLLECT_PARAM, favoriteKey(ref));
  return `${pathname}?${params}`;
}

/** The pending favourite this tab asked for and `value` (the query's `collect`) names, taken out of storage; else null. */
export function takePendingFavorite(value: string): FavoriteRef | null {
  let kept: string | null = null;
  try {
    kept = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (kept === null || kept !== value) return null;
  const at = value.indexOf(':');
  if (at <= 0) return null;
  return { channel: value.slice(0, at) as Channel, offerId: value.slice(at + 1) };
}
