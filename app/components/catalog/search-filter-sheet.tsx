import * as Dialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import { useTranslation } from '../../lib/i18n.tsx';
import { useCatalogFormat } from './format.ts';
import { FilterForm, type FiltersProps } from './search-filter-form.tsx';

/**
 * The phone's search filters in a bottom sheet. Each filter applies at once (the results behind it
 * update); the button closes the sheet and names how many results there are. Escape or the close
 * button leave too; focus goes back to the Filters button. Loaded lazily by SearchFilters.
 */
export default function FilterSheet(props: FiltersProps & { open: boolean; onClose: () => void; returnFocus: () => void; total: number | null; totalCapped?: boolean }) {
  const { open, onClose, returnFocus, query, categories, errors, total, totalCapped } = props;
  const { t } = useTranslation();
  const format = useCatalogFormat();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[8000] bg-slate-900/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-x-0 bottom-0 z-[8000] flex max-h-[85vh] flex-col rounded-t-2xl bg-white shadow-2xl data-[state=open]:animate-slide-up"
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 pb-3 pt-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{t('search.filters')}</Dialog.Title>
              <Dialog.Description className="mt-0.5 text-xs text-slate-600">{t('search.filtersApplyAtOnce')}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <button type="button" aria-label={t('search.closeFilters')} className="-mr-1 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700">
                <X aria-hidden="true" className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-4 py-4">
            <FilterForm query={query} categories={categories} errors={errors} variant="sheet" />
          </div>
          <div className="border-t border-slate-200 px-4 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3">
            <Dialog.Close asChild>
              <button type="button" className="btn-primary w-full">
                {total === null ? t('search.showResultsPlain') : totalCapped ? t('search.showResultsMore', { value: format.integer(total) }) : t('search.showResults', { count: total, value: format.integer(total) })}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
