import PackageOpen from 'lucide-react/icons/package-open';
import { data, redirect, type MetaDescriptor, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/store';
import type { Page } from '../../core/api.ts';
import type { GoodsCardData as GoodsCard } from '../components/catalog/goods-card.tsx';
import type { ShopGoodsPage, ShopTag } from '../../core/api-schemas.ts';
import { lookup } from '../../core/i18n/translate.ts';
import { linkify } from '../../core/linkify.ts';
import { localizePath } from '../../core/locale.ts';
import { thumbUrl } from '../../core/thumb.ts';
import { useCatalogFormat } from '../components/catalog/format.ts';
import { PagedGoodsGrid } from '../components/catalog/paged-goods-grid.tsx';
import { productPath } from '../components/catalog/paths.ts';
import { LocalizedLink, useLocalizePath } from '../components/localized-link.tsx';
import { useTranslation, type Messages } from '../lib/i18n.tsx';
import { MoreMessages } from '../lib/more-messages.tsx';
import { loadedPageCount, onlyPageCountChanged, pageNumbers } from '../lib/loaded-pages.ts';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { rootData, seoMeta } from '../lib/seo.ts';
import { storeApi, storeMessages } from '../lib/store.server.ts';

/** Goods per Load More page, as on search results: six rows on a phone, a screenful on a desktop. */
const STORE_PAGE_SIZE = 12;
/** A slug as the API accepts it (core/shop-schemas.ts `StoreSpaceSchema`); anything else is no shop. */
const STORE_SPACE = /^[A-Za-z0-9-]{3,40}$/;
/** Longest meta description taken from the shop's own text. */
const DESCRIPTION_MAX = 160;
/** The tag filter's query parameter: `?tag=<id>`. */
const TAG_PARAM = 'tag';

type StoreShop = { name: string; storeSpace: string; logo: string | null; description: string; tags: ShopTag[] };
type StoreData = {
  shop: StoreShop;
  /** Ready goods of the whole shop (the page's goods count, whatever the filter). */
  goodsTotal: number;
  tagId: number | null;
  page: Page<GoodsCard>;
  /** The pages after the first that `?pages=N` asks for (Back after Load More, a reload, a shared link). */
  more: Page<GoodsCard>[];
  /** The `store` namespace (app/lib/more-messages.tsx `MoreMessages`). */
  messages: Messages;
};

/** A page of shop goods as the grid's cards: the shop's own fields (stock, tags, status …) stay on the server. */
function cardsOf(page: ShopGoodsPage): Page<GoodsCard> {
  const list = page.list.map(({ channel, offerId, title, image, priceCny, soldCount, qcCount, categoryId, outOfStock, isCollected }): GoodsCard => ({
    channel,
    offerId,
    title,
    image,
    priceCny,
    soldCount,
    qcCount,
    categoryId,
    outOfStock,
    ...(isCollected === undefined ? {} : { isCollected }),
  }));
  return { list, total: page.total, pageId: page.pageId, pageSize: page.pageSize, hasMore: page.hasMore };
}

function tagOf(params: URLSearchParams): number | null {
  const text = params.get(TAG_PARAM);
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** The store page's path with a tag filter and any further parameters, unprefixed. */
function storeHref(storeSpace: string, tagId: number | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (tagId !== null) params.set(TAG_PARAM, String(tagId));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return `/store/${encodeURIComponent(storeSpace)}${query ? `?${query}` : ''}`;
}

export async function loader({ request, url, params, context }: Route.LoaderArgs): Promise<StoreData> {
  const locale = routeLocale(params);
  const storeSpace = params.storeSpace;
  if (!STORE_SPACE.test(storeSpace)) throw data(null, { status: 404 });
  const tagId = tagOf(url.searchParams);
  const store = storeApi(pageApi(request, context, locale));

  // A Load More fetch names one page (`pageId`); a page view loads every page its URL says are shown.
  const fetchedPage = Math.trunc(Number(url.searchParams.get('pageId')));
  const pageIds = fetchedPage > 1 ? [fetchedPage] : pageNumbers(loadedPageCount(url.searchParams));
  const pageOf = (pageId: number, tag: number | null) => store.goods({ storeSpace, ...(tag !== null ? { tagId: tag } : {}), pageId, pageSize: STORE_PAGE_SIZE });
  // Shop and goods at once: one round of calls for the page. The shop's goods count is its ready goods, the whole
  // shop's count a filtered page shows (no second, unfiltered page of goods for it).
  const [shop, pages] = await Promise.all([store.shop(storeSpace), Promise.all(pageIds.map((pageId) => pageOf(pageId, tagId)))]);
  if (!shop) throw data(null, { status: 404 });
  // The slug is found whatever its case; the page has one address, the shop's own spelling.
  if (shop.storeSpace !== storeSpace) {
    throw redirect(localizePath(`/store/${encodeURIComponent(shop.storeSpace)}`, locale) + url.search, 301);
  }
  const [page, ...more] = pages;
  // A tag this shop does not have (deleted, or another shop's) or a page past the deepest one: the whole shop.
  if (!page) throw redirect(localizePath(storeHref(shop.storeSpace, null), locale), 301);
  return {
    shop: { name: shop.name, storeSpace: shop.storeSpace, logo: shop.logo, description: shop.description, tags: shop.tags },
    goodsTotal: shop.goodsCount,
    tagId,
    page: cardsOf(page),
    // Pages past the end (a shared link after the shop shrank) are left out.
    more: more.filter((next): next is ShopGoodsPage => next !== null && next.list.length > 0).map(cardsOf),
    messages: storeMessages(locale),
  };
}

/** Load More only writes the page count into the URL: the list on screen already holds those pages. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyPageCountChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}

/** The shop's own text as a meta description: one line, cut at a word near DESCRIPTION_MAX characters. */
function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function meta({ loaderData, matches, location }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [];
  const { shop, page, tagId, messages } = loaderData;
  const root = rootData(matches);
  const origin = root?.origin ?? '';
  const absolute = (path: string) => new URL(path, origin || 'http://localhost').href;
  const title = lookup(messages, 'storePage.metaTitle', { name: shop.name });
  const description = shortDescription(shop.description) || lookup(messages, 'storePage.metaDescription', { name: shop.name });
  const base = seoMeta({
    matches,
    pathname: location.pathname,
    title,
    description,
    // A filtered view is the same shop: only the whole shop is indexed (its canonical link names the path only).
    noindex: tagId !== null || page.list.length === 0,
  });
  const image = shop.logo ?? page.list.find((goods) => goods.image)?.image;
  const url = origin + location.pathname;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: shop.name,
    url,
    ...(shop.description ? { description: shop.description } : {}),
    ...(shop.logo ? { logo: absolute(thumbUrl(shop.logo, 320)), image: absolute(thumbUrl(shop.logo, 800)) } : {}),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: page.total,
      itemListElement: page.list.map((goods, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absolute(localizePath(productPath(goods), root?.locale ?? 'en')),
        name: goods.title,
      })),
    },
  };
  return [
    ...base,
    ...(image ? [{ property: 'og:image', content: absolute(thumbUrl(image, 800)) }, { name: 'twitter:card', content: 'summary_large_image' }] : []),
    { 'script:ld+json': jsonLd },
  ];
}

