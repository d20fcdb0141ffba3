import { LOCALES } from './locale.ts';

/**
 * What analytics may learn of an address. Account pages (login, sign-up, password reset, logout, the user
 * center) carry secrets or personal data in their query (`/setNewPassword?token=…`, `?redirect=…`,
 * `?email=…`): only their path is sent. Other pages keep their query (the search keyword, filters). No
 * page sends its fragment.
 */
const ACCOUNT_PATHS = ['login', 'sign-up', 'reset-password', 'setNewPassword', 'logout', 'dashboard'];

/** Matches the path of an account page, with or without a locale prefix (`/de/login`, `/dashboard/home`). */
export const ACCOUNT_PAGE_PATTERN = new RegExp(`^(?:/(?:${LOCALES.join('|')}))?/(?:${ACCOUNT_PATHS.join('|')})(?:/|$)`, 'i');

export function isAccountPagePath(pathname: string): boolean {
  return ACCOUNT_PAGE_PATTERN.test(pathname);
}

/** The `page_location` of a page view: the address without its fragment, and without the query on account pages. */
export function analyticsLocation(href: string): string {
  const url = new URL(href);
  url.hash = '';
  if (isAccountPagePath(url.pathname)) url.search = '';
  return url.href;
}

/** The `page_path` of a page view (path, plus the query where allowed). */
export function analyticsPath(pathname: string, search: string): string {
  return isAccountPagePath(pathname) ? pathname : pathname + search;
}
