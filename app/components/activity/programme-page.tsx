import BadgeCheck from 'lucide-react/icons/badge-check';
import Banknote from 'lucide-react/icons/banknote';
import Clock from 'lucide-react/icons/clock';
import Headset from 'lucide-react/icons/headset';
import Percent from 'lucide-react/icons/percent';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Truck from 'lucide-react/icons/truck';
import Users from 'lucide-react/icons/users';
import { useEffect, useId, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { APPLICATION_LINKS_MAX, APPLICATION_MESSAGE_MAX, APPLICATION_STORE_LINKS_MAX, applicationInput, ApplicationSubmitSchema, type Application } from '../../../core/application-schemas.ts';
import { categoryName } from '../../../core/api.ts';
import { LOCALE_TAGS } from '../../../core/locale.ts';
import { PROGRAMME_FIGURES, type Programme } from '../../../core/programmes.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { openConfirm } from '../../lib/confirm.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { ProgrammeFormAnswer, ProgrammeLoaderData } from '../../lib/programme.server.ts';
import { showToast } from '../../lib/toast.ts';

type Figure = { icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>; value: string; label: string };

/** The promised figures (product §1, §9), formatted in the page's language. */
function useFigures(programme: Programme): Figure[] {
  const { t } = useTranslation();
  const { locale } = useAppState();
  const tag = LOCALE_TAGS[locale];
  const number = new Intl.NumberFormat(tag);
  const percent = (pct: number) => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(pct / 100);
  if (programme === 'influencers') {
    const f = PROGRAMME_FIGURES.influencers;
    const usd = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(f.cashFromUsd);
    return [
      { icon: Users, value: `${number.format(f.minMembers)}+`, label: t('programme.influencers.figures.membersLabel') },
      { icon: Percent, value: percent(f.maxOrderSharePct), label: t('programme.influencers.figures.shareLabel') },
      { icon: Banknote, value: t('programme.influencers.figures.cashValue', { amount: usd }), label: t('programme.influencers.figures.cashLabel') },
      { icon: Clock, value: t('programme.influencers.figures.contactValue', { hours: f.contactWithinHours }), label: t('programme.influencers.figures.contactLabel') },
    ];
  }
  const f = PROGRAMME_FIGURES.become_seller;
  return [
    { icon: Truck, value: `${percent(f.shippedPct)}+`, label: t('programme.seller.figures.shippedLabel', { hours: f.shippedWithinHours }) },
    { icon: ShieldCheck, value: percent(f.errorRatePct), label: t('programme.seller.figures.errorLabel') },
    { icon: Headset, value: t('programme.seller.figures.afterSalesValue'), label: t('programme.seller.figures.afterSalesLabel') },
  ];
}

const keyOf = (programme: Programme) => (programme === 'influencers' ? 'influencers' : 'seller');

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-1">{children}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const INPUT = 'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-teal-700 focus:outline-2 focus:outline-teal-700 aria-[invalid=true]:border-red-600';

/** The application form: checked with the one schema before it is sent; the action checks it again, then the API. */
function ApplicationForm({ programme, formMessages }: { programme: Programme; formMessages: Record<string, string> }) {
  const { t } = useTranslation();
  const { locale, hotCategories } = useAppState();
  const fetcher = useFetcher<ProgrammeFormAnswer>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const id = useId();
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      showToast(answer.message);
      return;
    }
    setErrors(answer.fields);
    setMessage(answer.message);
  }, [answer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const parsed = ApplicationSubmitSchema.safeParse(applicationInput(programme, (name) => String(form.get(name) ?? ''), (name) => form.getAll(name).map(String)));
    if (parsed.success) {
      setErrors({});
      setMessage('');
      return;
    }
    event.preventDefault();
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'form')] ??= formMessages[issue.message] ?? formMessages.invalid ?? '';
    setErrors(fields);
    setMessage('');
    // The first field in error takes the focus, so keyboard and screen-reader users land on it.
    const first = Object.keys(fields)[0];
    if (first) (event.currentTarget.querySelector(`[name="${first}"]`) as HTMLElement | null)?.focus();
  };

  const described = (name: string, hint = false) => [hint ? `${id}-${name}-hint` : '', errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('programme.formTitle')}>
      <input type="hidden" name="intent" value="apply" />
      {programme === 'influencers' ? (
        <>
          <Field id={`${id}-discordInvite`} label={t('programme.influencers.discordInvite')} hint={t('programme.influencers.discordInviteHint')} error={errors.discordInvite}>
            <input id={`${id}-discordInvite`} name="discordInvite" type="url" inputMode="url" autoComplete="url" required className={INPUT} aria-invalid={errors.discordInvite ? true : undefined} aria-describedby={described('discordInvite', true)} />
          </Field>
          <Field id={`${id}-memberCount`} label={t('programme.influencers.memberCount')} error={errors.memberCount}>
            <input id={`${id}-memberCount`} name="memberCount" type="text" inputMode="numeric" required className={`${INPUT} max-w-48`} aria-invalid={errors.memberCount ? true : undefined} aria-describedby={described('memberCount')} />
          </Field>
          <Field id={`${id}-links`} label={t('programme.influencers.links')} hint={t('programme.onePerLine', { max: APPLICATION_LINKS_MAX })} error={errors.links}>
            <textarea id={`${id}-links`} name="links" rows={3} className={INPUT} aria-invalid={errors.links ? true : undefined} aria-describedby={described('links', true)} />
          </Field>
        </>
      ) : (
        <>
          <Field id={`${id}-storeLinks`} label={t('programme.seller.storeLinks')} hint={t('programme.seller.storeLinksHint', { max: APPLICATION_STORE_LINKS_MAX })} error={errors.storeLinks}>
            <textarea id={`${id}-storeLinks`} name="storeLinks" rows={3} required className={INPUT} aria-invalid={errors.storeLinks ? true : undefined} aria-describedby={described('storeLinks', true)} />
          </Field>
          <fieldset aria-describedby={errors.categoryIds ? `${id}-categoryIds-error` : undefined}>
            <legend className="text-sm font-medium text-slate-900">{t('programme.seller.categories')}</legend>
            <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
              {hotCategories.map((category) => (
                <label key={category.id} className="flex min-h-10 items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-teal-700 has-checked:bg-teal-50">
                  <input type="checkbox" name="categoryIds" value={category.id} className="size-4 accent-teal-700" />
                  {categoryName(category, locale)}
                </label>
              ))}
            </div>
            {errors.categoryIds && (
              <p id={`${id}-categoryIds-error`} className="mt-1 text-sm text-red-700">
                {errors.categoryIds}
              </p>
            )}
          </fieldset>
        </>
      )}
      <Field id={`${id}-message`} label={t('programme.message')} hint={t(`programme.messageHint`)} error={errors.message}>
        <textarea id={`${id}-message`} name="message" rows={3} maxLength={APPLICATION_MESSAGE_MAX} className={INPUT} aria-invalid={errors.message ? true : undefined} aria-describedby={described('message', true)} />
      </Field>
      {message && (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
      <button type="submit" disabled={busy} className="btn-primary w-full sm:w-auto">
        {busy ? t('programme.submitting') : t('programme.submit')}
      </button>
      <span className="sr-only" role="status">
        {Object.keys(errors).length ? Object.values(errors)[0] : ''}
      </span>
    </fetcher.Form>
  );
}

