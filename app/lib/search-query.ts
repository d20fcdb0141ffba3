/** The query of `/search-result` (shareable URL → filters of `S/pub/get/goods/list`, product §D4). */

export const SEARCH_SORTS = ['relevance', 'sales', 'price_asc', 'price_desc', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Results per page on the search and home pages (product §D4: pageSize 1..60). */
export const SEARCH_PAGE_SIZE = 12;

/** The filters as the URL holds them: text, so a bad value reaches the server and gets its message. */
export type SearchQuery = {
  keyword: string;
  /** A search by image: the upload's storage key (`A/pub/putfile`, purpose search; issue #13 §3). */
  imageKey: string;
  categoryId: string;
  minPrice: string;
  maxPrice: string;
  /** The currency `minPrice`/`maxPrice` are written in (the display currency when the form sent them). */
  currency: string;
  showNoQc: boolean;
  sort: string;
};

const TRUE_VALUES = new Set(['1', 'true', 'on']);

export function readSearchQuery(params: URLSearchParams): SearchQuery {
  const text = (name: string) => (params.get(name) ?? '').trim();
  return {
    keyword: text('keyword'),
    imageKey: text('imageKey'),
    categoryId: text('categoryId'),
    minPrice: text('minPrice'),
    maxPrice: text('maxPrice'),
    currency: text('currency').toUpperCase(),
    showNoQc: TRUE_VALUES.has(text('showNoQc').toLowerCase()),
    // "relevance" is the server's default: one way to write it keeps one "Best match" in the sort menu.
    sort: text('sort') === 'relevance' ? '' : text('sort'),
  };
}

/** The query as URL parameters, leaving out empty ones (the form's own order). */
export function searchParamsOf(query: SearchQuery, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.imageKey) params.set('imageKey', query.imageKey);
  if (query.categoryId) params.set('categoryId', query.categoryId);
  if (query.minPrice) params.set('minPrice', query.minPrice);
  if (query.maxPrice) params.set('maxPrice', query.maxPrice);
  if ((query.minPrice || query.maxPrice) && query.currency) params.set('currency', query.currency);
  if (query.showNoQc) params.set('showNoQc', '1');
  if (query.sort) params.set('sort', query.sort);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params;
}

/** A number where the text is one, else the text itself, so the server's schema names what is wrong. */
export function numberOrText(value: string): number | string | undefined {
  if (value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}
