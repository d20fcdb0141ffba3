import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/dashboard-my-store';
import { SHOP_PATH } from '../../core/shop-paths.ts';
import type { ShopGoodsPage, ShopJob, ShopWithTags } from '../../core/api-schemas.ts';
import { sellerMessages } from '../components/seller/messages.server.ts';
import { MyStore, GOODS_PAGE_SIZE, type MyStoreData } from '../components/seller/my-store.tsx';
import { goodsQueryFromUrl, type GoodsQuery } from '../components/seller/my-store-logic.ts';
import { guardRoute } from '../lib/auth.server.ts';
import { MoreMessages } from '../lib/more-messages.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';

const NO_FILTER: GoodsQuery = { keyword: '', tagId: null };

export function meta({ matches, location }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, titleKey: 'dashboard.myStore', noindex: true });
}

/**
 * The caller's shop with its tags, the first page of its goods (filtered as the address says) and its imports
 * (product §2 "My Store").
 */
export async function loader(args: Route.LoaderArgs) {
  await guardRoute(args, { loadUser: false });
  const locale = routeLocale(args.params);
  const api = pageApi(args.request, args.context, locale);
  const texts = { messages: sellerMessages(locale) };
  const requested = goodsQueryFromUrl(new URL(args.request.url).searchParams);
  try {
    const shop = await api.call<ShopWithTags | null>(SHOP_PATH.get, {});
    if (!shop) return { ...texts, store: { shop: null, goods: null, jobs: [], failed: false, query: NO_FILTER } satisfies MyStoreData };
    // A tag the shop no longer has is no filter.
    const query: GoodsQuery = { ...requested, tagId: shop.tags.some((tag) => tag.id === requested.tagId) ? requested.tagId : null };
    const [goods, jobs] = await Promise.all([
      api.call<ShopGoodsPage>(SHOP_PATH.goodsList, {
        pageId: 1,
        pageSize: GOODS_PAGE_SIZE,
        ...(query.keyword ? { keyword: query.keyword } : {}),
        ...(query.tagId !== null ? { tagId: query.tagId } : {}),
      }),
      api.call<ShopJob[]>(SHOP_PATH.jobs, {}),
    ]);
    return { ...texts, store: { shop, goods, jobs, failed: false, query } satisfies MyStoreData };
  } catch (error) {
    if (error instanceof Response) throw error; // 401/402: the logout redirect
    console.error('my store failed', error);
    return { ...texts, store: { shop: null, goods: null, jobs: [], failed: true, query: NO_FILTER } satisfies MyStoreData };
  }
}

/** The page keeps its own state after the first load (every change is an API call from the browser; the filter it writes into the address is its own). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return false;
}

/** My Store (product §2, issue #12 §3): open the shop, then fill it with goods, tag them and watch the imports. */
export default function MyStorePage({ loaderData }: Route.ComponentProps) {
  return (
    <MoreMessages messages={loaderData.messages}>
      <MyStore initial={loaderData.store} />
    </MoreMessages>
  );
}
