import { lazy, Suspense } from 'react';
import { data, isRouteErrorResponse, Outlet, useLocation, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/shell';
import { COLLECT_PARAM } from '../../core/constants.ts';
import { DEFAULT_LOCALE, isLocale } from '../../core/locale.ts';
import { ErrorScreen } from '../components/error-screen.tsx';
import { Footer } from '../components/footer.tsx';
import { Header } from '../components/header.tsx';
import { cookieHeaders } from '../lib/auth.server.ts';
import type { Bootstrap } from '../lib/bootstrap.server.ts';
import { attributionCookies } from '../lib/guards.ts';
import { isChunkLoadError, reloadOnceForChunkError } from '../lib/chunk-reload.ts';
import { onlyPageCountChanged } from '../lib/loaded-pages.ts';
import { useHideFloating } from '../lib/route-meta.ts';
import { seoMeta } from '../lib/seo.ts';
import { useTranslation } from '../lib/i18n.tsx';

/**
 * `/{lang}/…` must name one of the seven prefixed locales (English has no prefix). Any page's
 * inviteCode, agent and utm_* parameters are kept in cookies until the year 3000 (product §2 guard); this
 * loader runs again whenever the query changes, so client navigations keep them too.
 */
export function loader({ params, url, context }: Route.LoaderArgs) {
  if (params.lang !== undefined && (!isLocale(params.lang) || params.lang === DEFAULT_LOCALE)) {
    throw data(null, { status: 404 });
  }
  const cookies = attributionCookies(url, context.secureCookies === true);
  return cookies.length ? data(null, { headers: cookieHeaders(cookies) }) : null;
}

/** Load More writing the page count into the URL (app/lib/loaded-pages.ts) needs no loader to run again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyPageCountChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}

export type { RouteHandle } from '../lib/route-meta.ts';

export function meta({ matches, location, error }: Route.MetaArgs) {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return seoMeta({ matches, pathname: location.pathname, titleKey: notFound ? 'errors.pageNotFoundTitle' : 'errors.serverErrorStatus', noindex: true });
}

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<Bootstrap>('root');
  // The mobile floating area and the promotions (product §2 global shell, decision 029) hide on these routes too.
  const hideFloating = useHideFloating();
  return (
    <div className="flex min-h-screen flex-col" data-hide-floating={hideFloating || undefined}>
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:absolute focus:left-4 focus:top-4">
        {t('nav.skipToContent')}
      </a>
      {/* No fallback: nothing shows until the chunk is there, and a server-rendered banner stays as it is meanwhile. */}
      {root?.banner && (
        <Suspense>
          <SiteBanner {...root.banner} />
        </Suspense>
      )}
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer demoCatalog={root?.demoCatalog === true} />
    </div>
  );
}

/** The site banner's code loads only on a page that has one (the server rendered it already). */
const SiteBanner = lazy(() => import('../components/banner.tsx'));

/** Finishing a heart clicked before login is code only a page whose address carries `collect=` loads. */
const PendingFavorite = lazy(() => import('../components/catalog/pending-favorite.tsx'));

function PendingFavoriteWhenAsked() {
  const { search } = useLocation();
  if (!new URLSearchParams(search).has(COLLECT_PARAM)) return null;
  return (
    <Suspense>
      <PendingFavorite />
    </Suspense>
  );
}

export default function Shell() {
  return (
    <Frame>
      <Outlet />
      <PendingFavoriteWhenAsked />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  if (typeof window !== 'undefined' && isChunkLoadError(error)) reloadOnceForChunkError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Frame>
      <ErrorScreen status={status} path={pathname} />
    </Frame>
  );
}
