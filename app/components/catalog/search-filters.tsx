import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { useId, useRef } from 'react';
import { Form, useSubmit } from 'react-router';
import { convertFromCny, pickRate } from '../../../core/currency.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { readSearchQuery, SEARCH_SORTS, searchParamsOf, type SearchQuery } from '../../lib/search-query.ts';
import { useLocalizePath } from '../localized-link.tsx';

const SORT_KEYS = {
  relevance: 'search.sortRelevance',
  sales: 'search.sortSales',
  price_asc: 'search.sortPriceAsc',
  price_desc: 'search.sortPriceDesc',
  newest: 'search.sortNewest',
} as const;

const fieldClass =
  'h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 aria-[invalid=true]:border-red-600';

/** A price from the URL (written in `from`) as the display currency shows it; text that is no number stays as typed. */
function displayAmount(value: string, from: string, rates: ReturnType<typeof useAppState>['rates'], display: ReturnType<typeof useAppState>['rate']): string {
  const number = Number(value);
  if (value === '' || !Number.isFinite(number) || from === display.currency) return value;
  const cny = number * pickRate(rates, from || 'CNY').rate;
  return String(convertFromCny(cny, display));
}

/** A category of the select, named in the page's language. */
export type CategoryOption = { id: number; name: string; children: CategoryOption[] };

/**
 * The search filters (spec §2 "Home and search") as a GET form: every change is a navigation, so
 * the URL is shareable and Back returns to the previous filters. Selects and the toggle apply at
 * once with JavaScript; prices apply with the button (or Enter), and without JavaScript so does all.
 */
export function SearchFilters({ query, categories, errors }: { query: SearchQuery; categories: CategoryOption[]; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const { rates, rate, currency } = useAppState();
  const localize = useLocalizePath();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const action = localize('/search-result');
  // With JavaScript the URL leaves out empty fields (`?keyword=bag&sort=sales`, not `…&minPrice=&maxPrice=`).
  const apply = (form: HTMLFormElement) => {
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
    void submit(searchParamsOf(readSearchQuery(fields)), { method: 'get', action });
  };
  const applyNow = () => formRef.current && apply(formRef.current);

  const priceFrom = query.currency || 'CNY';
  const minValue = displayAmount(query.minPrice, priceFrom, rates, rate);
  const maxValue = displayAmount(query.maxPrice, priceFrom, rates, rate);
  const error = (field: string) => errors[field];
  const describedBy = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);
  const fieldError = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-xs font-medium text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <Form
      ref={formRef}
      method="get"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      aria-label={t('search.filters')} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm md:p-4">
      {query.keyword && <input type="hidden" name="keyword" value={query.keyword} />}
      <input type="hidden" name="currency" value={currency} />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(12rem,1.4fr)_repeat(2,minmax(6rem,0.8fr))_minmax(10rem,1fr)_auto] md:items-end">
        <div className="col-span-2 md:col-span-1">
          <label htmlFor={`${id}-category`} className="mb-1 block text-xs font-semibold text-slate-700">
            {t('search.category')}
          </label>
          <select
            id={`${id}-category`}
            name="categoryId"
            defaultValue={query.categoryId}
            key={`category-${query.categoryId}`}
            onChange={applyNow}
            aria-invalid={error('categoryId') ? true : undefined}
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
            <label htmlFor={`${id}-${field}`} className="mb-1 block text-xs font-semibold text-slate-700">
              {t(field === 'minPrice' ? 'search.minPrice' : 'search.maxPrice', { currency: `${rate.currency} ${rate.symbol}`.trim() })}
            </label>
            <input
              id={`${id}-${field}`}
              name={field}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={field === 'minPrice' ? minValue : maxValue}
              key={`${field}-${rate.currency}-${query[field]}`}
              aria-invalid={error(field) ? true : undefined}
              aria-describedby={describedBy(field)}
              className={`${fieldClass} border-slate-300`}
            />
            {fieldError(field)}
          </div>
        ))}
        <div>
          <label htmlFor={`${id}-sort`} className="mb-1 block text-xs font-semibold text-slate-700">
            {t('search.sort')}
          </label>
          <select
            id={`${id}-sort`}
            name="sort"
            defaultValue={query.sort}
            key={`sort-${query.sort}`}
            onChange={applyNow}
            aria-invalid={error('sort') ? true : undefined}
            aria-describedby={describedBy('sort')}
            className={`${fieldClass} border-slate-300`}
          >
            <option value="">{t(query.keyword ? 'search.sortRelevance' : 'search.sortDefault')}</option>
            {SEARCH_SORTS.filter((sort) => sort !== 'relevance' || query.keyword).map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_KEYS[sort])}
              </option>
            ))}
          </select>
          {fieldError('sort')}
        </div>
        <button type="submit" className="btn-primary gap-2 self-end px-3">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('search.apply')}
        </button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <label className="inline-flex cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            role="switch"
            name="showNoQc"
            value="1"
            defaultChecked={query.showNoQc}
            key={`qc-${query.showNoQc}`}
            onChange={applyNow}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition peer-checked:bg-teal-700 peer-focus-visible:ring-2 peer-focus-visible:ring-teal-600 peer-focus-visible:ring-offset-2 after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition peer-checked:after:translate-x-5"
          />
          <span>{t('search.showNoQc')}</span>
        </label>
        <p className="text-xs text-slate-600">{query.showNoQc ? t('search.showingAllGoods') : t('search.showingQcGoods')}</p>
      </div>
    </Form>
  );
}
