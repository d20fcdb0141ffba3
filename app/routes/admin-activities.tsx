import ImagePlus from 'lucide-react/icons/image-plus';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { data, Link, useFetcher, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/admin-activities';
import { ADMIN_PATH } from '../../core/admin-schemas.ts';
import { ACTIVITY_MAX_DISCOUNT_PCT, ACTIVITY_TYPES, ActivitySaveSchema, rulesFromLines, type ActivityAdmin, type ActivityAdminPage, type ActivityType } from '../../core/activity-schemas.ts';
import { CHANNELS } from '../../core/api.ts';
import { lookup } from '../../core/i18n/translate.ts';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../core/locale.ts';
import { thumbUrl } from '../../core/thumb.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_PATH } from '../../core/upload.ts';
import { FormMessage } from '../components/account/fields.tsx';
import { useLocalizePath } from '../components/localized-link.tsx';
import { refusalOf, useSellerApi } from '../components/seller/seller-api.ts';
import { apiMessages, fallbackMessage } from '../lib/auth.server.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';
import { adminMessages, requireOperator } from './admin-guard.server.ts';

/** Keys of the `api` catalogue the form's schema (core/activity-schemas.ts) answers with, for the browser's check. */
const MESSAGE_KEYS = [
  'invalid', 'internal', 'uploadTooLarge', 'activityTypeInvalid', 'activityTitleRequired', 'activityTitleTooLong', 'activityDescriptionRequired',
  'activityDescriptionTooLong', 'activityRuleTooLong', 'activityRulesTooMany', 'activityTimeInvalid', 'activityEndBeforeStart', 'activityDiscountInvalid',
  'activityCapacityInvalid', 'activityCapacityBelowRequirement', 'activityGroupBuyRequired', 'activityProductInvalid', 'activityGroupPriceInvalid', 'activityRequirementInvalid',
] as const;

type BannerAnswer = { ok: boolean; message: string };

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, title: loaderData?.title, noindex: true });
}

/** The activities with every locale's texts (`S/admin/activity/list`), newest start first. */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args);
  const locale = routeLocale(args.params);
  const title = lookup(adminMessages(args), 'admin.activities.title');
  const messages = { ...apiMessages(locale, MESSAGE_KEYS), fallback: fallbackMessage(locale) };
  const api = pageApi(args.request, args.context, locale);
  try {
    const [page, banner] = await Promise.all([
      api.call<ActivityAdminPage>(ADMIN_PATH.activityList, { pageId: 1, pageSize: 60 }),
      api.call<{ activityId: number | null }>(ADMIN_PATH.bannerGet),
    ]);
    return { title, page, bannerId: banner.activityId, messages };
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error('activity list failed', error);
    return { title, page: null, bannerId: null, messages };
  }
}

/** The site banner (issue 14 §1): `S/admin/banner/set` with the chosen flash sale, or none. */
export async function action(args: Route.ActionArgs) {
  await requireOperator(args);
  const locale = routeLocale(args.params);
  const raw = String((await args.request.formData()).get('activityId') ?? '');
  try {
    const { msg } = await pageApi(args.request, args.context, locale).said(ADMIN_PATH.bannerSet, { activityId: raw ? Number(raw) : null });
    return { ok: true, message: msg } satisfies BannerAnswer;
  } catch (error) {
    if (error instanceof Response) throw error;
    return data<BannerAnswer>({ ok: false, message: (error as Error).message || fallbackMessage(locale) }, { status: 400 });
  }
}

