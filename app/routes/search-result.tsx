import SearchX from 'lucide-react/icons/search-x';
import { useMemo } from 'react';
import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/search-result';
import { API_PATH, categoryName, type CategoryNode, type GoodsPage } from '../../core/api.ts';
import type { GoodsCardData } from '../components/catalog/goods-card.tsx';
import type { CategoryOption } from '../components/catalog/search-filters.tsx';
import { looksLikeLink } from '../../core/links/index.ts';
import { localizePath } from '../../core/locale.ts';
import { PagedGoodsGrid } from '../components/catalog/paged-goods-grid.tsx';
import { useCatalogFormat } from '../components/catalog/format.ts';
import { productPath } from '../components/catalog/paths.ts';
import { SearchFilters } from '../components/catalog/search-filters.tsx';
import { LocalizedLink, useLocalizePath } from '../components/localized-link.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { thumbUrl } from '../../core/thumb.ts';
import { catalogApi, invalidAnswer, linkRefusalText, notFoundMessage, searchMessages, type GoodsListBody } from '../lib/catalog.server.ts';
import { I18nProvider, useTranslation, type Messages } from '../lib/i18n.tsx';
import { loadedPageCount, onlyPageCountChanged, pageNumbers } from '../lib/loaded-pages.ts';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { numberOrText, readSearchQuery, SEARCH_PAGE_SIZE, searchParamsOf, type SearchQuery } from '../lib/search-query.ts';
import { rootMessages, seoMeta } from '../lib/seo.ts';
import { lookup } from '../../core/i18n/translate.ts';

/** A results page as sent to the browser: cards carry what they show (app/lib/catalog.server.ts `cardShown`). */
type GoodsPageShown = Omit<GoodsPage, 'list'> & { list: GoodsCardData[] };

type SearchData = {
  query: SearchQuery;
  page: GoodsPageShown | null;
  /** The pages after the first that `?pages=N` asks for (Back after Load More, a reload, a shared link). */
  more: GoodsPageShown[];
  /** The category tree, named in the page's language only (a smaller page than every locale's names). */
  categories: CategoryOption[];
  /** The API's translated message per invalid filter. */
  errors: Record<string, string>;
  /** A refusal that names no field. */
  errorMessage: string | null;
  /** A link keyword the server could not read (its translated message). */
  linkError: string | null;
  /** A search by image whose upload is unknown or expired (the API's translated message). */
  imageExpired: string | null;
  /** The `search` namespace, for a search by image only. */
  messages: Messages | null;
};

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const messages = rootMessages(matches);
  const keyword = loaderData?.query.keyword;
  const byImage = Boolean(loaderData?.query.imageKey);
  return seoMeta({
    matches,
    pathname: location.pathname,
    title: byImage
      ? lookup(loaderData?.messages, 'imageSearch.title')
      : keyword
        ? lookup(messages, 'search.titleFor', { keyword })
        : lookup(messages, 'search.title'),
    descriptionKey: 'search.description',
    // Only result pages worth finding are indexed: not empty ones, refused filters, unreadable links, or
    // a visitor's own image (an upload that lives 24 h).
    noindex: byImage || !loaderData?.page || loaderData.page.list.length === 0,
  });
}

