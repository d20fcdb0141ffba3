import Box from 'lucide-react/icons/box';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import Check from 'lucide-react/icons/check';
import ExternalLink from 'lucide-react/icons/external-link';
import Eye from 'lucide-react/icons/eye';
import PackageX from 'lucide-react/icons/package-x';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import Weight from 'lucide-react/icons/weight';
import { lazy, Suspense, type ReactNode } from 'react';
import { Await, data, isRouteErrorResponse, type MetaDescriptor, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/product';
import { CHANNELS, type AgentOffer, type Channel, type GoodsDetail } from '../../core/api.ts';
import { formatPrice, FALLBACK_RATE } from '../../core/currency.ts';
import { lookup } from '../../core/i18n/translate.ts';
import { isValidOfferId, marketplaceUrl } from '../../core/links/index.ts';
import { thumbUrl } from '../../core/thumb.ts';
import { AGENT_LINK_PROPS } from '../components/catalog/agent-link.ts';
import { channelName } from '../components/catalog/channel.ts';
import { FavoriteButton } from '../components/catalog/favorite-button.tsx';
import { useCatalogFormat } from '../components/catalog/format.ts';
import { ImageGallery } from '../components/catalog/image-gallery.tsx';
import { Price } from '../components/catalog/price.tsx';
import { ProductNotFound } from '../components/catalog/product-not-found.tsx';
import { QcGallery } from '../components/catalog/qc-gallery.tsx';
import { SellerCard } from '../components/catalog/seller.tsx';
import { ErrorScreen } from '../components/error-screen.tsx';
import { useAppState } from '../lib/app-state.tsx';
import { catalogApi, type CardShown as GoodsCard, type ProductRef } from '../lib/catalog.server.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { rootData, rootMessages, seoMeta } from '../lib/seo.ts';

// Below the fold: the server renders these sections, but their code loads after the page's first
// JavaScript (hydrated when it arrives), keeping the first load within budget (bench:web).
// The agent comparison starts loading as soon as this module runs in the browser, before hydration
// begins: React drops a click on a section still waiting for its code. The QC gallery (1 kB
// compressed; its lightbox loads when opened) comes with the page: a QC photo pressed right after
// hydration did nothing when the gallery's code arrived later (CI, 2026-11-29).
const agentComparisonModule = typeof window === 'undefined' ? null : import('../components/catalog/agent-comparison.tsx');
const AgentComparison = lazy(() => (agentComparisonModule ?? import('../components/catalog/agent-comparison.tsx')).then((m) => ({ default: m.AgentComparison })));
const GoodsGrid = lazy(() => import('../components/catalog/goods-grid.tsx').then((m) => ({ default: m.GoodsGrid })));

/** Similar goods shown under the product. */
const SIMILAR_COUNT = 10;

function isChannel(value: string | undefined): value is Channel {
  return (CHANNELS as readonly string[]).includes(value ?? '');
}

type ProductData =
  | { kind: 'product'; goods: GoodsDetail; offers: AgentOffer[]; similar: Promise<GoodsCard[]> }
  /** A valid (channel, offerId) the catalog does not hold: still the marketplace link and every agent's buy link. */
  | { kind: 'unknown'; ref: ProductRef; marketplaceUrl: string; offers: AgentOffer[] };

export function meta({ loaderData, matches, location, error }: Route.MetaArgs): MetaDescriptor[] {
  const root = rootData(matches);
  const messages = rootMessages(matches);
  if (error || !loaderData) {
    return seoMeta({ matches, pathname: location.pathname, title: lookup(messages, 'product.notFound'), noindex: true });
  }
  if (loaderData.kind === 'unknown') {
    const title = lookup(messages, 'product.unknownTitle');
    return seoMeta({ matches, pathname: location.pathname, title, description: lookup(messages, 'product.unknownText', { channel: channelName(loaderData.ref.channel, root?.locale ?? 'en'), offerId: loaderData.ref.offerId }), noindex: true });
  }
  const { goods } = loaderData;
  const origin = root?.origin ?? '';
  const url = origin + location.pathname;
  const image = goods.images[0] ?? goods.image;
  const imageUrl = image ? new URL(thumbUrl(image, 800), origin || 'http://localhost').href : undefined;
  const base = seoMeta({
    matches,
    pathname: location.pathname,
    title: goods.title,
    description: lookup(messages, 'product.metaDescription', { title: goods.title, price: formatPrice(goods.priceCny, FALLBACK_RATE) }),
  }).filter((descriptor) => !('property' in descriptor && descriptor.property === 'og:type'));
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: goods.title,
    ...(imageUrl ? { image: [imageUrl] } : {}),
    sku: `${goods.channel}-${goods.offerId}`,
    url,
    offers: {
      '@type': 'Offer',
      price: goods.priceCny.toFixed(2),
      priceCurrency: 'CNY',
      availability: goods.outOfStock ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      url,
    },
  };
  return [
    ...base,
    { property: 'og:type', content: 'product' },
    ...(imageUrl ? [{ property: 'og:image', content: imageUrl }, { name: 'twitter:card', content: 'summary_large_image' }] : []),
    { 'script:ld+json': jsonLd },
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { channel, offerId } = params;
  if (!isChannel(channel) || !isValidOfferId(offerId)) throw data(null, { status: 404 });
  const ref: ProductRef = { channel, offerId };
  const catalog = catalogApi(pageApi(request, context, routeLocale(params)));
  // The one place a detail view is counted (shouldRevalidate keeps it from re-running needlessly).
  const [goods, offers] = await Promise.all([catalog.goodsInfo(ref, { countView: true }), catalog.agentOffers(ref)]);
  if (!goods) {
    return { kind: 'unknown', ref, marketplaceUrl: marketplaceUrl(channel, offerId), offers } satisfies ProductData as ProductData;
  }
  // Streamed after the first byte: similar goods never hold up the product itself.
  const similar = catalog
    .similarGoods(ref, SIMILAR_COUNT + 1)
    .then(({ list }) => list.filter((item) => !(item.channel === channel && item.offerId === offerId)).slice(0, SIMILAR_COUNT))
    .catch((error: unknown) => {
      console.error('similar goods failed', error);
      return [] as GoodsCard[];
    });
  return { kind: 'product', goods, offers, similar } satisfies ProductData as ProductData;
}

/** Only another product (or language) loads again: currency and agent changes re-render, they do not re-count a view. */
export function shouldRevalidate({ currentParams, nextParams, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return currentParams.channel !== nextParams.channel || currentParams.offerId !== nextParams.offerId || currentParams.lang !== nextParams.lang;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2.5">
      <dt className="flex items-center gap-1.5 text-xs text-slate-600">
        <span aria-hidden="true" className="text-teal-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function MarketplaceLink({ channel, href }: { channel: Channel; href: string }) {
  const { t } = useTranslation();
  const { locale } = useAppState();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="btn-secondary gap-2">
      {t('product.viewOn', { channel: channelName(channel, locale) })}
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}

/**
 * The page's main call to action. With an agent chosen in the header (and a buy link of that agent
 * for this product) it opens that agent's buy link in a new tab: the same link, referral code
 * included, as the agent's row in the comparison below (`AgentOffer.buyUrl`, built by the server).
 * Without one it leads down to the comparison to choose an agent.
 */
function BuyButton({ offers }: { offers: readonly AgentOffer[] }) {
  const { t } = useTranslation();
  const { selectedAgent } = useAppState();
  const offer = selectedAgent ? offers.find((candidate) => candidate.id === selectedAgent.id) : undefined;
  if (!offer) {
    return (
      <a href="#agents-title" className="btn-primary">
        {t('product.buyViaAgent')}
      </a>
    );
  }
  return (
    <>
      <a href={offer.clickUrl} title={offer.buyUrl} {...AGENT_LINK_PROPS} aria-describedby="product-buy-new-tab" className="btn-primary gap-2">
        {t('agents.buyVia', { agent: offer.agentName })}
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
      <span id="product-buy-new-tab" hidden>
        {t('agents.newTab')}
      </span>
    </>
  );
}

function ProductView({ goods, offers, similar }: { goods: GoodsDetail; offers: AgentOffer[]; similar: Promise<GoodsCard[]> }) {
  const { t } = useTranslation();
  const { locale, currency } = useAppState();
  const format = useCatalogFormat();
  const images = goods.images.length > 0 ? goods.images : [goods.image];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6 lg:py-8">
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <ImageGallery images={images} title={goods.title} />
        <div className="flex min-w-0 flex-col gap-5">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-teal-800">{t('product.channelItem', { channel: channelName(goods.channel, locale), offerId: goods.offerId })}</p>
            <h1 className="mt-1 text-2xl font-bold leading-tight tracking-tight text-slate-900 text-pretty md:text-3xl">{goods.title}</h1>
            {goods.titleCn && goods.titleCn !== goods.title && (
              <p className="mt-1 text-sm text-slate-500">
                <span className="font-medium text-slate-600">{t('product.originalTitle')}</span>{' '}
                <span lang="zh-Hans">{goods.titleCn}</span>
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <Price cny={goods.priceCny} className="text-3xl font-extrabold text-slate-900" />
            {currency !== 'CNY' && <span className="text-sm text-slate-600">{t('product.cnyPrice', { price: formatPrice(goods.priceCny, FALLBACK_RATE) })}</span>}
            {goods.outOfStock ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-semibold text-red-800 ring-1 ring-red-200">
                <PackageX aria-hidden="true" className="size-4" />
                {t('goods.outOfStock')}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
                <Check aria-hidden="true" className="size-4" />
                {t('product.inStock', { count: goods.stock, value: format.integer(goods.stock) })}
              </span>
            )}
          </div>
          <dl className="grid grid-cols-2 gap-2 lg:grid-cols-3">
            <Fact icon={<Weight className="size-4" />} label={t('product.weight')}>
              {format.weight(goods.weightG)}
            </Fact>
            <Fact icon={<Box className="size-4" />} label={t('product.volume')}>
              {format.volume(goods.volumeCm3)}
            </Fact>
            <Fact icon={<CalendarClock className="size-4" />} label={t('product.delivery')}>
              {t('product.deliveryDays', { count: goods.deliveryDays })}
            </Fact>
            <Fact icon={<ShoppingBag className="size-4" />} label={t('product.sold')}>
              {format.integer(goods.soldCount)}
            </Fact>
            <Fact icon={<Eye className="size-4" />} label={t('product.views')}>
              {format.integer(goods.viewCount)}
            </Fact>
          </dl>
          <div className="flex flex-wrap gap-3">
            <BuyButton offers={offers} />
            <MarketplaceLink channel={goods.channel} href={goods.productUrl} />
            <FavoriteButton goods={goods} variant="page" />
          </div>
          {goods.seller && <SellerCard seller={goods.seller} />}
        </div>
      </div>
      <div className="mt-10 space-y-10">
        <QcGallery photos={goods.qcPhotos} />
        <Suspense fallback={<SectionPlaceholder />}>
          <AgentComparison offers={offers} />
        </Suspense>
        <Suspense fallback={<SectionPlaceholder />}>
          <Await resolve={similar} errorElement={null}>
            {(list) =>
              list.length > 0 ? (
                <section aria-labelledby="similar-title">
                  <h2 id="similar-title" className="mb-4 text-xl font-bold text-slate-900">
                    {t('product.similar')}
                  </h2>
                  <GoodsGrid goods={list} />
                </section>
              ) : null
            }
          </Await>
        </Suspense>
      </div>
    </div>
  );
}

function SectionPlaceholder() {
  return <div aria-hidden="true" className="h-64 animate-pulse rounded-xl bg-slate-100" />;
}

function UnknownProductView({ product, marketplaceUrl: href, offers }: { product: ProductRef; marketplaceUrl: string; offers: AgentOffer[] }) {
  const { t } = useTranslation();
  const { locale } = useAppState();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6 lg:py-8">
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:p-8">
        <p className="text-xs font-semibold uppercase tracking-wide text-teal-800">{t('product.channelItem', { channel: channelName(product.channel, locale), offerId: product.offerId })}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{t('product.unknownTitle')}</h1>
        <p className="mt-3 max-w-2xl text-slate-700">{t('product.unknownText', { channel: channelName(product.channel, locale), offerId: product.offerId })}</p>
        <div className="mt-5">
          <MarketplaceLink channel={product.channel} href={href} />
        </div>
      </div>
      <div className="mt-10">
        <Suspense fallback={<SectionPlaceholder />}>
          <AgentComparison offers={offers} />
        </Suspense>
      </div>
    </div>
  );
}

/** Product detail (product §2): gallery, facts, QC photos, seller trust, agent comparison, similar goods. */
export default function Product({ loaderData }: Route.ComponentProps) {
  const product = loaderData as ProductData;
  if (product.kind === 'unknown') return <UnknownProductView product={product.ref} marketplaceUrl={product.marketplaceUrl} offers={product.offers} />;
  return <ProductView key={`${product.goods.channel}:${product.goods.offerId}`} goods={product.goods} offers={product.offers} similar={product.similar} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ProductNotFound />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
}