/** Which flash sale the site banner advertises: the upcoming and ongoing ones, or none. */
function BannerControl({ list, current }: { list: ActivityAdmin[]; current: number | null }) {
  const { t, locale } = useTranslation();
  const fetcher = useFetcher<BannerAnswer>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const choices = list.filter((a) => a.type === 'flash_sale' && (a.status !== 'ended' || a.id === current));
  return (
    <fetcher.Form method="post" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby="site-banner-title">
      <h2 id="site-banner-title" className="text-lg font-semibold text-slate-900">
        {t('admin.activities.siteBanner')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('admin.activities.siteBannerHint')}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="flex min-w-60 flex-1 flex-col gap-1 text-sm font-medium text-slate-800">
          {t('admin.activities.siteBannerField')}
          <select name="activityId" defaultValue={current ?? ''} className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm">
            <option value="">{t('admin.activities.siteBannerNone')}</option>
            {choices.map((a) => (
              <option key={a.id} value={a.id}>
                {`${a.titles[locale] || a.titles.en || ''} (${t(`admin.activities.statuses.${a.status}`)})`}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-secondary min-h-10 px-4" disabled={fetcher.state !== 'idle'}>
          {t('admin.activities.siteBannerSave')}
        </button>
      </div>
      {answer && (
        <p role={answer.ok ? 'status' : 'alert'} className={`mt-2 text-sm ${answer.ok ? 'text-emerald-800' : 'text-red-700'}`}>
          {answer.message}
        </p>
      )}
    </fetcher.Form>
  );
}

/** A UTC instant as a `datetime-local` value in the browser's time zone (the operator's). */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** A `datetime-local` value (the browser's time zone) as the UTC instant the API stores; '' when empty or invalid. */
function fromLocalInput(value: string): string {
  const d = value ? new Date(value) : null;
  return d && !Number.isNaN(d.getTime()) ? d.toISOString() : '';
}

/** True once hydrated: times are shown in the operator's time zone only in the browser (the server knows UTC only). */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function When({ iso }: { iso: string }) {
  const { locale } = useTranslation();
  const hydrated = useHydrated();
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', ...(hydrated ? {} : { timeZone: 'UTC' }) };
  return <time dateTime={iso}>{`${new Intl.DateTimeFormat(locale, options).format(new Date(iso))}${hydrated ? '' : ' UTC'}`}</time>;
}

const STATUS_STYLE = { upcoming: 'bg-sky-50 text-sky-800 ring-sky-200', ongoing: 'bg-emerald-50 text-emerald-800 ring-emerald-200', ended: 'bg-slate-100 text-slate-700 ring-slate-200' } as const;

function ActivityList({ list }: { list: ActivityAdmin[] }) {
  const { t, locale } = useTranslation();
  const titleOf = (a: ActivityAdmin) => a.titles[locale] || a.titles.en || '';
  const localize = useLocalizePath();
  if (list.length === 0) return <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{t('admin.activities.empty')}</p>;
  return (
    <ul className="mt-4 space-y-2" aria-label={t('admin.activities.title')}>
      {list.map((a) => (
        <li key={a.id} data-activity={a.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">
              <span className="mr-2 break-words">{titleOf(a)}</span>
              <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${STATUS_STYLE[a.status]}`}>{t(`admin.activities.statuses.${a.status}`)}</span>
            </p>
            <p className="text-sm text-slate-600">
              {t(`admin.activities.types.${a.type}`)}{' · '}<When iso={a.startAt} />{' – '}<When iso={a.endAt} />{' · '}{t('admin.activities.participants', { count: a.participants })}
            </p>
          </div>
          <Link to={`${localize('/admin/activities')}?id=${a.id}#activity-form`} className="btn-secondary min-h-10 px-3" aria-label={t('admin.activities.editLabel', { title: titleOf(a) })}>
            {t('admin.activities.edit')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

type Texts = Record<Locale, { title: string; description: string; rules: string }>;
type Draft = {
  type: ActivityType;
  texts: Texts;
  start: string;
  end: string;
  bannerDesktop: string | null;
  bannerMobile: string | null;
  minDiscountPct: string;
  capacity: string;
  channel: string;
  offerId: string;
  groupPriceCny: string;
  requirement: string;
};

const draftOf = (a: ActivityAdmin | null): Draft => ({
  type: a?.type ?? 'flash_sale',
  texts: Object.fromEntries(LOCALES.map((l) => [l, { title: a?.titles[l] ?? '', description: a?.descriptions[l] ?? '', rules: (a?.rules[l] ?? []).join('\n') }])) as Texts,
  start: a ? toLocalInput(a.startAt) : '',
  end: a ? toLocalInput(a.endAt) : '',
  bannerDesktop: a?.bannerDesktop ?? null,
  bannerMobile: a?.bannerMobile ?? null,
  minDiscountPct: a ? String(a.minDiscountPct) : '0',
  capacity: a ? String(a.capacity) : '100',
  channel: a?.groupBuy?.channel ?? 'taobao',
  offerId: a?.groupBuy?.offerId ?? '',
  groupPriceCny: a?.groupBuy ? String(a.groupBuy.groupPriceCny) : '',
  requirement: a?.groupBuy ? String(a.groupBuy.requirement) : '',
});

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** The request of `S/admin/activity/save` from the form: times converted from the operator's zone to UTC. */
function requestOf(draft: Draft, id: number | undefined) {
  const pick = <T,>(read: (l: Locale) => T, empty: (v: T) => boolean) => Object.fromEntries(LOCALES.map((l) => [l, read(l)] as const).filter(([, v]) => !empty(v)));
  return {
    ...(id ? { id } : {}),
    type: draft.type,
    titles: pick((l) => draft.texts[l].title.trim(), (v) => !v),
    descriptions: pick((l) => draft.texts[l].description.trim(), (v) => !v),
    rules: pick((l) => rulesFromLines(draft.texts[l].rules), (v) => v.length === 0),
    startAt: fromLocalInput(draft.start),
    endAt: fromLocalInput(draft.end),
    bannerDesktop: draft.bannerDesktop,
    bannerMobile: draft.bannerMobile,
    minDiscountPct: numberOf(draft.minDiscountPct),
    capacity: numberOf(draft.capacity),
    groupBuy: draft.type === 'group_buy' ? { channel: draft.channel, offerId: draft.offerId.trim(), groupPriceCny: numberOf(draft.groupPriceCny), requirement: numberOf(draft.requirement) } : null,
  };
}

const inputClass = 'mt-1 block min-h-10 w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-teal-700 focus:outline-2 focus:outline-teal-700 aria-[invalid=true]:border-red-600';
const labelClass = 'block text-sm font-medium text-slate-800';

function Field({ label, error, hint, children, id }: { label: string; error?: string; hint?: string; id: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A banner image: uploaded at once (A/pub/putfile, purpose banner), its key kept by the save. */
function BannerField({ label, value, onChange, error }: { label: string; value: string | null; onChange: (key: string | null) => void; error?: string }) {
  const { t } = useTranslation();
  const api = useSellerApi();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) return setUploadError(t('admin.activities.failed'));
    const form = new FormData();
    form.append('purpose', 'banner');
    form.append('file', file);
    setBusy(true);
    setUploadError(null);
    try {
      const { data } = await api.said<{ key: string }>(UPLOAD_PATH, form);
      onChange(data.key);
    } catch (failure) {
      setUploadError(refusalOf(failure, t('admin.activities.failed')).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const shown = uploadError ?? error;
  return (
    <div>
      <p className={labelClass}>{label}</p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <div className="flex h-16 w-40 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50 text-xs text-slate-500">
          {value ? <img src={thumbUrl(value, 320)} alt={label} className="size-full object-cover" /> : t('admin.activities.bannerNone')}
        </div>
        <input ref={input} id={id} type="file" accept="image/jpeg,image/png,image/webp,image/gif,image/avif" className="peer sr-only" onChange={(e) => void upload(e.target.files?.[0])} aria-invalid={shown ? true : undefined} />
        <label htmlFor={id} className="btn-secondary min-h-10 cursor-pointer gap-2 px-3 peer-focus-visible:outline-2 peer-focus-visible:outline-teal-700" aria-busy={busy || undefined}>
          <ImagePlus aria-hidden="true" className="size-4" />
          {busy ? t('admin.activities.bannerUploading') : t('admin.activities.bannerUpload')}
        </label>
        {value && !busy && (
          <button type="button" className="text-sm font-medium text-slate-700 underline underline-offset-2" onClick={() => onChange(null)}>
            {t('admin.activities.bannerRemove')}
          </button>
        )}
      </div>
      {shown && <p className="mt-1 text-sm text-red-700">{shown}</p>}
    </div>
  );
}

/** Field → message from the schema's issues (`titles.en`, `groupBuy.offerId` …), as the API names them too. */
function fieldsOf(input: unknown, messages: Record<string, string>): Record<string, string> {
  const result = ActivitySaveSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= messages[issue.message] ?? messages.invalid ?? '';
  return fields;
}

function ActivityForm({ activity, messages, onSaved }: { activity: ActivityAdmin | null; messages: Record<string, string>; onSaved: () => void }) {
  const { t } = useTranslation();
  const api = useSellerApi();
  const localize = useLocalizePath();
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<Draft>(() => draftOf(null));
  useEffect(() => setDraft(draftOf(activity)), [activity]); // times need the browser's zone
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const zone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : 'UTC';
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setText = (locale: Locale, key: keyof Texts[Locale], value: string) => setDraft((d) => ({ ...d, texts: { ...d.texts, [locale]: { ...d.texts[locale], [key]: value } } }));
  const err = (name: string) => fields[name];
  const aria = (name: string, id: string) => (fields[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = requestOf(draft, activity?.id);
    const found = fieldsOf(input, messages);
    setFields(found);
    setStatus(null);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'error', text: t('admin.activities.fixErrors') });
      return;
    }
    setBusy(true);
    try {
      const { msg } = await api.said(ADMIN_PATH.activitySave, input);
      setStatus({ kind: 'success', text: msg });
      onSaved();
    } catch (failure) {
      const refusal = refusalOf(failure, messages.fallback ?? t('admin.activities.failed'));
      setFields(refusal.fields);
      setStatus({ kind: 'error', text: refusal.message });
    } finally {
      setBusy(false);
    }
  };

  const ids = { type: 'activity-type', start: 'activity-start', end: 'activity-end', discount: 'activity-discount', capacity: 'activity-capacity', channel: 'activity-channel', offer: 'activity-offer', price: 'activity-price', req: 'activity-requirement' };
  return (
    <form id="activity-form" noValidate onSubmit={(e) => void submit(e)} className="mt-8 space-y-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-6" aria-labelledby="activity-form-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="activity-form-title" className="text-xl font-bold text-slate-900">
          {activity ? t('admin.activities.editing', { id: activity.id }) : t('admin.activities.new')}
        </h2>
        {activity && (
          <Link to={`${localize('/admin/activities')}#activity-form`} className="text-sm font-medium text-teal-800 underline underline-offset-2">
            {t('admin.activities.cancel')}
          </Link>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={ids.type} label={t('admin.activities.type')} error={err('type')}>
          <select id={ids.type} value={draft.type} onChange={(e) => set('type', e.target.value as ActivityType)} className={inputClass} {...aria('type', ids.type)}>
            {ACTIVITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`admin.activities.types.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        <div className="hidden sm:block" />
        <Field id={ids.start} label={t('admin.activities.startAt')} error={err('startAt')}>
          <input id={ids.start} type="datetime-local" value={draft.start} onChange={(e) => set('start', e.target.value)} className={inputClass} {...aria('startAt', ids.start)} />
        </Field>
        <Field id={ids.end} label={t('admin.activities.endAt')} error={err('endAt')}>
          <input id={ids.end} type="datetime-local" value={draft.end} onChange={(e) => set('end', e.target.value)} className={inputClass} {...aria('endAt', ids.end)} />
        </Field>
        <p className="text-xs text-slate-600 sm:col-span-2">{t('admin.activities.timeZone', { zone })}</p>
      </div>

      <fieldset>
        <legend className="text-base font-semibold text-slate-900">{t('admin.activities.texts')}</legend>
        <p className="text-sm text-slate-600">{t('admin.activities.textsHint')}</p>
        <div className="mt-3 space-y-2">
          {LOCALES.slice().sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : 0)).map((locale) => {
            const required = locale === 'en';
            const bad = ['titles', 'descriptions', 'rules'].some((k) => Object.keys(fields).some((f) => f.startsWith(`${k}.${locale}`)));
            return (
              <details key={locale} open={required || bad || undefined} className="rounded-lg border border-slate-200 p-3 open:bg-slate-50/50">
                <summary className="cursor-pointer text-sm font-semibold text-slate-900">
                  {LOCALE_NAMES[locale]} <span className="font-normal text-slate-500">{'· '}{required ? t('admin.activities.required') : t('admin.activities.fallback')}</span>
                </summary>
                <div className="mt-3 space-y-3">
                  <Field id={`title-${locale}`} label={t('admin.activities.titleField')} error={err(`titles.${locale}`)}>
                    <input id={`title-${locale}`} lang={locale} value={draft.texts[locale].title} onChange={(e) => setText(locale, 'title', e.target.value)} className={inputClass} {...aria(`titles.${locale}`, `title-${locale}`)} />
                  </Field>
                  <Field id={`description-${locale}`} label={t('admin.activities.descriptionField')} error={err(`descriptions.${locale}`)}>
                    <textarea id={`description-${locale}`} lang={locale} rows={3} value={draft.texts[locale].description} onChange={(e) => setText(locale, 'description', e.target.value)} className={inputClass} {...aria(`descriptions.${locale}`, `description-${locale}`)} />
                  </Field>
                  <Field id={`rules-${locale}`} label={t('admin.activities.rulesField')} error={Object.entries(fields).find(([f]) => f.startsWith(`rules.${locale}`))?.[1]}>
                    <textarea id={`rules-${locale}`} lang={locale} rows={3} value={draft.texts[locale].rules} onChange={(e) => setText(locale, 'rules', e.target.value)} className={inputClass} />
                  </Field>
                </div>
              </details>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-slate-900">{t('admin.activities.banners')}</legend>
        <BannerField label={t('admin.activities.bannerDesktop')} value={draft.bannerDesktop} onChange={(k) => set('bannerDesktop', k)} error={err('bannerDesktop')} />
        <BannerField label={t('admin.activities.bannerMobile')} value={draft.bannerMobile} onChange={(k) => set('bannerMobile', k)} error={err('bannerMobile')} />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t('admin.activities.terms')}</legend>
        <Field id={ids.discount} label={t('admin.activities.minDiscountPct')} error={err('minDiscountPct')} hint={t('admin.activities.minDiscountHint')}>
          <input id={ids.discount} inputMode="decimal" max={ACTIVITY_MAX_DISCOUNT_PCT} value={draft.minDiscountPct} onChange={(e) => set('minDiscountPct', e.target.value)} className={inputClass} {...aria('minDiscountPct', ids.discount)} />
        </Field>
        <Field id={ids.capacity} label={t('admin.activities.capacity')} error={err('capacity')}>
          <input id={ids.capacity} inputMode="numeric" value={draft.capacity} onChange={(e) => set('capacity', e.target.value)} className={inputClass} {...aria('capacity', ids.capacity)} />
        </Field>
      </fieldset>

      {draft.type === 'group_buy' && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-slate-900">{t('admin.activities.groupBuy')}</legend>
          {err('groupBuy') && <p className="text-sm text-red-700 sm:col-span-2">{err('groupBuy')}</p>}
          <Field id={ids.channel} label={t('admin.activities.channel')} error={err('groupBuy.channel')}>
            <select id={ids.channel} value={draft.channel} onChange={(e) => set('channel', e.target.value)} className={inputClass}>
              {CHANNELS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </Field>
          <Field id={ids.offer} label={t('admin.activities.offerId')} error={err('groupBuy.offerId')}>
            <input id={ids.offer} inputMode="numeric" value={draft.offerId} onChange={(e) => set('offerId', e.target.value)} className={inputClass} {...aria('groupBuy.offerId', ids.offer)} />
          </Field>
          <Field id={ids.price} label={t('admin.activities.groupPriceCny')} error={err('groupBuy.groupPriceCny')}>
            <input id={ids.price} inputMode="decimal" value={draft.groupPriceCny} onChange={(e) => set('groupPriceCny', e.target.value)} className={inputClass} {...aria('groupBuy.groupPriceCny', ids.price)} />
          </Field>
          <Field id={ids.req} label={t('admin.activities.requirement')} error={err('groupBuy.requirement')}>
            <input id={ids.req} inputMode="numeric" value={draft.requirement} onChange={(e) => set('requirement', e.target.value)} className={inputClass} {...aria('groupBuy.requirement', ids.req)} />
          </Field>
        </fieldset>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary min-h-10 px-5" aria-busy={busy || undefined} disabled={busy}>
          {busy ? t('admin.activities.saving') : t('admin.activities.save')}
        </button>
        <div className="min-w-0 flex-1">
          {status?.kind === 'success' && <FormMessage kind="success">{status.text}</FormMessage>}
          {status?.kind === 'error' && (
            <p role="alert" className="text-sm text-red-700">
              {status.text}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}

/** Activities (issue #14 §1): the list with each one's status, and the create/edit form (`?id=` edits one). */
export default function AdminActivities({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  // A navigation to the page itself runs its loader again: the list shows the saved activity. (Not useRevalidator:
  // no other page uses it, and the router's shared chunk would grow for every page.)
  const reload = () => void navigate(`${location.pathname}${location.search}`, { replace: true, preventScrollReset: true });
  const list = loaderData.page?.list ?? [];
  const editId = Number(params.get('id'));
  const editing = list.find((a) => a.id === editId) ?? null;
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.activities.title')}</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('admin.activities.intro')}</p>
      {loaderData.page ? <ActivityList list={list} /> : <p className="mt-4 text-red-700">{t('admin.activities.listFailed')}</p>}
      {loaderData.page && <BannerControl list={list} current={loaderData.bannerId} />}
      <ActivityForm key={editing?.id ?? 'new'} activity={editing} messages={loaderData.messages} onSaved={reload} />
    </section>
  );
}
