import { useEffect, useState } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import type { Page } from '../../../core/api.ts';
import { loadedPageCount, MAX_RESTORED_PAGES, withLoadedPageCount } from '../../lib/loaded-pages.ts';

/** What a loader answers to a Load More fetch: the next page, or `null` when it could not be loaded. */
export type MorePage<T> = { page: Page<T> | null };

/**
 * The pages of a Load More list. The loader gives the first page and any further ones the URL asks for
 * (`?pages=N`, app/lib/loaded-pages.ts); Load More fetches the next page through the page's own loader
 * (a fetcher, so no API client ships to the browser) and appends it; the URL then says how many pages
 * are shown (a replace, no reload), so Back, a reload and a shared link show the same list and React
 * Router's scroll restoration finds its place again. A new first page (a new query, another language,
 * a revalidation) starts again from what the loader gave.
 */
export function useLoadMore<T>(first: Page<T>, more: readonly Page<T>[], pageHref: (pageId: number) => string) {
  const fetcher = useFetcher<MorePage<T>>();
  const navigate = useNavigate();
  const location = useLocation();
  const [pages, setPages] = useState<Page<T>[]>(() => [first, ...more]);
  const [failed, setFailed] = useState(false);
  /** Index of the first item the last Load More added (where keyboard focus continues), once. */
  const [addedFrom, setAddedFrom] = useState<number | null>(null);
  const [shownFirst, setShownFirst] = useState(first);
  if (first !== shownFirst) {
    setShownFirst(first);
    setPages([first, ...more]);
    setFailed(false);
  }
  const last = pages[pages.length - 1]!;

  // Append an answered page once (derived during render, React's "adjusting state" pattern).
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const [seen, setSeen] = useState<MorePage<T> | undefined>(undefined);
  if (answer && answer !== seen) {
    setSeen(answer);
    if (answer.page && answer.page.pageId === last.pageId + 1) {
      setPages([...pages, answer.page]);
      setAddedFrom(pages.reduce((count, page) => count + page.list.length, 0));
      setFailed(false);
    } else if (!answer.page) {
      setFailed(true);
    }
  }

  // The URL follows the number of pages shown (the route's shouldRevalidate skips its loader for that).
  const shownCount = Math.min(pages.length, MAX_RESTORED_PAGES);
  useEffect(() => {
    if (loadedPageCount(new URLSearchParams(location.search)) === shownCount) return;
    void navigate(
      { pathname: location.pathname, search: withLoadedPageCount(location.search, shownCount), hash: location.hash },
      { replace: true, preventScrollReset: true, state: location.state },
    );
  }, [shownCount, location, navigate]);

  const loading = fetcher.state !== 'idle';
  const loadMore = () => {
    if (!loading && last.hasMore) void fetcher.load(pageHref(last.pageId + 1));
  };
  return { pages, last, loading, failed, loadMore, addedFrom, clearAddedFrom: () => setAddedFrom(null) };
}