/** The shop's description: plain text, line breaks kept, http(s) links clickable (`rel="nofollow ugc"`), nothing else. */
function Description({ text }: { text: string }) {
  return (
    <p className="mt-3 max-w-3xl whitespace-pre-line break-words text-sm leading-relaxed text-slate-700 md:text-base">
      {linkify(text).map((piece, index) =>
        piece.kind === 'link' ? (
          <a key={index} href={piece.href} rel="nofollow ugc noopener" target="_blank" className="font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900">
            {piece.text}
          </a>
        ) : (
          piece.text
        ),
      )}
    </p>
  );
}

/** The shop's logo, or the first letter of its name on a tile when it has none. */
function Logo({ logo, name }: { logo: string | null; name: string }) {
  if (!logo) {
    const initial = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '';
    return (
      <div aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-teal-700 text-3xl font-bold text-white md:size-20 md:text-4xl">
        {initial}
      </div>
    );
  }
  return (
    <img
      src={thumbUrl(logo, 160, 'cover')}
      srcSet={`${thumbUrl(logo, 96, 'cover')} 96w, ${thumbUrl(logo, 160, 'cover')} 160w`}
      sizes="(min-width: 768px) 80px, 64px"
      alt=""
      width={80}
      height={80}
      // The first product's image is the page's largest paint: the small logo must not hold it up.
      fetchPriority="low"
      decoding="async"
      className="size-16 shrink-0 rounded-2xl bg-white object-cover ring-1 ring-slate-200 md:size-20"
    />
  );
}

