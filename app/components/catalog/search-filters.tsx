import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { lazy, Suspense, useRef, useState } from 'react';
import type { SearchQuery } from '../../lib/search-query.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { FilterForm, type FiltersProps } from './search-filter-form.tsx';

export type { CategoryOption } from './search-filter-form.tsx';

// The phone's sheet (Radix Dialog) loads on first use, keeping it out of the page's first-load JavaScript.
const loadSheet = () => import('./search-filter-sheet.tsx');
const FilterSheet = lazy(loadSheet);

/** How many filters narrow or order the list (the phone's Filters button shows it). */
function activeFilterCount(query: SearchQuery): number {
  return [query.categoryId, query.minPrice || query.maxPrice, query.sort, query.showNoQc].filter(Boolean).length;
}

/**
 * The search filters (product §2 "Home and search"). One rule for all of them: a filter applies as soon
 * as it is set — a select or the switch when it changes, a price when it is committed (Enter, or
 * leaving the field with a new value), so typing "120" never searches for "1" and "12". Every change
 * is a navigation, so the URL is shareable and Back returns to the previous filters. On a desktop the
 * filters are a bar above the results; on a phone a Filters button opens them in a sheet whose
 * button shows the results (already updated behind it). Without JavaScript the form submits with its
 * button.
 */
export function SearchFilters({ query, categories, errors, total, totalCapped = false }: FiltersProps & { total: number | null; totalCapped?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const active = activeFilterCount(query);
  const errorTexts = Object.values(errors);
  return (
    <>
      <div className="hidden md:block">
        <FilterForm query={query} categories={categories} errors={errors} variant="bar" />
      </div>
      <div className="md:hidden">
        <button
          ref={trigger}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={() => void loadSheet()}
          onFocus={() => void loadSheet()}
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
          className="btn-secondary gap-2 px-4"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('search.filtersButton')}
          {active > 0 && (
            <>
              <span aria-hidden="true" className="inline-flex size-5 items-center justify-center rounded-full bg-teal-700 text-xs font-bold text-white">
                {active}
              </span>
              <span className="sr-only">{t('search.filtersActive', { count: active })}</span>
            </>
          )}
        </button>
        {errorTexts.length > 0 && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {errorTexts.join(' ')}
          </p>
        )}
        {mounted && (
          <Suspense fallback={null}>
            <FilterSheet
              open={open}
              onClose={() => setOpen(false)}
              returnFocus={() => trigger.current?.focus()}
              query={query}
              categories={categories}
              errors={errors}
              total={total}
              totalCapped={totalCapped}
            />
          </Suspense>
        )}
      </div>
    </>
  );
}
