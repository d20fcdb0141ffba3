import { useTranslation } from '../lib/i18n.tsx';
import { LocalizedLink } from './localized-link.tsx';

/** The error page of product §2/§8: status code (default 500), status message and a description. */
export function ErrorScreen({ status = 500, path, description }: { status?: number; path?: string; description?: string }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center" aria-labelledby="error-title">
      <p className="text-7xl font-extrabold tracking-tight text-teal-700">{status}</p>
      <h1 id="error-title" className="mt-4 text-2xl font-semibold text-slate-900">
        {notFound ? t('errors.notFoundStatus') : t('errors.serverErrorStatus')}
      </h1>
      <p className="mt-3 text-slate-600">
        {description ?? (notFound ? t('errors.notFoundDescription', { path: path ?? '' }) : t('errors.serverErrorDescription'))}
      </p>
      <LocalizedLink to="/" className="btn-primary mt-8">
        {t('errors.backHome')}
      </LocalizedLink>
    </section>
  );
}
