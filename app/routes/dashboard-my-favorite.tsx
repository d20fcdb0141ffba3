import Box from 'lucide-react/icons/box';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import ExternalLink from 'lucide-react/icons/external-link';
import Eye from 'lucide-react/icons/eye';
import Heart from 'lucide-react/icons/heart';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import Weight from 'lucide-react/icons/weight';
import { useState, type ReactNode } from 'react';
import { useFetcher, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/dashboard-my-favorite';
import { FAVORITE_PATH, type GoodsCard, type Page } from '../../core/api.ts';
import { thumbUrl } from '../../core/thumb.ts';
import { channelName } from '../components/catalog/channel.ts';
import { FavoriteButton } from '../components/catalog/favorite-button.tsx';
import { useCatalogFormat } from '../components/catalog/format.ts';
import { productPath } from '../components/catalog/paths.ts';
import { Price } from '../components/catalog/price.tsx';
import { LocalizedLink, useLocalizePath } from '../components/localized-link.tsx';
import { guardRoute } from '../lib/auth.server.ts';
import { useAppState } from '../lib/app-state.tsx';
import { useTranslation } from '../lib/i18n.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';

/** API.md "Favourites": cards with the product facts of spec §3 "Favorite product". */
export type FavoriteGoods = GoodsCard & { weightG: number; volumeCm3: number; deliveryDays: number; productUrl: string };

const PAGE_SIZE = 12;

export function meta({ matches, location }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, titleKey: 'dashboard.favorites', noindex: true });
}

export async function loader(args: Route.LoaderArgs): Promise<{ page: Page<FavoriteGoods> | null }> {
  await guardRoute(args, { loadUser: false });
  const pageId = Math.max(1, Math.trunc(Number(new URL(args.request.url).searchParams.get('page'))) || 1);
  const api = pageApi(args.request, args.context, routeLocale(args.params));
  try {
    return { page: await api.call<Page<FavoriteGoods>>(FAVORITE_PATH.list, { pageId, pageSize: PAGE_SIZE }) };
  } catch (error) {
    if (error instanceof Response) throw error; // 401/402: the logout redirect
    console.error('favourites failed', error);
    return { page: null };
  }
}

/** Only another page of the list loads again (not a currency change, not a heart click). */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
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

/** My Favorite (spec §2, §3): the user's favourites with Load More, or an empty state. */
export default function MyFavorite({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const first = loaderData.page;
  const fetcher = useFetcher<typeof loader>();
  const [pages, setPages] = useState(first ? [first] : []);
  const [shownFirst, setShownFirst] = useState(first);
  // Rows un-hearted (false) or hearted again (true) on this page, and their state when the newest page's
  // total was counted: the count follows the hearts at once.
  const [hearts, setHearts] = useState<Record<string, boolean>>({});
  const [countedHearts, setCountedHearts] = useState<Record<string, boolean>>({});
  if (first !== shownFirst) {
    setShownFirst(first);
    setPages(first ? [first] : []);
    setHearts({});
    setCountedHearts({});
  }
  const [seen, setSeen] = useState<unknown>(undefined);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const last = pages[pages.length - 1];
  if (answer && answer !== seen) {
    setSeen(answer);
    if (answer.page && last && answer.page.pageId === last.pageId + 1) {
      setPages([...pages, answer.page]);
      setCountedHearts(hearts);
    }
  }
  const goods = pages.flatMap((page) => page.list);
  const loading = fetcher.state !== 'idle';
  const delta = Object.entries(hearts).reduce((sum, [key, collected]) => sum + Number(collected) - Number(countedHearts[key] ?? true), 0);
  const count = last ? Math.max(0, last.total + delta) : 0;

  return (
    <section aria-labelledby="favorites-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="favorites-title" className="text-2xl font-bold text-slate-900">
          {t('dashboard.favorites')}
        </h1>
        {last && last.total > 0 && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('favorites.count', { count })}
          </p>
        )}
      </div>
      {!first ? (
        <p role="alert" className="mt-6 text-red-700">
          {t('goods.loadFailed')}
        </p>
      ) : goods.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <Heart aria-hidden="true" className="size-10 text-rose-400" />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">{t('favorites.emptyTitle')}</h2>
          <p className="mt-1 max-w-sm text-sm text-slate-600">{t('favorites.emptyText')}</p>
          <LocalizedLink to="/" className="btn-primary mt-5">
            {t('favorites.browse')}
          </LocalizedLink>
        </div>
      ) : (
        <>
          <ul className="mt-4 space-y-3">
            {goods.map((item) => (
              <li key={`${item.channel}:${item.offerId}`}>
                <FavoriteRow goods={item} onChange={(collected) => setHearts((rows) => ({ ...rows, [`${item.channel}:${item.offerId}`]: collected }))} />
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col items-center gap-2">
            {last?.hasMore ? (
              <button
                type="button"
                className="btn-secondary min-w-40"
                aria-busy={loading || undefined}
                onClick={() => {
                  if (!loading && last) void fetcher.load(`${localize('/dashboard/my-favorite')}?page=${last.pageId + 1}`);
                }}
              >
                {loading ? t('goods.loading') : t('goods.loadMore')}
              </button>
            ) : (
              <p className="text-sm font-medium text-slate-700">{t('goods.noMore')}</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
