import Box from 'lucide-react/icons/box';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import ExternalLink from 'lucide-react/icons/external-link';
import Eye from 'lucide-react/icons/eye';
import Heart from 'lucide-react/icons/heart';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import Weight from 'lucide-react/icons/weight';
import { useState, type ReactNode } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/dashboard-my-favorite';
import { FAVORITE_PATH, type GoodsCard, type Page } from '../../core/api.ts';
import { thumbUrl } from '../../core/thumb.ts';
import { channelName } from '../components/catalog/channel.ts';
import { FavoriteButton } from '../components/catalog/favorite-button.tsx';
import { useCatalogFormat } from '../components/catalog/format.ts';
import { productPath } from '../components/catalog/paths.ts';
import { Price } from '../components/catalog/price.tsx';
import { useLoadMore } from '../components/catalog/use-load-more.ts';
import { LocalizedLink, useLocalizePath } from '../components/localized-link.tsx';
import { guardRoute } from '../lib/auth.server.ts';
import { loadedPageCount, onlyPageCountChanged, pageNumbers } from '../lib/loaded-pages.ts';
import { useAppState } from '../lib/app-state.tsx';
import { useTranslation } from '../lib/i18n.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';

/** product §D4 "Favourites": cards with the product facts of product §3 "Favorite product". */
export type FavoriteGoods = GoodsCard & { weightG: number; volumeCm3: number; deliveryDays: number; productUrl: string };

const PAGE_SIZE = 12;

export function meta({ matches, location }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, titleKey: 'dashboard.favorites', noindex: true });
}

/** `page` (a Load More fetch) names one page; `more` holds the pages after the first that `?pages=N` asks for. */
export async function loader(args: Route.LoaderArgs): Promise<{ page: Page<FavoriteGoods> | null; more: Page<FavoriteGoods>[] }> {
  await guardRoute(args, { loadUser: false });
  const url = new URL(args.request.url);
  const fetchedPage = Math.trunc(Number(url.searchParams.get('page')));
  const pageIds = fetchedPage > 1 ? [fetchedPage] : pageNumbers(loadedPageCount(url.searchParams));
  const api = pageApi(args.request, args.context, routeLocale(args.params));
  try {
    const [page, ...more] = await Promise.all(pageIds.map((pageId) => api.call<Page<FavoriteGoods>>(FAVORITE_PATH.list, { pageId, pageSize: PAGE_SIZE })));
    return { page: page!, more: more.filter((next) => next.list.length > 0) };
  } catch (error) {
    if (error instanceof Response) throw error; // 401/402: the logout redirect
    console.error('favourites failed', error);
    return { page: null, more: [] };
  }
}

/** Only another page of the list loads again (not a currency change, not a heart click, not Load More writing the page count). */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (onlyPageCountChanged(currentUrl, nextUrl)) return false;
  return currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1 text-xs text-slate-600">
        <span aria-hidden="true" className="text-teal-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function FavoriteRow({ goods, onChange }: { goods: FavoriteGoods; onChange: (collected: boolean) => void }) {
  const { t } = useTranslation();
  const { locale } = useAppState();
  const format = useCatalogFormat();
  return (
    <article className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-4 sm:p-4">
      <img src={thumbUrl(goods.image, 240)} alt="" width={96} height={96} loading="lazy" decoding="async" className="size-20 shrink-0 rounded-lg bg-slate-100 object-cover sm:size-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <h2 className="line-clamp-2 text-sm font-medium leading-snug text-slate-900 sm:text-base">
            <LocalizedLink to={productPath(goods)} className="hover:underline">
              {goods.title}
            </LocalizedLink>
          </h2>
          <FavoriteButton goods={{ ...goods, isCollected: goods.isCollected ?? true }} onChange={onChange} />
        </div>
        <Price cny={goods.priceCny} className="text-base font-bold text-slate-900" />
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-5">
          <Fact icon={<ShoppingBag className="size-3.5" />} label={t('product.sold')}>
            {format.integer(goods.soldCount)}
          </Fact>
          <Fact icon={<Eye className="size-3.5" />} label={t('product.views')}>
            {format.integer(goods.viewCount)}
          </Fact>
          <Fact icon={<Weight className="size-3.5" />} label={t('product.weight')}>
            {format.weight(goods.weightG)}
          </Fact>
          <Fact icon={<Box className="size-3.5" />} label={t('product.volume')}>
            {format.volume(goods.volumeCm3)}
          </Fact>
          <Fact icon={<CalendarClock className="size-3.5" />} label={t('product.delivery')}>
            {t('product.deliveryDays', { count: goods.deliveryDays })}
          </Fact>
        </dl>
        <a href={goods.productUrl} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 self-start text-sm font-semibold text-teal-800 hover:underline">
          {t('product.viewOn', { channel: channelName(goods.channel, locale) })}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      </div>
    </article>
  );
}

