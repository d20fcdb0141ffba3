import ExternalLink from 'lucide-react/icons/external-link';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { SHOP_PATH } from '../../../core/shop-paths.ts';
import type { Shop, ShopGoodsPage, ShopJob, ShopTag, ShopWithTags } from '../../../core/api-schemas.ts';
import { SHOP_GOODS_MAX } from '../../../core/shop-schemas.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { LocalizedLink } from '../localized-link.tsx';
import { AddGoods } from './add-goods.tsx';
import { GoodsManager } from './goods-manager.tsx';
import { ImportJobs } from './import-jobs.tsx';
import { jobsMadeProgress, shouldPollJobs, type GoodsQuery } from './my-store-logic.ts';

export { GOODS_PAGE_SIZE } from './my-store-logic.ts';
import { SellerProvider, useSeller } from './seller-context.tsx';
import { ShopForm } from './shop-form.tsx';
import { TagsPanel } from './tags-panel.tsx';

/** How often running imports are asked for their progress. */
const JOBS_POLL_MS = 2000;

export type MyStoreData = {
  shop: ShopWithTags | null;
  goods: ShopGoodsPage | null;
  jobs: ShopJob[];
  /** The shop could not be loaded (the API failed): the page says so instead of offering to open a second one. */
  failed: boolean;
  /** The goods list's filter from the address, which `goods` is the first page of. */
  query: GoodsQuery;
};

/** The page (issue #12 §3): a create form without a shop; with one, its details, the ways to add goods, imports, goods and tags. */
export function MyStore({ initial }: { initial: MyStoreData }) {
  const { t } = useTranslation();
  return (
    <SellerProvider>
      <div className="flex flex-col gap-4 sm:gap-6">
        {initial.failed ? (
          <>
            <h1 className="text-2xl font-bold text-slate-900">{t('myStore.title')}</h1>
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {t('myStore.loadFailed')}
            </p>
          </>
        ) : (
          <StoreWorkspace initial={initial} />
        )}
      </div>
    </SellerProvider>
  );
}

function StoreWorkspace({ initial }: { initial: MyStoreData }) {
  const { t, locale } = useTranslation();
  const { api } = useSeller();
  const [shop, setShop] = useState<Shop | null>(initial.shop);
  const [tags, setTags] = useState<ShopTag[]>(initial.shop?.tags ?? []);
  const [goodsVersion, bumpGoods] = useReducer((n: number) => n + 1, 0);

  const reloadShop = useCallback(async () => {
    try {
      const fresh = await api.call<ShopWithTags | null>(SHOP_PATH.get, {});
      if (fresh) {
        setShop(fresh);
        setTags(fresh.tags);
      }
    } catch {
      // The counts stay as they were; the next change reloads them.
    }
  }, [api]);

  /** Goods changed (added, deleted, tagged, imported): the list, the counts and the tag counts load again. */
  const goodsChanged = useCallback(() => {
    bumpGoods();
    void reloadShop();
  }, [reloadShop]);

  const jobs = useImportJobs(initial.jobs, goodsChanged);

  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">{t('myStore.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('myStore.intro')}</p>
        </div>
        {shop && (
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <LocalizedLink to={shop.url} className="btn-secondary gap-2">
              {t('myStore.viewStore')}
              <ExternalLink aria-hidden="true" className="size-4" />
            </LocalizedLink>
            <p className="text-xs text-slate-600" aria-live="polite">
              {t('myStore.goodsLimit', { count: shop.goodsCount.toLocaleString(locale), max: SHOP_GOODS_MAX.toLocaleString(locale) })}
            </p>
          </div>
        )}
      </header>
      <ShopForm shop={shop} onSaved={(saved) => setShop(saved)} />
      {shop && (
        <>
          <AddGoods onGoodsAdded={goodsChanged} onJobStarted={() => void jobs.refresh()} />
          {jobs.list.length > 0 && <ImportJobs jobs={jobs.list} />}
          <TagsPanel tags={tags} onChanged={reloadShop} />
          <GoodsManager initial={initial.goods} initialQuery={initial.query} tags={tags} version={goodsVersion} onGoodsChanged={goodsChanged} />
        </>
      )}
    </>
  );
}

/**
 * The shop's import jobs, polled while one is queued or running and the tab is visible (issue #12 §3: progress
 * without reloading); `onProgress` runs when a poll finds goods added or failed since the last one.
 */
function useImportJobs(initial: ShopJob[], onProgress: () => void) {
  const { api } = useSeller();
  const [list, setList] = useState<ShopJob[]>(initial);
  const [polls, countPoll] = useReducer((n: number) => n + 1, 0);
  const [visible, setVisible] = useState(true);
  const last = useRef(initial);
  const progress = useRef(onProgress);
  useEffect(() => {
    progress.current = onProgress;
  });

  useEffect(() => {
    const follow = () => setVisible(document.visibilityState !== 'hidden');
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, []);

  const refresh = useCallback(async () => {
    try {
      const next = await api.call<ShopJob[]>(SHOP_PATH.jobs, {});
      if (jobsMadeProgress(last.current, next)) progress.current();
      last.current = next;
      setList(next);
    } catch {
      // Asked again at the next tick while a job is still open.
    } finally {
      countPoll();
    }
  }, [api]);

  useEffect(() => {
    if (!shouldPollJobs(list, visible)) return;
    const timer = setTimeout(() => void refresh(), JOBS_POLL_MS);
    return () => clearTimeout(timer);
  }, [list, visible, polls, refresh]);

  return { list, refresh };
}
