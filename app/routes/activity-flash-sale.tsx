import Zap from 'lucide-react/icons/zap';
import { useCallback, useState } from 'react';
import { data, useFetcher, useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/activity-flash-sale';
import { ACTIVITY_BUYER_PATH, type ActivityGoods, type ActivityGoodsPage } from '../../core/activity-buyer-schemas.ts';
import { lookup } from '../../core/i18n/translate.ts';
import { thumbUrl } from '../../core/thumb.ts';
import { ActivityScreen } from '../components/activity/activity-screens.tsx';
import { Countdown } from '../components/activity/countdown.tsx';
import { DealCard } from '../components/activity/deal-card.tsx';
import { productPath } from '../components/catalog/paths.ts';
import { useLoadMore } from '../components/catalog/use-load-more.ts';
import { LocalizedLink } from '../components/localized-link.tsx';
import { activityIdOf, activityMessages, activityScreenOf, type JoinFormAnswer } from '../lib/activity.server.ts';
import { ApiError } from '../lib/api-client.ts';
import { useAppState } from '../lib/app-state.tsx';
import { fallbackMessage, guardRoute } from '../lib/auth.server.ts';
import { loadedPageCount, onlyPageCountChanged, pageNumbers } from '../lib/loaded-pages.ts';
import type { Messages } from '../lib/i18n.tsx';
import { useTranslation } from '../lib/i18n.tsx';
import { MoreMessages } from '../lib/more-messages.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';

const PAGE_SIZE = 12;

type SalePage = Omit<ActivityGoodsPage, 'activity'>;
type LoaderData =
  | { kind: 'sale'; activity: ActivityGoodsPage['activity']; serverNow: string; page: SalePage; more: SalePage[]; messages: Messages }
  | { kind: 'notFound' | 'unsupported' | 'expired'; messages: Messages }
  /** A Load More fetch (`?page=N`): the next page only. */
  | { kind: 'more'; page: SalePage | null; messages: Messages };

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const messages = loaderData?.messages;
  const key = loaderData?.kind === 'notFound' ? 'detail.notFound' : loaderData?.kind === 'unsupported' ? 'detail.unsupported' : loaderData?.kind === 'expired' ? 'detail.expired' : 'flashSale.title';
  return seoMeta({ matches, pathname: location.pathname, title: lookup(messages, key), noindex: true });
}

/** Login required (product §2 route table; the guard sends visitors to /login). */
export async function loader(args: Route.LoaderArgs) {
  await guardRoute(args, { loadUser: false });
  const locale = routeLocale(args.params);
  const messages = activityMessages(locale);
  const id = activityIdOf(args.params.id);
  if (id === null) return data<LoaderData>({ kind: 'notFound', messages }, { status: 404 });
  const url = new URL(args.request.url);
  const fetched = Math.trunc(Number(url.searchParams.get('page')));
  const api = pageApi(args.request, args.context, locale);
  const list = (pageId: number) => api.call<ActivityGoodsPage>(ACTIVITY_BUYER_PATH.goodsList, { id, pageId, pageSize: PAGE_SIZE });
  try {
    if (fetched > 1) {
      const { activity: _, ...page } = await list(fetched);
      return { kind: 'more', page, messages } satisfies LoaderData;
    }
    const [first, ...rest] = await Promise.all(pageNumbers(loadedPageCount(url.searchParams)).map(list));
    const { activity, ...page } = first!;
    if (activity.status === 'ended') return data<LoaderData>({ kind: 'expired', messages }, { status: 410 });
    const more = rest.filter((next) => next.list.length > 0).map(({ activity: _, ...next }) => next);
    return { kind: 'sale', activity, serverNow: new Date().toISOString(), page, more, messages } satisfies LoaderData;
  } catch (error) {
    if (error instanceof Response) throw error; // 401/402: the logout redirect
    const screen = activityScreenOf(error);
    if (screen) return data<LoaderData>({ kind: screen, messages }, { status: screen === 'notFound' ? 404 : 400 });
    if (fetched > 1) return { kind: 'more', page: null, messages } satisfies LoaderData;
    throw error;
  }
}