export async function loader({ request, url, params, context }: Route.LoaderArgs): Promise<SearchData> {
  const locale = routeLocale(params);
  const query = readSearchQuery(url.searchParams);
  const api = pageApi(request, context, locale);
  const catalog = catalogApi(api);
  const named = (node: CategoryNode): CategoryOption => ({ id: node.id, name: categoryName(node, locale), children: node.children.map(named) });
  const categories = api
    .call<CategoryNode[]>(API_PATH.categoryTree)
    .then((tree) => tree.map(named))
    .catch(() => [] as CategoryOption[]);
  const answer = (part: Partial<SearchData>): Promise<SearchData> =>
    categories.then((tree) => ({
      query,
      page: null,
      more: [],
      categories: tree,
      errors: {},
      errorMessage: null,
      linkError: null,
      imageExpired: null,
      messages: query.imageKey ? searchMessages(locale) : null,
      ...part,
    }));

  // A link is not searched as text (product §D4): it goes to its product page, or says why it cannot.
  if (!query.imageKey && query.keyword && looksLikeLink(query.keyword)) {
    let target: string;
    try {
      target = localizePath(productPath(await catalog.goodsIdByUrl(query.keyword)), locale);
    } catch (error) {
      const refused = invalidAnswer(error);
      if (!refused) throw error;
      return answer({ linkError: linkRefusalText(refused) });
    }
    throw redirect(target);
  }

  // A Load More fetch names one page (`pageId`); a page view loads every page its URL says are shown.
  const fetchedPage = Math.trunc(Number(url.searchParams.get('pageId')));
  const pageIds = fetchedPage > 1 ? [fetchedPage] : pageNumbers(loadedPageCount(url.searchParams));
  // A search by image (issue #13 §3) is ordered by similarity: no keyword, no other sort.
  const body: GoodsListBody = {
    ...(query.imageKey ? { imageKey: query.imageKey } : query.keyword ? { keyword: query.keyword } : {}),
    ...(query.categoryId ? { categoryId: numberOrText(query.categoryId) } : {}),
    ...(query.minPrice ? { minPrice: numberOrText(query.minPrice) } : {}),
    ...(query.maxPrice ? { maxPrice: numberOrText(query.maxPrice) } : {}),
    ...(query.currency ? { currency: query.currency } : {}),
    showNoQc: query.showNoQc,
    ...(query.sort && !query.imageKey ? { sort: query.sort } : {}),
    pageId: 1,
    pageSize: SEARCH_PAGE_SIZE,
  };
  try {
    const [page, ...more] = await Promise.all(pageIds.map((pageId) => catalog.searchGoods({ ...body, pageId })));
    // Pages past the end (a shared link after the catalog shrank) are left out.
    return answer({ page: page!, more: more.filter((next) => next.list.length > 0) });
  } catch (error) {
    const expired = query.imageKey ? notFoundMessage(error) : null;
    if (expired !== null) return answer({ imageExpired: expired });
    const refused = invalidAnswer(error);
    if (!refused) throw error;
    const fields = Object.fromEntries(Object.entries(refused.fields).filter(([field]) => FILTER_FIELDS.has(field)));
    return answer({ errors: fields, errorMessage: Object.keys(fields).length ? null : refused.msg });
  }
}

/** Load More only writes the page count into the URL: the list on screen already holds those pages. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyPageCountChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}

const FILTER_FIELDS = new Set(['keyword', 'imageKey', 'categoryId', 'minPrice', 'maxPrice', 'currency', 'sort', 'showNoQc']);

function findCategory(tree: CategoryOption[], id: string): CategoryOption | undefined {
  for (const node of tree) {
    if (String(node.id) === id) return node;
    const child = findCategory(node.children, id);
    if (child) return child;
  }
  return undefined;
}

/** Search results (product §2 "Home and search"): filters in the URL, count, Load More, empty and no-more states. */
export default function SearchResult({ loaderData }: Route.ComponentProps) {
  const { messages, ...data } = loaderData;
  // A search by image adds the `search` namespace (what `MoreMessages` does; inline here, that module is one
  // more first-load file of this page).
  const parent = useTranslation();
  const merged = useMemo(() => (messages ? { ...parent.messages, ...messages } : parent.messages), [parent.messages, messages]);
  return (
    <I18nProvider locale={parent.locale} messages={merged}>
      <SearchView {...data} />
    </I18nProvider>
  );
}

