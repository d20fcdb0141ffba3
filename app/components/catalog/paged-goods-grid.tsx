import { useEffect, useRef } from 'react';
import type { Page } from '../../../core/api.ts';
import type { GoodsCardData } from './goods-card.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { GoodsGrid, keyOf } from './goods-grid.tsx';
import { useLoadMore } from './use-load-more.ts';

/**
 * A goods grid with Load More (`useLoadMore`: the next page through the page's own loader, the page
 * count kept in the URL so Back and a reload show the same list).
 */
export function PagedGoodsGrid({
  first,
  more = [],
  pageHref,
  eagerCount,
}: {
  first: Page<GoodsCardData>;
  /** The pages after the first that the URL asked for (`?pages=N`), as the loader loaded them. */
  more?: readonly Page<GoodsCardData>[];
  pageHref: (pageId: number) => string;
  eagerCount?: number;
}) {
  const { t } = useTranslation();
  const { pages, last, loading, failed, loadMore, addedFrom, clearAddedFrom } = useLoadMore(first, more, pageHref);
  const listRef = useRef<HTMLUListElement>(null);

  const seenKeys = new Set<string>();
  const goods = pages.flatMap((page) => page.list).filter((item) => !seenKeys.has(keyOf(item)) && seenKeys.add(keyOf(item)));

  // Keyboard users continue at the first product that was added.
  useEffect(() => {
    if (addedFrom === null) return;
    listRef.current?.querySelectorAll<HTMLLIElement>(':scope > li')[addedFrom]?.querySelector('a')?.focus();
    clearAddedFrom();
  }, [addedFrom, clearAddedFrom]);

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
