/**
 * How many pages of a Load More list are on screen, kept in the URL (`?pages=3`) so that Back, a reload
 * or a shared link shows the same list: the page's loader reads it and loads every page. The canonical
 * link names the path only, so the count never reaches search engines.
 */

export const PAGES_PARAM = 'pages';
/** More pages than this are not restored at once (the list shows this many, and Load More goes on from there). */
export const MAX_RESTORED_PAGES = 10;

/** The number of pages the URL asks for: 1 unless it names a whole number above 1 (at most MAX_RESTORED_PAGES). */
export function loadedPageCount(params: URLSearchParams): number {
  const count = Math.trunc(Number(params.get(PAGES_PARAM)));
  return Number.isFinite(count) && count > 1 ? Math.min(count, MAX_RESTORED_PAGES) : 1;
}

/** `search` with the page count set (left out for one page), everything else as it was. */
export function withLoadedPageCount(search: string, count: number): string {
  const params = new URLSearchParams(search);
  if (count > 1) params.set(PAGES_PARAM, String(Math.min(count, MAX_RESTORED_PAGES)));
  else params.delete(PAGES_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** True when two URLs differ in nothing but the page count (the list on screen already holds those pages). */
export function onlyPageCountChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => withLoadedPageCount(url.search, 1);
  return current.search !== next.search && strip(current) === strip(next);
}

/** The page numbers 1…count, for a loader that loads them all. */
export function pageNumbers(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index + 1);
}