function SearchView({ query, page, more, categories, errors, errorMessage, linkError, imageExpired }: Omit<SearchData, 'messages'>) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const localize = useLocalizePath();
  const category = query.categoryId ? findCategory(categories, query.categoryId) : undefined;
  const heading = query.keyword
    ? t('search.resultsFor', { keyword: query.keyword })
    : category
      ? category.name
      : t('search.title');
  const queryString = searchParamsOf(query).toString();
  const filtered = Boolean(query.categoryId || query.minPrice || query.maxPrice || query.sort);
  // A search by image: below the threshold nothing is a confident match (the list is still the closest goods).
  const threshold = page?.similarityThreshold;
  const noConfidentMatch = Boolean(query.imageKey && page?.list.length && threshold !== undefined && (page.list[0]!.similarity ?? 0) < threshold);
  const pageHref = (pageId: number) => `${localize('/search-result')}?${searchParamsOf(query, { pageId: String(pageId) })}`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6 lg:py-8">
      {query.imageKey ? (
        <div className="flex items-center gap-4">
          {!imageExpired && (
            <img
              src={thumbUrl(query.imageKey, 160, 'cover')}
              alt={t('imageSearch.queryImage')}
              width={80}
              height={80}
              className="size-16 shrink-0 rounded-xl border border-slate-200 bg-white object-cover shadow-sm md:size-20"
            />
          )}
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{t('imageSearch.heading')}</h1>
        </div>
      ) : (
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{heading}</h1>
      )}
      {imageExpired && (
        <div className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-5 py-5">
          <div role="alert">
            <p className="text-lg font-semibold text-slate-900">{t('imageSearch.expiredTitle')}</p>
            <p className="mt-1 text-sm text-slate-700">{t('imageSearch.expiredText')}</p>
          </div>
          <div className="mt-4 max-w-2xl">
            <SearchBox size="lg" />
          </div>
        </div>
      )}
      {page?.correctedKeyword && (
        <p className="mt-2 text-sm text-slate-700">{t('search.correctedTo', { keyword: page.correctedKeyword })}</p>
      )}
      {linkError && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {linkError}
        </p>
      )}
      {!imageExpired && (
        <div className="mt-4">
          <SearchFilters query={query} categories={categories} errors={errors} total={page?.total ?? null} totalCapped={page?.totalCapped === true} />
        </div>
      )}
      {errorMessage && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {errorMessage}
        </p>
      )}
      {page && (
        <section aria-labelledby="results-count" className="mt-6">
          <h2 id="results-count" className="mb-4 text-base font-semibold text-slate-800">
            {page.totalCapped ? t('search.countMore', { value: format.integer(page.total) }) : t('search.count', { count: page.total, value: format.integer(page.total) })}
          </h2>
          {noConfidentMatch && (
            <p role="status" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
              {t('imageSearch.lowConfidence')}
            </p>
          )}
          {page.list.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
              <SearchX aria-hidden="true" className="size-10 text-slate-400" />
              <p className="mt-3 text-lg font-semibold text-slate-900">{t('search.noProducts')}</p>
              <p className="mt-1 max-w-md text-sm text-slate-600">{query.showNoQc ? t('search.noProductsHint') : t('search.noProductsQcHint')}</p>
              <div className="mt-5 flex flex-wrap justify-center gap-3">
                {!query.showNoQc && (
                  <LocalizedLink to={`/search-result?${searchParamsOf({ ...query, showNoQc: true })}`} className="btn-primary">
                    {t('search.includeNoQc')}
                  </LocalizedLink>
                )}
                {filtered && (
                  <LocalizedLink to={`/search-result?${searchParamsOf({ ...query, categoryId: '', minPrice: '', maxPrice: '', sort: '' })}`} className="btn-secondary">
                    {t('search.clearFilters')}
                  </LocalizedLink>
                )}
              </div>
            </div>
          ) : (
            <PagedGoodsGrid key={queryString} first={page} more={more} pageHref={pageHref} eagerCount={2} />
          )}
        </section>
      )}
    </div>
  );
}