function TagChips({ shop, tagId }: { shop: StoreShop; tagId: number | null }) {
  const { t } = useTranslation();
  const tags = shop.tags.filter((tag) => tag.goodsCount > 0 || tag.id === tagId);
  if (tags.length === 0) return null;
  const chip = 'inline-flex min-h-9 items-center rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition';
  const on = `${chip} bg-teal-700 text-white ring-teal-700`;
  const off = `${chip} bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 hover:ring-teal-600`;
  return (
    <nav aria-label={t('storePage.filterLabel')} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        <li>
          <LocalizedLink to={storeHref(shop.storeSpace, null)} className={tagId === null ? on : off} aria-current={tagId === null ? 'page' : undefined} preventScrollReset>
            {t('storePage.all')}
          </LocalizedLink>
        </li>
        {tags.map((tag) => (
          <li key={tag.id}>
            <LocalizedLink to={storeHref(shop.storeSpace, tag.id)} className={tag.id === tagId ? on : off} aria-current={tag.id === tagId ? 'page' : undefined} preventScrollReset>
              {tag.name}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function StoreView({ shop, goodsTotal, tagId, page, more }: Omit<StoreData, 'messages'>) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const localize = useLocalizePath();
  const tag = tagId === null ? undefined : shop.tags.find((candidate) => candidate.id === tagId);
  const pageHref = (pageId: number) => localize(storeHref(shop.storeSpace, tagId, { pageId: String(pageId) }));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6 lg:py-8">
      <header className="flex items-start gap-4 md:gap-5">
        <Logo logo={shop.logo} name={shop.name} />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-teal-800">{t('storePage.sellerStore')}</p>
          <h1 className="mt-0.5 break-words text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{shop.name}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('search.count', { count: goodsTotal, value: format.integer(goodsTotal) })}</p>
        </div>
      </header>
      {shop.description && <Description text={shop.description} />}
      <TagChips shop={shop} tagId={tagId} />
      <section aria-labelledby="store-goods-title" className="mt-6">
        <h2 id="store-goods-title" className="mb-4 text-base font-semibold text-slate-800">
          {tag ? (
            <>
              {tag.name}
              <span className="font-normal text-slate-600">{' · '}{t('search.count', { count: page.total, value: format.integer(page.total) })}</span>
            </>
          ) : (
            t('storePage.goodsTitle')
          )}
        </h2>
        {page.list.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
            <PackageOpen aria-hidden="true" className="size-10 text-slate-400" />
            <p className="mt-3 text-lg font-semibold text-slate-900">{t('storePage.empty')}</p>
            <p className="mt-1 max-w-md text-sm text-slate-600">{tagId === null ? t('storePage.emptyHint') : t('storePage.emptyTagHint')}</p>
            {tagId !== null && (
              <LocalizedLink to={storeHref(shop.storeSpace, null)} className="btn-secondary mt-5">
                {t('storePage.showAll')}
              </LocalizedLink>
            )}
          </div>
        ) : (
          <PagedGoodsGrid key={tagId ?? 'all'} first={page} more={more} pageHref={pageHref} eagerCount={2} />
        )}
      </section>
    </div>
  );
}

/** A seller's public store (product §2 `/store/{storeSpace}`, issue 12 §4): logo, name, description, tag filter, goods. */
export default function StorePage({ loaderData }: Route.ComponentProps) {
  const { messages, ...store } = loaderData;
  return (
    <MoreMessages messages={messages}>
      <StoreView {...store} />
    </MoreMessages>
  );
}
