import { useId, useState } from 'react';
import { Form, useSubmit } from 'react-router';
import { convertFromCny, pickRate } from '../../../core/currency.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { SEARCH_SORTS, searchParamsOf, type SearchQuery } from '../../lib/search-query.ts';
import { useLocalizePath } from '../localized-link.tsx';

const SORT_KEYS = {
  sales: 'search.sortSales',
  price_asc: 'search.sortPriceAsc',
  price_desc: 'search.sortPriceDesc',
  newest: 'search.sortNewest',
} as const;
/** The sorts listed after the first option; the first (no `sort`) is "Best match" with a keyword and "Recommended" without. */
const LISTED_SORTS = SEARCH_SORTS.filter((sort): sort is keyof typeof SORT_KEYS => sort !== 'relevance');

const fieldClass =
  'h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 aria-[invalid=true]:border-red-600';

/** A price from the URL (written in `from`) as the display currency shows it; text that is no number stays as typed. */
function displayAmount(value: string, from: string, rates: ReturnType<typeof useAppState>['rates'], display: ReturnType<typeof useAppState>['rate']): string {
  const number = Number(value);
  if (value === '' || !Number.isFinite(number) || from === display.currency) return value;
  const cny = number * pickRate(rates, from || 'CNY').rate;
  return String(convertFromCny(cny, display));
}

/** A field's value that follows the URL when the URL changes (Back, a link) and the person's input in between. */
function useFollowing<T>(fromUrl: T): [T, (value: T) => void] {
  const [value, setValue] = useState(fromUrl);
  const [shown, setShown] = useState(fromUrl);
  if (fromUrl !== shown) {
    setShown(fromUrl);
    setValue(fromUrl);
  }
  return [value, setValue];
}

/** A category of the select, named in the page's language. */
export type CategoryOption = { id: number; name: string; children: CategoryOption[] };

export type FiltersProps = { query: SearchQuery; categories: CategoryOption[]; errors: Record<string, string> };

/**
 * The fields of the search filters (see SearchFilters for how they apply), as a GET form: a bar above
 * the results on a desktop, stacked in the phone's sheet.
 */