/** Claim (product §2 "Flash sale"): one item per buyer; the answer's message is the API's (409 sold out, 410 ended). */
export async function action(args: Route.ActionArgs): Promise<JoinFormAnswer> {
  const locale = routeLocale(args.params);
  const id = activityIdOf(args.params.id);
  const form = await args.request.formData();
  const shopGoodsId = Number(form.get('shopGoodsId'));
  try {
    if (id === null || !Number.isInteger(shopGoodsId)) throw new ApiError(404, lookup(activityMessages(locale), 'detail.notFound'), null, 200);
    const answer = await pageApi(args.request, args.context, locale).call<{ joinedCount: number }>(ACTIVITY_BUYER_PATH.join, { id, shopGoodsId });
    return { ok: true, key: shopGoodsId, joinedCount: answer.joinedCount };
  } catch (error) {
    if (error instanceof Response) throw error;
    return error instanceof ApiError
      ? { ok: false, key: shopGoodsId, message: error.message || fallbackMessage(locale), reason: error.reason ?? null }
      : { ok: false, key: shopGoodsId, message: fallbackMessage(locale), reason: null };
  }
}

/** Load More writing the page count into the URL needs no loader to run again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyPageCountChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}

function GoodsItem({ goods }: { goods: ActivityGoods }) {
  const { t } = useTranslation();
  const { formatPrice } = useAppState();
  const fetcher = useFetcher<JoinFormAnswer>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const soldOut = goods.soldCount >= goods.stock;
  const pct = goods.originalPriceCny > 0 ? Math.round((1 - goods.activityPriceCny / goods.originalPriceCny) * 100) : 0;
  const busy = fetcher.state !== 'idle';
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-shop-goods-id={goods.shopGoodsId}>
      <div className="relative aspect-square bg-slate-100">
        <img src={thumbUrl(goods.image, 480)} alt="" width={480} height={480} loading="lazy" decoding="async" className={`size-full object-cover ${soldOut ? 'opacity-50' : ''}`} />
        {pct > 0 && <span className="absolute left-2 top-2 rounded-md bg-rose-700 px-2 py-0.5 text-sm font-bold text-white">{t('flashSale.off', { pct })}</span>}
        {soldOut && <span className="absolute inset-x-0 bottom-0 bg-slate-900/80 py-1 text-center text-sm font-semibold text-white">{t('flashSale.soldOut')}</span>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h2 className="line-clamp-2 text-sm font-medium leading-snug text-slate-900">
          <LocalizedLink to={productPath(goods)} className="hover:underline">
            {goods.title}
          </LocalizedLink>
        </h2>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-bold text-rose-700">{formatPrice(goods.activityPriceCny)}</span>
          <s className="text-sm text-slate-500">{formatPrice(goods.originalPriceCny)}</s>
        </p>
        <p className="text-xs font-medium text-emerald-800">{t('flashSale.save', { amount: formatPrice(Math.max(0, goods.originalPriceCny - goods.activityPriceCny)) })}</p>
        <div>
          <div className="h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div className="h-full bg-rose-600" style={{ width: `${Math.min(100, (goods.soldCount / goods.stock) * 100)}%` }} />
          </div>
          <p className="mt-1 flex justify-between text-xs text-slate-600">
            <span>{t('flashSale.sold', { count: goods.soldCount })}</span>
            <span>{soldOut ? t('flashSale.soldOut') : t('flashSale.left', { count: goods.stock - goods.soldCount })}</span>
          </p>
        </div>
        <div className="mt-auto">
          {goods.claimed ? (
            goods.deal ? (
              <DealCard deal={goods.deal} compact />
            ) : (
              <p className="text-sm font-semibold text-emerald-800">{t('flashSale.claimed')}</p>
            )
          ) : (
            <fetcher.Form method="post">
              <input type="hidden" name="shopGoodsId" value={goods.shopGoodsId} />
              <button type="submit" disabled={soldOut || busy} className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60">
                {soldOut ? t('flashSale.soldOut') : busy ? t('flashSale.claiming') : t('flashSale.claim')}
              </button>
            </fetcher.Form>
          )}
          {answer && !answer.ok && (
            <p role="alert" className="mt-2 text-sm text-rose-700">
              {answer.message}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}

function Sale({ data: sale }: { data: Extract<LoaderData, { kind: 'sale' }> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [over, setOver] = useState(false);
  const { pages, last, loading, failed, loadMore } = useLoadMore(sale.page, sale.more, (pageId) => `?page=${pageId}`);
  const goods = pages.flatMap((page) => page.list);
  const upcoming = sale.activity.status === 'upcoming';
  // When the countdown reaches zero the page asks the server again (the sale opened, or it ended: Activity Expired).
  // A navigation to the page itself, not useRevalidator (which would grow the router's chunk every page loads).
  const onOver = useCallback(() => {
    if (!over) {
      setOver(true);
      void navigate(`${location.pathname}${location.search}`, { replace: true, preventScrollReset: true });
    }
  }, [over, navigate, location]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      <header className="rounded-2xl bg-gradient-to-r from-rose-700 to-orange-600 p-5 text-white sm:p-8">
        <p className="inline-flex items-center gap-1 rounded-full bg-white/20 px-3 py-1 text-sm font-semibold">
          <Zap aria-hidden="true" className="size-4" />
          {[t('flashSale.badge'), t('flashSale.upTo')].join(' · ')}
        </p>
        <h1 className="mt-3 text-2xl font-bold sm:text-3xl">{sale.activity.title}</h1>
        <p className="mt-2 max-w-3xl text-sm text-white/90 sm:text-base">{sale.activity.description}</p>
        <div className="mt-4">
          <Countdown target={upcoming ? sale.activity.startAt : sale.activity.endAt} serverNow={sale.serverNow} label={upcoming ? t('countdown.startsIn') : t('countdown.endsIn')} onOver={onOver} />
        </div>
      </header>
      {upcoming && <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('flashSale.notStarted')}</p>}
      <p className="mt-4 text-sm text-slate-600">{t('flashSale.claimHint')}</p>
      {goods.length === 0 ? (
        <p className="mt-8 text-center text-slate-600">{t('flashSale.noProducts')}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">{t('flashSale.count', { count: last.total })}</p>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {goods.map((item) => (
              <GoodsItem key={item.shopGoodsId} goods={item} />
            ))}
          </ul>
        </>
      )}
      {failed && (
        <p role="alert" className="mt-4 text-center text-sm text-rose-700">
          {t('flashSale.loadFailed')}
        </p>
      )}
      {last.hasMore && (
        <div className="mt-6 flex justify-center">
          <button type="button" onClick={loadMore} disabled={loading} className="btn-secondary">
            {t('goods.loadMore')}
          </button>
        </div>
      )}
      {sale.activity.rules.length > 0 && (
        <section className="mt-8" aria-labelledby="flash-rules">
          <h2 id="flash-rules" className="text-lg font-semibold text-slate-900">
            {t('detail.rules')}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {sale.activity.rules.map((rule, i) => (
              <li key={i}>{rule}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The flash sale (product §2 "Flash sale"): countdown, the approved goods at their activity price, claims, Load More. */
export default function FlashSale({ loaderData }: Route.ComponentProps) {
  const page = loaderData as LoaderData;
  return (
    <MoreMessages messages={page.messages}>
      {page.kind === 'sale' ? <Sale data={page} /> : page.kind === 'more' ? null : <ActivityScreen kind={page.kind} />}
    </MoreMessages>
  );
}
