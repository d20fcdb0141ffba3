import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/admin-registrations';
import { ADMIN_PATH } from '../../core/admin-schemas.ts';
import { lookup } from '../../core/i18n/translate.ts';
import { LOCALE_TAGS } from '../../core/locale.ts';
import { REGISTRATION_REASON_MAX, RegistrationReviewSchema, type RegistrationAdmin, type RegistrationAdminPage } from '../../core/registration-schemas.ts';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '../../core/registration-status.ts';
import { useLocalizePath } from '../components/localized-link.tsx';
import { refusalOf, useSellerApi } from '../components/seller/seller-api.ts';
import { apiMessages, fallbackMessage } from '../lib/auth.server.ts';
import { openConfirm } from '../lib/confirm.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';
import { showToast } from '../lib/toast.ts';
import { adminMessages, requireOperator } from './admin-guard.server.ts';

/** Keys of the `api` catalogue the review form's schema answers with, for the browser's check. */
const MESSAGE_KEYS = ['invalid', 'registrationReasonRequired', 'registrationReasonTooLong'] as const;
const PAGE_SIZE = 30;

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, title: loaderData?.title, noindex: true });
}

const statusOf = (value: string | null): RegistrationStatus => ((REGISTRATION_STATUSES as readonly string[]).includes(value ?? '') ? (value as RegistrationStatus) : 'pending');

/** The registrations of one status (pending by default), oldest first: the queue (`S/admin/registration/list`). */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args);
  const locale = routeLocale(args.params);
  const url = new URL(args.request.url);
  const status = statusOf(url.searchParams.get('status'));
  const pageId = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const title = lookup(adminMessages(args), 'admin.registrations.title');
  const messages = { ...apiMessages(locale, MESSAGE_KEYS), fallback: fallbackMessage(locale) };
  try {
    const page = await pageApi(args.request, args.context, locale).call<RegistrationAdminPage>(ADMIN_PATH.registrationList, { status, pageId, pageSize: PAGE_SIZE });
    return { title, status, page, messages };
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error('registration list failed', error);
    return { title, status, page: null, messages };
  }
}

function useMoney() {
  const { locale } = useTranslation();
  return useMemo(() => {
    const f = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol' });
    return (cny: number) => f.format(cny);
  }, [locale]);
}