function FavoritesHeading({ count }: { count: number | null }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h1 id="favorites-title" className="text-2xl font-bold text-slate-900">
        {t('dashboard.favorites')}
      </h1>
      {count !== null && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('favorites.count', { count })}
        </p>
      )}
    </div>
  );
}

/** My Favorite (product §2, §3): the user's favourites with Load More, or an empty state. */
export default function MyFavorite({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const first = loaderData.page;
  return (
    <section aria-labelledby="favorites-title">
      {!first ? (
        <>
          <FavoritesHeading count={null} />
          <p role="alert" className="mt-6 text-red-700">
            {t('goods.loadFailed')}
          </p>
        </>
      ) : first.list.length === 0 ? (
        <>
          <FavoritesHeading count={null} />
          <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <Heart aria-hidden="true" className="size-10 text-rose-400" />
            <h2 className="mt-3 text-lg font-semibold text-slate-900">{t('favorites.emptyTitle')}</h2>
            <p className="mt-1 max-w-sm text-sm text-slate-600">{t('favorites.emptyText')}</p>
            <LocalizedLink to="/" className="btn-primary mt-5">
              {t('favorites.browse')}
            </LocalizedLink>
          </div>
        </>
      ) : (
        <FavoriteList first={first} more={loaderData.more} />
      )}
    </section>
  );
}

/**
 * The favourites with Load More (`useLoadMore`: the page count kept in the URL, so Back shows the same list) and
 * their count, which follows the hearts at once: rows un-hearted (false) or hearted again (true) on this page are
 * compared with their state when the newest page's total was counted.
 */
function FavoriteList({ first, more }: { first: Page<FavoriteGoods>; more: readonly Page<FavoriteGoods>[] }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { pages, last, loading, failed, loadMore } = useLoadMore(first, more, (pageId) => `${localize('/dashboard/my-favorite')}?page=${pageId}`);
  const [hearts, setHearts] = useState<Record<string, boolean>>({});
  const [countedHearts, setCountedHearts] = useState<Record<string, boolean>>({});
  const [countedPage, setCountedPage] = useState(last);
  if (last !== countedPage) {
    // A newer page's total already counts every heart changed so far.
    setCountedPage(last);
    setCountedHearts(last === first ? {} : hearts);
    if (last === first) setHearts({});
  }
  const delta = Object.entries(hearts).reduce((sum, [key, collected]) => sum + Number(collected) - Number(countedHearts[key] ?? true), 0);
  const count = Math.max(0, last.total + delta);
  const goods = pages.flatMap((page) => page.list);
  return (
    <>
      <FavoritesHeading count={count} />
      <ul className="mt-4 space-y-3">
        {goods.map((item) => {
          const key = `${item.channel}:${item.offerId}`;
          return (
            <li key={key}>
              <FavoriteRow goods={item} onChange={(collected) => setHearts((rows) => ({ ...rows, [key]: collected }))} />
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex flex-col items-center gap-2">
        {failed && (
          <p role="alert" className="text-sm text-red-700">
            {t('goods.loadFailed')}
          </p>
        )}
        {last.hasMore ? (
          <button type="button" className="btn-secondary min-w-40" aria-busy={loading || undefined} onClick={loadMore}>
            {loading ? t('goods.loading') : t('goods.loadMore')}
          </button>
        ) : (
          <p className="text-sm font-medium text-slate-700">{t('goods.noMore')}</p>
        )}
      </div>
    </>
  );
}
