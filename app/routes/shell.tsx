import { data, isRouteErrorResponse, Outlet, useLocation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/shell';
import { DEFAULT_LOCALE, isLocale } from '../../core/locale.ts';
import { ErrorScreen } from '../components/error-screen.tsx';
import { Footer } from '../components/footer.tsx';
import { Header } from '../components/header.tsx';
import type { Bootstrap } from '../lib/bootstrap.server.ts';
import { isChunkLoadError, reloadOnceForChunkError } from '../lib/chunk-reload.ts';
import { seoMeta } from '../lib/seo.ts';
import { useTranslation } from '../lib/i18n.tsx';

/** `/{lang}/…` must name one of the seven prefixed locales (English has no prefix). */
export function loader({ params }: Route.LoaderArgs) {
  if (params.lang !== undefined && (!isLocale(params.lang) || params.lang === DEFAULT_LOCALE)) {
    throw data(null, { status: 404 });
  }
  return null;
}

export function meta({ matches, location, error }: Route.MetaArgs) {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return seoMeta({ matches, pathname: location.pathname, titleKey: notFound ? 'errors.pageNotFoundTitle' : 'errors.serverErrorStatus', noindex: true });
}

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const demoCatalog = useRouteLoaderData<Bootstrap>('root')?.demoCatalog === true;
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:absolute focus:left-4 focus:top-4">
        {t('nav.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer demoCatalog={demoCatalog} />
    </div>
  );
}

export default function Shell() {
  return (
    <Frame>
      <Outlet />
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
