import ArrowRight from 'lucide-react/icons/arrow-right';
import Baby from 'lucide-react/icons/baby';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Camera from 'lucide-react/icons/camera';
import Check from 'lucide-react/icons/check';
import Cpu from 'lucide-react/icons/cpu';
import Footprints from 'lucide-react/icons/footprints';
import Luggage from 'lucide-react/icons/luggage';
import Package from 'lucide-react/icons/package';
import Pill from 'lucide-react/icons/pill';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Shirt from 'lucide-react/icons/shirt';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import Sofa from 'lucide-react/icons/sofa';
import UtensilsCrossed from 'lucide-react/icons/utensils-crossed';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { useTranslation } from '../lib/i18n.tsx';
import type { Route } from './+types/home';
import { budgetThresholds, formatWholeAmount } from '../../core/budget.ts';
import { categoryName, type Page } from '../../core/api.ts';
import { GoodsCard, type GoodsCardData } from '../components/catalog/goods-card.tsx';
import { PagedGoodsGrid } from '../components/catalog/paged-goods-grid.tsx';
import { TrustedSellers } from '../components/catalog/trusted-sellers.tsx';
import { LocalizedLink, useLocalizePath } from '../components/localized-link.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { useAppState } from '../lib/app-state.tsx';
import { catalogApi, type TrustedSellerShown } from '../lib/catalog.server.ts';
import { loadedPageCount, onlyPageCountChanged, pageNumbers } from '../lib/loaded-pages.ts';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';

/** Goods in the "QC-verified" highlight (one row on a desktop), sellers in "Trusted sellers", goods per feed page. */
const QC_HIGHLIGHT_COUNT = 5;
const TRUSTED_SELLER_COUNT = 4;
const FEED_PAGE_SIZE = 10;

type HomeData = {
  page: Page<GoodsCardData> | null;
  /** Feed pages after the first that `?pages=N` asks for (Back after Load More, a reload). */
  more: Page<GoodsCardData>[];
  qcGoods: GoodsCardData[];
  trusted: TrustedSellerShown[];
};

export function meta({ matches, location }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, titleKey: 'home.title', descriptionKey: 'home.description' });
}

/** A home section whose call failed is left out (and logged); the rest of the page still renders. */
function orElse<T>(fallback: T, what: string) {
  return (error: unknown) => {
    console.error(`home: ${what} failed`, error);
    return fallback;
  };
}

export async function loader({ request, url, params, context }: Route.LoaderArgs): Promise<HomeData> {
  const catalog = catalogApi(pageApi(request, context, routeLocale(params)));
  const feedPage = Math.trunc(Number(url.searchParams.get('feedPage')));
  if (feedPage > 1) {
    // The feed's Load More (a fetcher): only the next page.
    return { page: await catalog.defaultGoods(feedPage, FEED_PAGE_SIZE).catch(orElse(null, 'feed page')), more: [], qcGoods: [], trusted: [] };
  }
  // Every feed page the URL says is shown; the feed is left out when one of them fails.
  const feed = Promise.all(pageNumbers(loadedPageCount(url.searchParams)).map((pageId) => catalog.defaultGoods(pageId, FEED_PAGE_SIZE))).catch(
    orElse(null, 'goods feed'),
  );
  const [pages, qcGoods, trusted] = await Promise.all([
    feed,
    catalog
      .searchGoods({ showNoQc: false, sort: 'newest', pageId: 1, pageSize: QC_HIGHLIGHT_COUNT })
      .then(({ list }) => list.filter((goods) => goods.qcCount > 0))
      .catch(orElse([] as GoodsCardData[], 'QC highlight')),
    // Renders nothing when the call is unavailable or fails.
    catalog
      .trustedSellers(TRUSTED_SELLER_COUNT)
      .then(({ list }) => list)
      .catch(() => [] as TrustedSellerShown[]),
  ]);
  const [page = null, ...more] = pages ?? [];
  return { page, more: more.filter((next) => next.list.length > 0), qcGoods, trusted };
}