function RegistrationCard({ registration, messages, onReviewed }: { registration: RegistrationAdmin; messages: Record<string, string>; onReviewed: () => void }) {
  const { t, locale } = useTranslation();
  const api = useSellerApi();
  const money = useMoney();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const when = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const reasonId = `reject-reason-${registration.id}`;

  const review = async (decision: 'approve' | 'reject') => {
    const parsed = RegistrationReviewSchema.safeParse({ id: registration.id, decision, ...(decision === 'reject' ? { reason } : {}) });
    if (!parsed.success) {
      setError(messages[parsed.error.issues[0]?.message ?? 'invalid'] ?? messages.invalid ?? '');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const { msg } = await api.said(ADMIN_PATH.registrationReview, parsed.data);
      showToast(msg);
      onReviewed();
    } catch (e) {
      const refusal = refusalOf(e, messages.fallback ?? '');
      setError(refusal.fields.reason ?? refusal.message);
    } finally {
      setBusy(false);
    }
  };
  const approve = () =>
    openConfirm({
      confirmContent: t('admin.registrations.approveConfirm', { shop: registration.shopName, title: registration.activityTitle }),
      confirmBtnText: t('admin.registrations.approve'),
      confirmCallBack: () => review('approve'),
    });

  return (
    <li data-registration={registration.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{registration.activityTitle}</p>
          <p className="text-sm text-slate-600">
            {`${registration.shopName} (/store/${registration.storeSpace}) · ${registration.sellerEmail}`}
          </p>
          <p className="text-xs text-slate-500">
            {`${t('admin.registrations.submitted', { when: `${when.format(new Date(registration.createdAt))} UTC` })} · ${t('admin.registrations.minDiscount', { pct: registration.minDiscountPct })}`}
          </p>
        </div>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">{t(`admin.registrations.statuses.${registration.status}`)}</span>
      </div>
      <ul className="mt-3 divide-y divide-slate-100 text-sm sm:hidden">
        {registration.items.map((item) => (
          <li key={item.id} className="py-2">
            <p className="line-clamp-2 text-slate-900">{item.title || item.offerId}</p>
            <p className="text-xs text-slate-500">{`${item.channel} ${item.offerId}`}</p>
            <p className="mt-1 flex flex-wrap justify-between gap-x-3 tabular-nums">
              <span className="text-slate-600 line-through">{money(item.originalPriceCny)}</span>
              <span className="font-semibold text-slate-900">{money(item.activityPriceCny)}</span>
              <span className="text-emerald-800">{`−${item.discountPct} %`}</span>
              <span>{t('admin.registrations.stockShort', { count: item.stock })}</span>
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-3 hidden sm:block">
        <table className="w-full text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-3">{t('admin.registrations.product')}</th>
              <th scope="col" className="py-1 pr-3 text-right">{t('admin.registrations.original')}</th>
              <th scope="col" className="py-1 pr-3 text-right">{t('admin.registrations.activityPrice')}</th>
              <th scope="col" className="py-1 pr-3 text-right">{t('admin.registrations.discount')}</th>
              <th scope="col" className="py-1 text-right">{t('admin.registrations.stock')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {registration.items.map((item) => (
              <tr key={item.id}>
                <td className="py-1.5 pr-3">
                  <span className="line-clamp-1 text-slate-900">{item.title || item.offerId}</span>
                  <span className="text-xs text-slate-500">{`${item.channel} ${item.offerId}`}</span>
                </td>
                <td className="py-1.5 pr-3 text-right tabular-nums text-slate-600">{money(item.originalPriceCny)}</td>
                <td className="py-1.5 pr-3 text-right font-semibold tabular-nums text-slate-900">{money(item.activityPriceCny)}</td>
                <td className="py-1.5 pr-3 text-right tabular-nums text-emerald-800">{`${item.discountPct} %`}</td>
                <td className="py-1.5 text-right tabular-nums">{item.stock}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {registration.status === 'rejected' && registration.reason && <p className="mt-2 text-sm text-red-800">{t('admin.registrations.reason', { reason: registration.reason })}</p>}
      {registration.status === 'pending' && (
        <div className="mt-3 space-y-2">
          {rejecting && (
            <div>
              <label htmlFor={reasonId} className="text-sm font-medium text-slate-800">
                {t('admin.registrations.reasonLabel')}
              </label>
              <textarea
                id={reasonId}
                value={reason}
                maxLength={REGISTRATION_REASON_MAX}
                rows={2}
                onChange={(e) => setReason(e.target.value)}
                aria-invalid={error ? true : undefined}
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-teal-700 focus:outline-2 focus:outline-teal-700"
              />
            </div>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            {rejecting ? (
              <>
                <button type="button" className="btn-secondary min-h-10 px-4" onClick={() => (setRejecting(false), setError(''))}>
                  {t('admin.registrations.back')}
                </button>
                <button type="button" className="btn-primary min-h-10 bg-red-700 px-4 hover:bg-red-800" disabled={busy} onClick={() => review('reject')}>
                  {t('admin.registrations.rejectSubmit')}
                </button>
              </>
            ) : (
              <>
                <button type="button" className="btn-secondary min-h-10 px-4 text-red-700" onClick={() => setRejecting(true)}>
                  {t('admin.registrations.reject')}
                </button>
                <button type="button" className="btn-primary min-h-10 px-4" onClick={approve}>
                  {t('admin.registrations.approve')}
                </button>
              </>
            )}
          </div>
        </div>
      )}
    </li>
  );
}

/** The registration queue (issue 14 §1): pending ones with the seller's goods and prices; approve, or reject with a reason. */
export default function AdminRegistrations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { page, status, messages } = loaderData;
  const go = (next: RegistrationStatus, pageId = 1) => navigate(`${localize('/admin/registrations')}?status=${next}${pageId > 1 ? `&page=${pageId}` : ''}`, { replace: true });
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.registrations.title')}</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('admin.registrations.intro')}</p>
      <label className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-slate-800">
        {t('admin.registrations.show')}
        <select value={status} onChange={(e) => go(e.target.value as RegistrationStatus)} className="min-h-10 rounded-lg border border-slate-300 bg-white px-3 text-base">
          {REGISTRATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`admin.registrations.statuses.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {!page ? (
        <p role="alert" className="mt-4 text-red-700">{t('admin.registrations.failed')}</p>
      ) : page.list.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{t('admin.registrations.empty')}</p>
      ) : (
        <>
          <ul className="mt-4 space-y-3">
            {page.list.map((r) => (
              <RegistrationCard key={r.id} registration={r} messages={messages} onReviewed={() => go(status, page.pageId)} />
            ))}
          </ul>
          {(page.pageId > 1 || page.hasMore) && (
            <div className="mt-4 flex justify-between">
              <button type="button" className="btn-secondary min-h-10 px-4" disabled={page.pageId <= 1} onClick={() => go(status, page.pageId - 1)}>
                {t('admin.audit.previous')}
              </button>
              <button type="button" className="btn-secondary min-h-10 px-4" disabled={!page.hasMore} onClick={() => go(status, page.pageId + 1)}>
                {t('admin.audit.next')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