const STATUS_STYLE: Record<Application['status'], string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  accepted: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  declined: 'bg-red-50 text-red-900 ring-red-200',
  withdrawn: 'bg-slate-100 text-slate-800 ring-slate-200',
};

/** The applicant's application: its status, the operator's message, and Withdraw while pending. */
function ApplicationStatusCard({ application, onApplyAgain }: { application: Application; onApplyAgain: () => void }) {
  const { t } = useTranslation();
  const { locale } = useAppState();
  const fetcher = useFetcher<ProgrammeFormAnswer>();
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' });
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.ok) showToast(answer.message);
  }, [answer]);
  const when = date.format(new Date(application.reviewedAt ?? application.createdAt));
  const text = { pending: t('programme.pendingText', { date: date.format(new Date(application.createdAt)) }), accepted: t('programme.acceptedText', { date: when }), declined: t('programme.declinedText', { date: when }), withdrawn: t('programme.withdrawnText') }[application.status];
  const withdraw = () =>
    openConfirm({
      confirmContent: t('programme.withdrawConfirm'),
      confirmBtnText: t('programme.withdraw'),
      confirmCallBack: () => fetcher.submit({ intent: 'withdraw', id: String(application.id) }, { method: 'post' }),
    });
  return (
    <div data-testid="application-status" className="space-y-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-700">{t('programme.statusTitle')}</span>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${STATUS_STYLE[application.status]}`}>{t(`programme.statuses.${application.status}`)}</span>
      </p>
      <p className="text-slate-800">{text}</p>
      {application.reviewMessage && (
        <figure className="rounded-lg border-l-4 border-teal-700 bg-slate-50 p-3">
          <figcaption className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t('programme.operatorMessage')}</figcaption>
          <blockquote className="mt-1 whitespace-pre-line text-slate-900">{application.reviewMessage}</blockquote>
        </figure>
      )}
      {answer && !answer.ok && (
        <p role="alert" className="text-sm text-red-700">
          {answer.message}
        </p>
      )}
      {application.status === 'pending' && (
        <button type="button" className="btn-secondary min-h-10 px-4 text-red-700" onClick={withdraw}>
          {t('programme.withdraw')}
        </button>
      )}
      {(application.status === 'declined' || application.status === 'withdrawn') && (
        <button type="button" className="btn-primary min-h-10 px-4" onClick={onApplyAgain}>
          {t('programme.applyAgain')}
        </button>
      )}
    </div>
  );
}

function ApplySection({ page }: { page: ProgrammeLoaderData }) {
  const { t } = useTranslation();
  const [again, setAgain] = useState(false);
  const application = page.application;
  // A new application replaces the card (the loader answers it after the action).
  useEffect(() => setAgain(false), [application?.id]);
  let body: ReactNode;
  if (!page.signedIn) {
    body = (
      <div className="space-y-3">
        <p className="text-slate-700">{t('programme.loginText')}</p>
        <div className="flex flex-wrap gap-3">
          <a href={page.loginHref} className="btn-primary min-h-11 px-5">
            {t('programme.login')}
          </a>
          <a href={page.signUpHref} className="btn-secondary min-h-11 px-5">
            {t('programme.signUp')}
          </a>
        </div>
      </div>
    );
  } else if (page.failed) {
    body = <p role="alert" className="text-red-700">{t('programme.failed')}</p>;
  } else if (application && !again) {
    body = <ApplicationStatusCard application={application} onApplyAgain={() => setAgain(true)} />;
  } else {
    body = <ApplicationForm programme={page.programme} formMessages={page.formMessages} />;
  }
  return (
    <section id="apply" aria-labelledby="apply-title" className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id="apply-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
        {page.signedIn ? t('programme.formTitle') : t('programme.loginTitle')}
      </h2>
      <div className="mt-4">{body}</div>
    </section>
  );
}

/** `/activity/influencers` and `/activity/become-a-seller` (issue 15 §3; product §1, §2): hero, figures, how it works, apply. */
export function ProgrammePage({ page }: { page: ProgrammeLoaderData }) {
  const { t } = useTranslation();
  const k = keyOf(page.programme);
  const figures = useFigures(page.programme);
  // Lists of the catalogue (steps, benefits), read as they are: the translator answers strings.
  const texts = (page.messages.programme as Record<string, { steps: { title: string; text: string }[]; benefits?: string[] }>)[k]!;
  const steps = texts.steps;
  const benefits = texts.benefits ?? [];
  return (
    <div>
      <section className="bg-gradient-to-br from-teal-800 via-teal-700 to-slate-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16 lg:px-6">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t(`programme.${k}.badge`)}
          </p>
          <h1 className="mt-4 max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">{t(`programme.${k}.heading`)}</h1>
          <p className="mt-4 max-w-2xl text-lg text-teal-50">{t(`programme.${k}.lead`)}</p>
          <a href="#apply" className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-white px-6 text-base font-semibold text-teal-900 shadow hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
            {t('programme.apply')}
          </a>
        </div>
      </section>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 lg:px-6">
        <section aria-labelledby="figures-title">
          <h2 id="figures-title" className={k === 'seller' ? 'text-xl font-bold text-slate-900 sm:text-2xl' : 'sr-only'}>
            {k === 'seller' ? t('programme.seller.expectations') : t(`programme.${k}.title`)}
          </h2>
          <ul className={`mt-4 grid gap-4 sm:grid-cols-2 ${figures.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
            {figures.map((figure) => (
              <li key={figure.label} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <figure.icon aria-hidden="true" className="size-6 text-teal-700" />
                <p className="mt-3 text-3xl font-bold tabular-nums text-slate-900">{figure.value}</p>
                <p className="mt-1 text-sm text-slate-700">{figure.label}</p>
              </li>
            ))}
          </ul>
        </section>
        {benefits.length > 0 && (
          <section aria-labelledby="benefits-title" className="rounded-2xl bg-teal-50 p-5 sm:p-8">
            <h2 id="benefits-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
              {t('programme.seller.benefitsTitle')}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-3">
              {benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2 text-slate-800">
                  <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
                  {benefit}
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="steps-title">
          <h2 id="steps-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
            {t('programme.howItWorks')}
          </h2>
          <ol className="mt-4 grid gap-4 sm:grid-cols-3">
            {steps.map((step, i) => (
              <li key={step.title} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5">
                <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-teal-700 font-bold text-white">
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{step.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <ApplySection page={page} />
      </div>
    </div>
  );
}
