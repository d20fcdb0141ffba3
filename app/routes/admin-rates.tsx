import { useState } from 'react';
import { data, useFetcher } from 'react-router';
import type { Route } from './+types/admin-rates';
import { ADMIN_PATH, parseRateInput, RateSaveSchema, RATE_MAX } from '../../core/admin-schemas.ts';
import { API_PATH } from '../../core/api.ts';
import { lookup } from '../../core/i18n/translate.ts';
import { formatPrice, type RateEntry } from '../../core/currency.ts';
import { FormMessage } from '../components/account/fields.tsx';
import { useClientCheck, type FormRefusal } from '../components/account/forms.ts';
import { apiRefusal, parseForm } from '../components/account/forms.server.ts';
import { apiMessages, fallbackMessage } from '../lib/auth.server.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';
import { adminMessages, requireOperator } from './admin-guard.server.ts';

/** Keys of the `api` catalogue the rate form's schema (core/admin-schemas.ts) and the API answer with. */
const RATE_MESSAGE_KEYS = ['invalid', 'internal', 'rateCurrencyUnknown', 'rateInvalid', 'rateCnyFixed'] as const;

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, title: loaderData?.title, noindex: true });
}

/** The rates as every page reads them (`S/pub/get/rate/list`), fresh. */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args);
  const locale = routeLocale(args.params);
  const rates = await pageApi(args.request, args.context, locale).call<RateEntry[]>(API_PATH.rateList);
  return { rates, messages: apiMessages(locale, RATE_MESSAGE_KEYS), title: lookup(adminMessages(args), 'admin.rates.title') };
}

const rateInput = (form: FormData) => ({ currency: String(form.get('currency') ?? ''), rate: parseRateInput(String(form.get('rate') ?? '')) });

type SaveAnswer = FormRefusal & { saved?: RateEntry; message?: string; currency?: string };

/** `S/admin/rate/save`: the schema checks the form first (the browser did too), the API checks again. */
export async function action(args: Route.ActionArgs) {
  await requireOperator(args);
  const locale = routeLocale(args.params);
  const input = rateInput(await args.request.formData());
  const parsed = parseForm(RateSaveSchema, input, apiMessages(locale, RATE_MESSAGE_KEYS));
  if ('refusal' in parsed) return data<SaveAnswer>({ ...parsed.refusal, currency: input.currency }, { status: 400 });
  try {
    const { data: saved, msg } = await pageApi(args.request, args.context, locale).said<RateEntry>(ADMIN_PATH.rateSave, parsed.data);
    return { saved, message: msg, currency: saved.currency } satisfies SaveAnswer;
  } catch (error) {
    if (error instanceof Response) throw error; // 401/402: the logout redirect
    return data<SaveAnswer>({ ...apiRefusal(error, fallbackMessage(locale)), currency: input.currency }, { status: 400 });
  }
}

function RateRow({ entry, messages }: { entry: RateEntry; messages: Record<string, string> }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<SaveAnswer>();
  const [text, setText] = useState(String(entry.rate));
  const { clientErrors, onSubmit } = useClientCheck(RateSaveSchema, rateInput, messages);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const error = clientErrors?.rate ?? clientErrors?.currency ?? answer?.fields?.rate ?? answer?.fields?.currency ?? answer?.formError;
  const typed = parseRateInput(text);
  const preview = Number.isFinite(typed) && typed > 0 && typed <= RATE_MAX ? formatPrice(100, { ...entry, rate: typed }) : '—';
  const inputId = `rate-${entry.currency}`;
  const errorId = `${inputId}-error`;
  const busy = fetcher.state !== 'idle';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-currency={entry.currency}>
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="grid grid-cols-2 items-end gap-x-4 gap-y-3 sm:flex sm:flex-wrap">
        <input type="hidden" name="currency" value={entry.currency} />
        <div className="sm:w-24">
          <p className="text-xs font-medium text-slate-500">{t('admin.rates.currency')}</p>
          <p className="whitespace-nowrap text-lg font-semibold text-slate-900">
            {entry.currency} <span className="text-sm font-normal text-slate-500">{entry.symbol}</span>
          </p>
        </div>
        <div className="sm:min-w-36 sm:max-w-48 sm:flex-1">
          <label htmlFor={inputId} className="text-xs font-medium text-slate-500">
            {t('admin.rates.rate')}
          </label>
          <input
            id={inputId}
            name="rate"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="mt-1 block min-h-10 w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-teal-700 focus:outline-2 focus:outline-teal-700"
          />
        </div>
        <div className="sm:min-w-28">
          <p className="text-xs font-medium text-slate-500">{t('admin.rates.preview')}</p>
          <p className="min-h-10 py-2 text-base tabular-nums text-slate-900">{preview}</p>
        </div>
        <button type="submit" className="btn-primary min-h-10 px-4" aria-label={t('admin.rates.saveLabel', { currency: entry.currency })} aria-busy={busy || undefined}>
          {t('admin.rates.save')}
        </button>
      </fetcher.Form>
      <div className="mt-2 empty:hidden">
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        {!error && answer?.saved && <FormMessage kind="success">{answer.message}</FormMessage>}
      </div>
    </li>
  );
}

/** The exchange rates (issue #14 §1): one form per currency; CNY is the base and stays 1. */
export default function AdminRates({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const base = loaderData.rates.find((r) => r.currency === 'CNY');
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.rates.title')}</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('admin.rates.intro')}</p>
      <ul className="mt-6 space-y-3">
        {loaderData.rates
          .filter((r) => r.currency !== 'CNY')
          .map((entry) => (
            <RateRow key={entry.currency} entry={entry} messages={loaderData.messages} />
          ))}
      </ul>
      {base && (
        <p className="mt-4 text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{`${base.currency} ${base.symbol}`}</span> {`· ${t('admin.rates.base')}`}
        </p>
      )}
    </section>
  );
}
