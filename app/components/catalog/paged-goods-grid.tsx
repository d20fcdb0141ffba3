import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { GoodsCard as GoodsCardData, Page } from '../../../core/api.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { GoodsGrid, keyOf } from './goods-grid.tsx';

/** What a loader answers to a Load More fetch: the next page, or `null` when it could not be loaded. */
export type MorePage = { page: Page<GoodsCardData> | null };

/**
 * A goods grid whose Load More fetches the next page through the page's own loader (a fetcher, so
 * no API client ships to the browser) and appends it. A new first page (a new query, another
 * language) starts again from it.
 */
export function PagedGoodsGrid({ first, pageHref, eagerCount }: { first: Page<GoodsCardData>; pageHref: (pageId: number) => string; eagerCount?: number }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<MorePage>();
  const [pages, setPages] = useState([first]);
  const [failed, setFailed] = useState(false);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // New first page (another language, a revalidation): start again from it.
  const [shownFirst, setShownFirst] = useState(first);
  if (first !== shownFirst) {
    setShownFirst(first);
    setPages([first]);
    setFailed(false);
  }
  const last = pages[pages.length - 1]!;

  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  // Append an answered page once (derived during render, React's "adjusting state" pattern).
  const [seen, setSeen] = useState<MorePage | undefined>(undefined);
  if (answer && answer !== seen) {
    setSeen(answer);
    if (answer.page && answer.page.pageId === last.pageId + 1) {
      setPages([...pages, answer.page]);
      setFocusFrom(pages.reduce((count, page) => count + page.list.length, 0));
      setFailed(false);
    } else if (!answer.page) {
      setFailed(true);
    }
  }

  const seenKeys = new Set<string>();
  const goods = pages.flatMap((page) => page.list).filter((item) => !seenKeys.has(keyOf(item)) && seenKeys.add(keyOf(item)));

  // Keyboard users continue at the first product that was added.
  useEffect(() => {
    if (focusFrom === null) return;
    listRef.current?.querySelectorAll<HTMLLIElement>(':scope > li')[focusFrom]?.querySelector('a')?.focus();
    setFocusFrom(null);
  }, [focusFrom]);

  const loading = fetcher.state !== 'idle';
  const loadMore = () => {
    if (!loading) void fetcher.load(pageHref(last.pageId + 1));
  };

  return (
    <>
      <GoodsGrid goods={goods} eagerCount={eagerCount} listRef={listRef} />
      <div className="mt-6 flex flex-col items-center gap-2 text-center">
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('goods.shown', { count: goods.length, total: last.total })}
        </p>
        {failed && (
          <p role="alert" className="text-sm text-red-700">
            {t('goods.loadFailed')}
          </p>
        )}
        {last.hasMore ? (
          <button type="button" className="btn-secondary min-w-40" onClick={loadMore} aria-disabled={loading || undefined} aria-busy={loading || undefined}>
            {loading && <span aria-hidden="true" className="mr-2 inline-block size-4 animate-spin rounded-full border-2 border-slate-300 border-t-teal-700" />}
            {loading ? t('goods.loading') : t('goods.loadMore')}
          </button>
        ) : (
          <p className="text-sm font-medium text-slate-700">{t('goods.noMore')}</p>
        )}
      </div>
    </>
  );
}
