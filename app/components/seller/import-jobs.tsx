import { useEffect, useState } from 'react';
import type { ShopJob } from '../../../core/api-schemas.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { isActiveJob, jobShare } from './my-store-logic.ts';
import { Panel, Spinner } from './seller-context.tsx';

/** How many jobs the page lists (newest first); older ones are history the seller no longer needs. */
const JOBS_SHOWN = 5;

const STATUS_STYLE: Record<ShopJob['status'], string> = {
  queued: 'bg-slate-100 text-slate-800',
  running: 'bg-sky-50 text-sky-900',
  done: 'bg-emerald-50 text-emerald-900',
  failed: 'bg-red-50 text-red-800',
};

/** The imports (issue #12 §3): each job's kind, status and done / failed / total, updated while they run. */
export function ImportJobs({ jobs }: { jobs: ShopJob[] }) {
  const { t } = useTranslation();
  const { locale } = useAppState();
  // Times in the visitor's own time zone, known only in the browser: shown after hydration.
  const [time, setTime] = useState<Intl.DateTimeFormat | null>(null);
  useEffect(() => setTime(new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })), [locale]);
  return (
    <Panel id="import-jobs-title" title={t('myStore.jobs.title')}>
      <ul className="flex flex-col gap-3">
        {jobs.slice(0, JOBS_SHOWN).map((job) => {
          const share = jobShare(job);
          return (
            <li key={job.id} className="rounded-xl border border-slate-200 p-3" aria-label={`${t(`myStore.jobs.kind.${job.kind}`)} · ${t(`myStore.jobs.status.${job.status}`)}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-semibold text-slate-900">
                  {t(`myStore.jobs.kind.${job.kind}`)}
                  {time && <span className="ml-2 font-normal text-slate-600">{t('myStore.jobs.started', { time: time.format(new Date(job.createdAt)) })}</span>}
                </p>
                <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[job.status]}`}>
                  {isActiveJob(job) && <Spinner />}
                  {t(`myStore.jobs.status.${job.status}`)}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={t('myStore.jobs.progress')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(share * 100)}
                className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
              >
                <div className={`h-full rounded-full ${job.status === 'failed' ? 'bg-red-500' : 'bg-teal-600'}`} style={{ width: `${share * 100}%` }} />
              </div>
              <p className="mt-1 text-xs tabular-nums text-slate-700">
                {t('myStore.jobs.counts', { done: job.done.toLocaleString(locale), failed: job.failed.toLocaleString(locale), total: job.total.toLocaleString(locale) })}
              </p>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
