import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/admin-applications';
import { ADMIN_PATH } from '../../core/admin-schemas.ts';
import { APPLICATION_REVIEW_MESSAGE_MAX, ApplicationReviewSchema, type ApplicationAdmin, type ApplicationAdminPage } from '../../core/application-schemas.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../core/application-status.ts';
import { categoryName } from '../../core/api.ts';
import { lookup } from '../../core/i18n/translate.ts';
import { LOCALE_NAMES, LOCALE_TAGS } from '../../core/locale.ts';
import { PROGRAMMES, type Programme } from '../../core/programmes.ts';
import { useLocalizePath } from '../components/localized-link.tsx';
import { refusalOf, useSellerApi } from '../components/seller/seller-api.ts';
import { useAppState } from '../lib/app-state.tsx';
import { apiMessages, fallbackMessage } from '../lib/auth.server.ts';
import { openConfirm } from '../lib/confirm.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';
import { showToast } from '../lib/toast.ts';
import { adminMessages, requireOperator } from './admin-guard.server.ts';

/** Keys of the `api` catalogue the review form's schema answers with, for the browser's check. */
const MESSAGE_KEYS = ['invalid', 'applicationReviewMessageRequired', 'applicationReviewMessageTooLong'] as const;
const PAGE_SIZE = 20;

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, title: loaderData?.title, noindex: true });
}

const statusOf = (value: string | null): ApplicationStatus | null => ((APPLICATION_STATUSES as readonly string[]).includes(value ?? '') ? (value as ApplicationStatus) : value === 'all' ? null : 'pending');
const programmeOf = (value: string | null): Programme | null => ((PROGRAMMES as readonly string[]).includes(value ?? '') ? (value as Programme) : null);

/** Programme applications, by programme and status (pending by default), oldest first (`S/admin/application/list`). */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args);
  const locale = routeLocale(args.params);
  const url = new URL(args.request.url);
  const status = statusOf(url.searchParams.get('status'));
  const programme = programmeOf(url.searchParams.get('programme'));
  const pageId = Math.max(1, Math.min(500, Number(url.searchParams.get('page')) || 1));
  const title = lookup(adminMessages(args), 'admin.applications.title');
  const messages = { ...apiMessages(locale, MESSAGE_KEYS), fallback: fallbackMessage(locale) };
  try {
    const page = await pageApi(args.request, args.context, locale).call<ApplicationAdminPage>(ADMIN_PATH.applicationList, { ...(status ? { status } : {}), ...(programme ? { programme } : {}), pageId, pageSize: PAGE_SIZE });
    return { title, status, programme, page, messages };
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error('application list failed', error);
    return { title, status, programme, page: null, messages };
  }
}

function Details({ application }: { application: ApplicationAdmin }) {
  const { t } = useTranslation();
  const { hotCategories, locale } = useAppState();
  const row = (label: string, value: React.ReactNode) => (
    <div className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{value}</dd>
    </div>
  );
  const link = (href: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-teal-800 underline">
      {href}
    </a>
  );
  return (
    <dl className="mt-3 space-y-2 text-sm">
      {application.programme === 'influencers' ? (
        <>
          {row(t('admin.applications.discord'), link(application.details.discordInvite))}
          {row(t('admin.applications.members'), new Intl.NumberFormat(LOCALE_TAGS[locale]).format(application.details.memberCount))}
          {application.details.links.length > 0 && row(t('admin.applications.links'), <ul className="space-y-0.5">{application.details.links.map((l) => <li key={l}>{link(l)}</li>)}</ul>)}
        </>
      ) : (
        <>
          {row(t('admin.applications.stores'), <ul className="space-y-0.5">{application.details.stores.map((s) => <li key={`${s.channel}:${s.shopId}`}>{`${s.channel} · `}{link(s.url)}</li>)}</ul>)}
          {row(t('admin.applications.categories'), application.details.categoryIds.map((id) => { const c = hotCategories.find((h) => h.id === id); return c ? categoryName(c, locale) : `#${id}`; }).join(', '))}
        </>
      )}
      {application.message && row(t('admin.applications.applicantMessage'), <span className="whitespace-pre-line">{application.message}</span>)}
    </dl>
  );
}

