import { useState, type FormEvent } from 'react';
import type { Route } from './+types/admin-agents';
import { ADMIN_PATH, AgentSaveSchema, type AgentAdmin } from '../../core/admin-schemas.ts';
import { CHANNELS } from '../../core/api.ts';
import { lookup } from '../../core/i18n/translate.ts';
import { LOCALE_TAGS } from '../../core/locale.ts';
import { FormMessage } from '../components/account/fields.tsx';
import { refusalOf, useSellerApi } from '../components/seller/seller-api.ts';
import { apiMessages, fallbackMessage } from '../lib/auth.server.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';
import { adminMessages, requireOperator } from './admin-guard.server.ts';

/** Keys of the `api` catalogue the form's schema (core/admin-schemas.ts) answers with, for the browser's check. */
const MESSAGE_KEYS = ['invalid', 'agentFeeInvalid', 'agentDaysInvalid', 'agentRatingInvalid', 'agentReferralParamInvalid', 'agentReferralCodeInvalid', 'agentTemplateInvalid', 'agentCodePatternInvalid'] as const;

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, title: loaderData?.title, noindex: true });
}

/** The agent registry as the console edits it (`S/admin/agent/list`). */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args);
  const locale = routeLocale(args.params);
  const title = lookup(adminMessages(args), 'admin.agents.title');
  const messages = { ...apiMessages(locale, MESSAGE_KEYS), fallback: fallbackMessage(locale) };
  try {
    return { title, agents: await pageApi(args.request, args.context, locale).call<AgentAdmin[]>(ADMIN_PATH.agentList, {}), messages };
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error('agent list failed', error);
    return { title, agents: null, messages };
  }
}

type Draft = Record<'serviceFeePct' | 'freeStorageDays' | 'processingDays' | 'rating' | 'referralParam' | 'platformReferralCode' | 'referralCodePattern' | `productUrlTemplates.${(typeof CHANNELS)[number]}`, string>;
const draftOf = (a: AgentAdmin): Draft => ({
  serviceFeePct: String(a.serviceFeePct),
  freeStorageDays: String(a.freeStorageDays),
  processingDays: String(a.processingDays),
  rating: String(a.rating),
  referralParam: a.referralParam,
  platformReferralCode: a.platformReferralCode,
  referralCodePattern: a.referralCodePattern,
  'productUrlTemplates.taobao': a.productUrlTemplates.taobao,
  'productUrlTemplates.weidian': a.productUrlTemplates.weidian,
  'productUrlTemplates.1688': a.productUrlTemplates['1688'],
});
const num = (text: string) => (/^\s*\d+([.,]\d+)?\s*$/.test(text) ? Number(text.trim().replace(',', '.')) : Number.NaN);
const bodyOf = (id: number, d: Draft) => ({
  id,
  serviceFeePct: num(d.serviceFeePct),
  freeStorageDays: num(d.freeStorageDays),
  processingDays: num(d.processingDays),
  rating: num(d.rating),
  referralParam: d.referralParam,
  platformReferralCode: d.platformReferralCode,
  referralCodePattern: d.referralCodePattern,
  productUrlTemplates: { taobao: d['productUrlTemplates.taobao'], weidian: d['productUrlTemplates.weidian'], '1688': d['productUrlTemplates.1688'] },
});

const FIELDS: { key: keyof Draft; label: string; wide?: boolean; mode?: 'decimal' | 'numeric' }[] = [
  { key: 'serviceFeePct', label: 'admin.agents.fee', mode: 'decimal' },
  { key: 'freeStorageDays', label: 'admin.agents.storage', mode: 'numeric' },
  { key: 'processingDays', label: 'admin.agents.processing', mode: 'numeric' },
  { key: 'rating', label: 'admin.agents.rating', mode: 'decimal' },
  { key: 'referralParam', label: 'admin.agents.referralParam' },
  { key: 'platformReferralCode', label: 'admin.agents.referralCode' },
  { key: 'referralCodePattern', label: 'admin.agents.codePattern', wide: true },
  { key: 'productUrlTemplates.taobao', label: 'admin.agents.templateTaobao', wide: true },
  { key: 'productUrlTemplates.weidian', label: 'admin.agents.templateWeidian', wide: true },
  { key: 'productUrlTemplates.1688', label: 'admin.agents.template1688', wide: true },
];

function AgentForm({ initial, messages }: { initial: AgentAdmin; messages: Record<string, string> }) {
  const { t, locale } = useTranslation();
  const api = useSellerApi();
  const [agent, setAgent] = useState(initial);
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' });
  const decimal = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 2 });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = AgentSaveSchema.safeParse(bodyOf(agent.id, draft));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), messages[i.message] ?? messages.invalid ?? ''])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { data, msg } = await api.said<AgentAdmin>(ADMIN_PATH.agentSave, parsed.data);
      setAgent(data);
      setDraft(draftOf(data));
      setMessage({ ok: true, text: msg });
    } catch (e) {
      const refusal = refusalOf(e, messages.fallback ?? '');
      setErrors(refusal.fields);
      setMessage({ ok: false, text: refusal.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li data-agent={agent.slug} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <details>
        <summary className="flex min-h-12 cursor-pointer flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl px-4 py-3 hover:bg-slate-50">
          <h2 className="text-base font-semibold text-slate-900">{agent.agentName}</h2>
          <span className="text-sm text-slate-600">{t('admin.agents.summary', { fee: decimal.format(agent.serviceFeePct), rating: decimal.format(agent.rating), date: date.format(new Date(agent.factsAsOf)) })}</span>
        </summary>
        <form noValidate onSubmit={submit} className="border-t border-slate-100 p-4">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {FIELDS.map(({ key, label, wide, mode }) => {
            const id = `agent-${agent.id}-${key}`;
            const error = errors[key];
            return (
              <div key={key} className={wide ? 'col-span-2 sm:col-span-3 lg:col-span-6' : ''}>
                <label htmlFor={id} className="text-xs font-medium text-slate-600">
                  {t(label)}
                </label>
                <input
                  id={id}
                  value={draft[key]}
                  inputMode={mode}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className="mt-1 block min-h-10 w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-teal-700 focus:outline-2 focus:outline-teal-700 aria-[invalid=true]:border-red-600"
                />
                {error && (
                  <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-end gap-3">
          {message && (message.ok ? <FormMessage kind="success">{message.text}</FormMessage> : <FormMessage kind="error">{message.text}</FormMessage>)}
          <button type="submit" className="btn-primary min-h-10 px-4" aria-busy={busy || undefined} aria-label={t('admin.agents.saveLabel', { agent: agent.agentName })}>
            {t('admin.agents.save')}
          </button>
          </div>
        </form>
      </details>
    </li>
  );
}

/** The agent registry (issue 14 §1 "Reference data"): the facts the product page compares, referral codes, link templates. */
export default function AdminAgents({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.agents.title')}</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('admin.agents.intro')}</p>
      {loaderData.agents ? (
        <ul className="mt-6 space-y-2">
          {loaderData.agents.map((agent) => (
            <AgentForm key={agent.id} initial={agent} messages={loaderData.messages} />
          ))}
        </ul>
      ) : (
        <p role="alert" className="mt-4 text-red-700">{t('admin.agents.failed')}</p>
      )}
    </section>
  );
}
