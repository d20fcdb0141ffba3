import BadgeCheck from 'lucide-react/icons/badge-check';
import Banknote from 'lucide-react/icons/banknote';
import Clock from 'lucide-react/icons/clock';
import Headset from 'lucide-react/icons/headset';
import Percent from 'lucide-react/icons/percent';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Truck from 'lucide-react/icons/truck';
import Users from 'lucide-react/icons/users';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { Application } from '../../../core/application-schemas.ts';
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

/**
 * The form (its schema, zod and the link engine) loads only when a signed-in user is about to apply: visitors and
 * applicants with a status never load it, and it stays out of the page's first-load JS.
 */
const ApplicationForm = lazy(() => import('./programme-form.tsx').then((m) => ({ default: m.ApplicationForm })));

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
    body = (
      <Suspense fallback={<p aria-busy="true" className="h-40 animate-pulse rounded-lg bg-slate-100" />}>
        <ApplicationForm programme={page.programme} formMessages={page.formMessages} />
      </Suspense>
    );
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