function ApplicationCard({ application, messages, onReviewed }: { application: ApplicationAdmin; messages: Record<string, string>; onReviewed: () => void }) {
  const { t, locale } = useTranslation();
  const api = useSellerApi();
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const when = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const messageId = `review-message-${application.id}`;

  const review = async (decision: 'accept' | 'decline') => {
    const parsed = ApplicationReviewSchema.safeParse({ id: application.id, decision, ...(message.trim() ? { message } : {}) });
    if (!parsed.success) {
      setError(messages[parsed.error.issues[0]?.message ?? 'invalid'] ?? messages.invalid ?? '');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const { msg } = await api.said(ADMIN_PATH.applicationReview, parsed.data);
      showToast(msg);
      onReviewed();
    } catch (e) {
      const refusal = refusalOf(e, messages.fallback ?? '');
      setError(refusal.fields.message ?? refusal.message);
    } finally {
      setBusy(false);
    }
  };
  const accept = () => openConfirm({ confirmContent: t('admin.applications.acceptConfirm', { email: application.applicantEmail }), confirmBtnText: t('admin.applications.accept'), confirmCallBack: () => review('accept') });

  return (
    <li data-application={application.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{`${t(`admin.applications.programmes.${application.programme}`)} · ${application.applicantEmail}`}</p>
          <p className="text-xs text-slate-600">
            {[
              t('admin.applications.submitted', { when: `${when.format(new Date(application.createdAt))} UTC` }),
              t('admin.applications.language', { language: LOCALE_NAMES[application.locale as keyof typeof LOCALE_NAMES] ?? application.locale }),
              ...(application.reviewedAt ? [t('admin.applications.reviewed', { when: `${when.format(new Date(application.reviewedAt))} UTC` })] : []),
            ].join(' · ')}
          </p>
        </div>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">{t(`admin.applications.statuses.${application.status}`)}</span>
      </div>
      <Details application={application} />
      {application.reviewMessage && <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{t('admin.applications.sentMessage', { message: application.reviewMessage })}</p>}
      {application.status === 'pending' && (
        <div className="mt-3 space-y-2">
          <label htmlFor={messageId} className="block text-sm font-medium text-slate-800">
            {t('admin.applications.reviewMessage')}
          </label>
          <p id={`${messageId}-hint`} className="text-xs text-slate-600">
            {t('admin.applications.reviewMessageHint')}
          </p>
          <textarea
            id={messageId}
            value={message}
            maxLength={APPLICATION_REVIEW_MESSAGE_MAX}
            rows={2}
            onChange={(e) => setMessage(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${messageId}-hint`}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-teal-700 focus:outline-2 focus:outline-teal-700"
          />
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-secondary min-h-10 px-4 text-red-700" disabled={busy} onClick={() => review('decline')}>
              {t('admin.applications.decline')}
            </button>
            <button type="button" className="btn-primary min-h-10 px-4" disabled={busy} onClick={accept}>
              {t('admin.applications.accept')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

/** The applications queue (issue 15 §3; product §D5 "Operators … review registrations and applications"). */
export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { page, status, programme, messages } = loaderData;
  const go = (next: { status?: ApplicationStatus | null; programme?: Programme | null; pageId?: number }) => {
    const params = new URLSearchParams();
    const s = next.status === undefined ? status : next.status;
    const p = next.programme === undefined ? programme : next.programme;
    params.set('status', s ?? 'all');
    if (p) params.set('programme', p);
    if ((next.pageId ?? 1) > 1) params.set('page', String(next.pageId));
    navigate(`${localize('/admin/applications')}?${params}`, { replace: true });
  };
  const select = 'min-h-10 rounded-lg border border-slate-300 bg-white px-3 text-base';
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.applications.title')}</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('admin.applications.intro')}</p>
      <div className="mt-4 flex flex-wrap gap-4">
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          {t('admin.applications.programme')}
          <select value={programme ?? ''} onChange={(e) => go({ programme: programmeOf(e.target.value) })} className={select}>
            <option value="">{t('admin.applications.all')}</option>
            {PROGRAMMES.map((p) => (
              <option key={p} value={p}>
                {t(`admin.applications.programmes.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          {t('admin.applications.status')}
          <select value={status ?? 'all'} onChange={(e) => go({ status: statusOf(e.target.value) })} className={select}>
            <option value="all">{t('admin.applications.all')}</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.applications.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!page ? (
        <p role="alert" className="mt-4 text-red-700">{t('admin.applications.failed')}</p>
      ) : page.list.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{t('admin.applications.empty')}</p>
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-600">{t('admin.applications.total', { count: page.total })}</p>
          <ul className="mt-2 space-y-3">
            {page.list.map((a) => (
              <ApplicationCard key={a.id} application={a} messages={messages} onReviewed={() => go({ pageId: page.pageId })} />
            ))}
          </ul>
          {(page.pageId > 1 || page.hasMore) && (
            <div className="mt-4 flex justify-between">
              <button type="button" className="btn-secondary min-h-10 px-4" disabled={page.pageId <= 1} onClick={() => go({ pageId: page.pageId - 1 })}>
                {t('admin.audit.previous')}
              </button>
              <button type="button" className="btn-secondary min-h-10 px-4" disabled={!page.hasMore} onClick={() => go({ pageId: page.pageId + 1 })}>
                {t('admin.audit.next')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