/** Load More only writes the page count into the URL: the feed on screen already holds those pages. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyPageCountChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}

/** Icons for the nine hot categories of product §3, in their order. */
const CATEGORY_ICONS = [Shirt, Footprints, Luggage, Cpu, Sofa, Baby, Pill, UtensilsCrossed, Package];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, more, qcGoods, trusted } = loaderData;
  const { t } = useTranslation();
  const { hotCategories, agents, locale, rate, selectedAgent, setAgent } = useAppState();
  const localize = useLocalizePath();
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
                  className="category-tile"
                >
                  <Icon aria-hidden="true" className="size-6 text-teal-700" />
                  <span className="leading-tight">{categoryName(category, locale)}</span>
                </LocalizedLink>
              </li>
            );
          })}
        </ul>
      </section>

      {qcGoods.length > 0 && (
        <section aria-labelledby="qc-verified-title" className="mx-auto max-w-7xl px-4 pt-12 lg:px-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="qc-verified-title" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
              <Camera aria-hidden="true" className="size-6 text-teal-700" />
              {t('home.qcTitle')}
            </h2>
            <LocalizedLink to="/search-result?sort=newest" className="inline-flex items-center gap-1 text-sm font-semibold text-teal-800 hover:underline">
              {t('home.seeAll')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </LocalizedLink>
          </div>
          <p className="mt-1 text-sm text-slate-600">{t('home.qcText')}</p>
          <ul className="-mx-4 mt-5 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-5 md:gap-4 md:overflow-visible md:px-0">
            {qcGoods.map((goods) => (
              <li key={`${goods.channel}:${goods.offerId}`} className="w-40 shrink-0 snap-start md:w-auto">
                <GoodsCard goods={goods} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {trusted.length > 0 && (
        <section aria-labelledby="trusted-title" className="mx-auto max-w-7xl px-4 pt-12 lg:px-6">
          <h2 id="trusted-title" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
            <BadgeCheck aria-hidden="true" className="size-6 text-teal-700" />
            {t('home.trustedTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('home.trustedText')}</p>
          <TrustedSellers sellers={trusted} />
        </section>
      )}

      <section aria-labelledby="budget-title" className="mx-auto max-w-7xl px-4 pt-12 lg:px-6">
        <h2 id="budget-title" className="text-2xl font-bold text-slate-900">
          {t('home.budgetTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('home.budgetText')}</p>
        <ul className="mt-4 flex flex-wrap gap-3" data-testid="budget-list">
          {budgetThresholds(rate).map((amount) => (
            <li key={amount}>
              {/* The amount in the display currency; the server converts it once (core/catalog-schemas.ts). */}
              <LocalizedLink
                to={`/search-result?${new URLSearchParams({ maxPrice: String(amount), currency: rate.currency })}`}
                className="inline-flex items-center rounded-full border border-teal-700/30 bg-teal-50 px-4 py-2 text-sm font-semibold text-teal-900 hover:bg-teal-100"
              >
                {t('home.budgetUnder', { price: formatWholeAmount(amount, rate) })}
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
          <p className="mt-1 text-sm text-slate-600">
            {t('home.agentsText')} {t('home.agentsPick')}
          </p>
          {/* Choosing an agent here is the header's agent choice: product pages put its buy button first. */}
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
            {agents.map((agent) => {
              const chosen = selectedAgent?.id === agent.id;
              return (
                <li key={agent.id}>
                  <button
                    type="button"
                    aria-pressed={chosen}
                    onClick={() => setAgent(chosen ? '' : agent.agentName)}
                    className={`agent-choice ${
                      chosen ? 'border-teal-700 bg-teal-50 ring-1 ring-teal-700' : 'border-slate-200 bg-white'
                    }`}
                  >
                    <img src={agent.logo} alt="" width={32} height={32} loading="lazy" decoding="async" className="agent-choice-logo" />
                    <span className="min-w-0">
                      <span className="agent-choice-name">{agent.agentName}</span>
                      {chosen && (
                        <span className="flex items-center gap-1 text-xs font-semibold text-teal-800">
                          <Check aria-hidden="true" className="size-3.5" />
                          {t('agents.yourAgent')}
                        </span>
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {page && page.list.length > 0 && (
        <section aria-labelledby="feed-title" className="mx-auto max-w-7xl px-4 pt-12 lg:px-6">
          <h2 id="feed-title" className="text-2xl font-bold text-slate-900">
            {t('home.feedTitle')}
          </h2>
          <p className="mb-5 mt-1 text-sm text-slate-600">{t('home.feedText')}</p>
          <PagedGoodsGrid first={page} more={more} pageHref={(pageId) => `${localize('/')}?index&feedPage=${pageId}`} />
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
