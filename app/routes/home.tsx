import { Baby, Cpu, Footprints, Luggage, Package, Pill, Shirt, Sofa, UtensilsCrossed, Camera, ShieldCheck, ShoppingBag, ArrowRight } from 'lucide-react';
import { useTranslation } from '../lib/i18n.tsx';
import type { Route } from './+types/home';
import { categoryName } from '../../core/api.ts';
import { LocalizedLink } from '../components/localized-link.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { useAppState } from '../lib/app-state.tsx';
import { seoMeta } from '../lib/seo.ts';

export function meta({ matches, location }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, titleKey: 'home.title', descriptionKey: 'home.description' });
}

/** Icons for the nine hot categories of spec §3, in their order. */
const CATEGORY_ICONS = [Shirt, Footprints, Luggage, Cpu, Sofa, Baby, Pill, UtensilsCrossed, Package];
/** Budget shortcuts in CNY, shown in the visitor's currency. */
const BUDGETS_CNY = [50, 100, 200, 500];

export default function Home() {
  const { t } = useTranslation();
  const { hotCategories, agents, locale, formatPrice } = useAppState();
  const steps = [
    { icon: ShoppingBag, title: t('home.step1Title'), text: t('home.step1Text') },
    { icon: Camera, title: t('home.step2Title'), text: t('home.step2Text') },
    { icon: ShieldCheck, title: t('home.step3Title'), text: t('home.step3Text') },
  ];
  return (
    <>
      <section className="bg-gradient-to-b from-teal-900 to-teal-700 text-white">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center md:py-20">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance md:text-5xl">{t('home.heroTitle')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-base text-teal-50 text-pretty md:text-lg">{t('home.heroText')}</p>
          <div className="mx-auto mt-8 max-w-2xl text-left [&_[role=alert]]:text-amber-200">
            <SearchBox size="lg" />
          </div>
        </div>
      </section>

      <section aria-labelledby="hot-title" className="mx-auto max-w-7xl px-4 pt-12 lg:px-6">
        <h2 id="hot-title" className="text-2xl font-bold text-slate-900">
          {t('home.hotCategories')}
        </h2>
        <ul className="mt-5 grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-9">
          {hotCategories.map((category, index) => {
            const Icon = CATEGORY_ICONS[index] ?? Package;
            return (
              <li key={category.id}>
                <LocalizedLink
                  to={`/search-result?categoryId=${category.id}`}
                  className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white px-2 py-4 text-center text-sm font-medium text-slate-800 shadow-sm transition hover:border-teal-600 hover:text-teal-800"
                >
                  <Icon aria-hidden="true" className="size-6 text-teal-700" />
                  <span className="leading-tight">{categoryName(category, locale)}</span>
                </LocalizedLink>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="budget-title" className="mx-auto max-w-7xl px-4 pt-12 lg:px-6">
        <h2 id="budget-title" className="text-2xl font-bold text-slate-900">
          {t('home.budgetTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('home.budgetText')}</p>
        <ul className="mt-4 flex flex-wrap gap-3" data-testid="budget-list">
          {BUDGETS_CNY.map((cny) => (
            <li key={cny}>
              <LocalizedLink
                to={`/search-result?maxPrice=${cny}&currency=CNY`}
                className="inline-flex items-center rounded-full border border-teal-700/30 bg-teal-50 px-4 py-2 text-sm font-semibold text-teal-900 hover:bg-teal-100"
              >
                {t('home.budgetUnder', { price: formatPrice(cny) })}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-title" className="mx-auto max-w-7xl px-4 pt-12 lg:px-6">
        <h2 id="how-title" className="text-2xl font-bold text-slate-900">
          {t('home.howItWorks')}
        </h2>
        <ol className="mt-5 grid gap-4 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-9 items-center justify-center rounded-full bg-teal-700 text-sm font-bold text-white">{index + 1}</span>
                <step.icon aria-hidden="true" className="size-5 text-teal-700" />
              </div>
              <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      {agents.length > 0 && (
        <section aria-labelledby="agents-title" className="mx-auto max-w-7xl px-4 pt-12 lg:px-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="agents-title" className="text-2xl font-bold text-slate-900">
              {t('home.agentsTitle')}
            </h2>
            <span className="text-sm text-slate-600">{t('home.agentsCount', { count: agents.length })}</span>
          </div>
          <p className="mt-1 text-sm text-slate-600">{t('home.agentsText')}</p>
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
            {agents.map((agent) => (
              <li key={agent.id} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
                <img src={agent.logo} alt="" width={32} height={32} loading="lazy" decoding="async" className="size-8 rounded-lg" />
                <span className="truncate text-sm font-medium text-slate-800">{agent.agentName}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="mx-auto max-w-7xl px-4 pt-12 lg:px-6">
        <div className="flex flex-col items-start justify-between gap-4 rounded-2xl bg-slate-900 p-6 text-white md:flex-row md:items-center md:p-8">
          <div>
            <h2 className="text-xl font-bold">{t('home.faqTitle')}</h2>
            <p className="mt-1 text-slate-300">{t('home.faqText')}</p>
          </div>
          <LocalizedLink to="/faq" className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 font-semibold text-slate-900 hover:bg-teal-50">
            {t('home.faqLink')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </LocalizedLink>
        </div>
      </section>
    </>
  );
}
