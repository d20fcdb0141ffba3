import CalendarX from 'lucide-react/icons/calendar-x';
import CalendarSearch from 'lucide-react/icons/calendar-search';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { LocalizedLink } from '../localized-link.tsx';

/** The screens of product §2 "Activity detail" / §8: not found (Back to Home), unsupported type, Activity Expired. */
export function ActivityScreen({ kind, children }: { kind: 'notFound' | 'unsupported' | 'expired'; children?: ReactNode }) {
  const { t } = useTranslation();
  const Icon = kind === 'expired' ? CalendarX : CalendarSearch;
  const title = kind === 'notFound' ? t('detail.notFound') : kind === 'unsupported' ? t('detail.unsupported') : t('detail.expired');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center" aria-labelledby="activity-screen-title" data-screen={kind}>
      <Icon aria-hidden="true" className="size-16 text-teal-700" />
      <h1 id="activity-screen-title" className="mt-4 text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      {kind === 'notFound' && <p className="mt-3 text-slate-600">{t('detail.notFoundText')}</p>}
      {kind === 'expired' && <p className="mt-3 text-slate-600">{t('detail.expiredText')}</p>}
      {children}
      <LocalizedLink to="/" className="btn-primary mt-8">
        {t('errors.backHome')}
      </LocalizedLink>
    </section>
  );
}
