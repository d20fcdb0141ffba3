import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/i18n.tsx';
import { Form } from 'react-router';
import { useLocalizePath } from './localized-link.tsx';

/** Search by name or link (spec §2). Results come with the catalog; an empty search shows the spec's message. */
export function SearchBox({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const [error, setError] = useState(false);
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const keyword = new FormData(event.currentTarget).get('keyword');
    if (typeof keyword !== 'string' || keyword.trim() === '') {
      event.preventDefault();
      setError(true);
    }
  };
  const large = size === 'lg';
  return (
    <Form method="get" action={localize('/search-result')} role="search" onSubmit={onSubmit} className="w-full" noValidate>
      <label htmlFor={`${id}-q`} className="sr-only">
        {t('search.label')}
      </label>
      <div className={`flex items-stretch overflow-hidden rounded-full border bg-white shadow-sm focus-within:ring-2 focus-within:ring-teal-600 ${error ? 'border-red-600' : 'border-slate-300'}`}>
        <input
          id={`${id}-q`}
          name="keyword"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={2000}
          placeholder={t('search.placeholder')}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          onChange={() => error && setError(false)}
          className={`min-w-0 flex-1 bg-transparent text-slate-900 placeholder:text-slate-500 focus:outline-none ${large ? 'px-5 py-3.5 text-base' : 'px-4 py-2 text-sm'}`}
        />
        <button type="submit" className={`flex items-center gap-2 bg-teal-700 font-medium text-white hover:bg-teal-800 focus-visible:outline-none ${large ? 'px-6 text-base' : 'px-4 text-sm'}`}>
          <Search aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{t('search.submit')}</span>
        </button>
      </div>
      <p id={`${id}-err`} role="alert" className={`mt-1.5 px-4 text-sm text-red-700 ${error ? '' : 'sr-only'}`}>
        {error ? t('search.empty') : ''}
      </p>
    </Form>
  );
}