export function FilterForm({ query, categories, errors, variant }: FiltersProps & { variant: 'bar' | 'sheet' }) {
  const { t } = useTranslation();
  const { rates, rate, currency } = useAppState();
  const localize = useLocalizePath();
  const submit = useSubmit();
  const id = useId();
  const action = localize('/search-result');

  const priceFrom = query.currency || 'CNY';
  const [categoryId, setCategoryId] = useFollowing(query.categoryId);
  const [sort, setSort] = useFollowing(query.sort);
  const [showNoQc, setShowNoQc] = useFollowing(query.showNoQc);
  const appliedMin = displayAmount(query.minPrice, priceFrom, rates, rate);
  const appliedMax = displayAmount(query.maxPrice, priceFrom, rates, rate);
  const [minPrice, setMinPrice] = useFollowing(appliedMin);
  const [maxPrice, setMaxPrice] = useFollowing(appliedMax);

  // Prices are sent in the display currency; the server converts them once (core/catalog-schemas.ts).
  const apply = (change: Partial<SearchQuery>) => {
    const next: SearchQuery = { keyword: query.keyword, imageKey: query.imageKey, categoryId, minPrice: minPrice.trim(), maxPrice: maxPrice.trim(), currency, showNoQc, sort, ...change };
    void submit(searchParamsOf(next), { method: 'get', action });
  };
  const commitPrices = () => {
    if (minPrice.trim() !== appliedMin || maxPrice.trim() !== appliedMax) apply({});
  };

  const describedBy = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);
  const fieldError = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-xs font-medium text-red-700">
        {errors[field]}
      </p>
    ) : null;
  const label = (field: string, text: string) => (
    <label htmlFor={`${id}-${field}`} className="mb-1 block text-xs font-semibold text-slate-700">
      {text}
    </label>
  );

  const sheet = variant === 'sheet';
  return (
    <Form
      method="get"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        apply({});
      }}
      aria-label={sheet ? undefined : t('search.filters')}
      className={sheet ? '' : 'rounded-xl border border-slate-200 bg-white p-3 shadow-sm md:p-4'}
    >
      {query.keyword && <input type="hidden" name="keyword" value={query.keyword} />}
      {query.imageKey && <input type="hidden" name="imageKey" value={query.imageKey} />}
      <input type="hidden" name="currency" value={currency} />
      <div className={sheet ? 'grid grid-cols-2 gap-4' : 'grid grid-cols-[minmax(12rem,1.4fr)_repeat(2,minmax(6rem,0.8fr))_minmax(10rem,1fr)] items-end gap-3'}>
        <div className={sheet ? 'col-span-2' : ''}>
          {label('category', t('search.category'))}
          <select
            id={`${id}-category`}
            name="categoryId"
            value={categoryId}
            onChange={(event) => {
              setCategoryId(event.target.value);
              apply({ categoryId: event.target.value });
            }}
            aria-invalid={errors.categoryId ? true : undefined}
            aria-describedby={describedBy('categoryId')}
            className={`${fieldClass} border-slate-300`}
          >
            <option value="">{t('search.allCategories')}</option>
            {categories.map((category) => (
              <optgroup key={category.id} label={category.name}>
                <option value={String(category.id)}>{t('search.allOfCategory', { category: category.name })}</option>
                {category.children.map((child) => (
                  <option key={child.id} value={String(child.id)}>
                    {child.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {fieldError('categoryId')}
        </div>
        {(['minPrice', 'maxPrice'] as const).map((field) => (
          <div key={field}>
            {label(field, t(field === 'minPrice' ? 'search.minPrice' : 'search.maxPrice', { currency: `${rate.currency} ${rate.symbol}`.trim() }))}
            <input
              id={`${id}-${field}`}
              name={field}
              type="text"
              inputMode="decimal"
              enterKeyHint="search"
              autoComplete="off"
              value={field === 'minPrice' ? minPrice : maxPrice}
              onChange={(event) => (field === 'minPrice' ? setMinPrice : setMaxPrice)(event.target.value)}
              onBlur={commitPrices}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                commitPrices();
              }}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describedBy(field)}
              className={`${fieldClass} border-slate-300`}
            />
            {fieldError(field)}
          </div>
        ))}
        {/* A search by image is ordered by similarity (issue #13 §3): no other order. */}
        {!query.imageKey && (
          <div className={sheet ? 'col-span-2' : ''}>
            {label('sort', t('search.sort'))}
            <select
              id={`${id}-sort`}
              name="sort"
              value={sort}
              onChange={(event) => {
                setSort(event.target.value);
                apply({ sort: event.target.value });
              }}
              aria-invalid={errors.sort ? true : undefined}
              aria-describedby={describedBy('sort')}
              className={`${fieldClass} border-slate-300`}
            >
              <option value="">{t(query.keyword ? 'search.sortRelevance' : 'search.sortDefault')}</option>
              {LISTED_SORTS.map((option) => (
                <option key={option} value={option}>
                  {t(SORT_KEYS[option])}
                </option>
              ))}
            </select>
            {fieldError('sort')}
          </div>
        )}
      </div>
      <div className={`mt-3 flex flex-wrap items-center gap-3 ${sheet ? 'mt-5' : 'justify-between'}`}>
        <label className="inline-flex cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            role="switch"
            name="showNoQc"
            value="1"
            checked={showNoQc}
            onChange={(event) => {
              setShowNoQc(event.target.checked);
              apply({ showNoQc: event.target.checked });
            }}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition peer-checked:bg-teal-700 peer-focus-visible:ring-2 peer-focus-visible:ring-teal-600 peer-focus-visible:ring-offset-2 after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition peer-checked:after:translate-x-5"
          />
          <span>{t('search.showNoQc')}</span>
        </label>
        <p className="text-xs text-slate-600">{query.showNoQc ? t('search.showingAllGoods') : t('search.showingQcGoods')}</p>
        {/* Without JavaScript nothing applies by itself: the form is sent with this button. */}
        <noscript>
          <button type="submit" className="btn-primary gap-2 px-3">
            {t('search.apply')}
          </button>
        </noscript>
      </div>
    </Form>
  );
}
