import { use, useEffect } from 'react';
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import { isLocale, LOCALE_TAGS, DEFAULT_LOCALE, splitLocalePath } from '../core/locale.ts';
import { AnalyticsTag, usePageViews } from './components/analytics.tsx';
import { AfterIdle } from './components/after-idle.tsx';
import { ConfirmHost } from './components/confirm-host.tsx';
import { ToastHost } from './components/toast-host.tsx';
import { AppStateProvider } from './lib/app-state.tsx';
import { cookieHeaders, sessionUser } from './lib/auth.server.ts';
import { NO_LOGIN_REDIRECT_PATHS } from './lib/guards.ts';
import { useStoredUser } from './lib/stored-user.ts';
import { loadBootstrap, type Bootstrap } from './lib/bootstrap.server.ts';
import { installChunkReload, isChunkLoadError, reloadOnceForChunkError } from './lib/chunk-reload.ts';
import { commonMessages, CommonMessagesHint, loadCommonMessages } from './lib/common-messages.ts';
import { I18nProvider } from './lib/i18n.tsx';
import { ModuleHints } from './lib/module-hints.tsx';
import { Stylesheet } from './lib/stylesheet.tsx';
import stylesheetHref from './app.css?url';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
  // Product §2 guard: a token exists → the user is logged in and their info is loaded (a dead token is cleared).
  const session = await sessionUser(request, context, locale);
  const bootstrap = await loadBootstrap(request, context, locale, session.user);
  return session.setCookies.length ? data(bootstrap, { headers: cookieHeaders(session.setCookies) }) : bootstrap;
}

/**
 * Reference data loads once (product §4); it is reloaded when the locale changes, after a form
 * submission (login, logout, sign-up) and on the way to /login or /sign-up (a forced logout ends there).
 */
export function shouldRevalidate({ currentParams, nextParams, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentParams.lang !== nextParams.lang) return true;
  if (formMethod) return defaultShouldRevalidate;
  return (NO_LOGIN_REDIRECT_PATHS as readonly string[]).includes(splitLocalePath(nextUrl.pathname).path);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<Bootstrap>('root');
  const locale = data?.locale ?? (typeof window === 'undefined' ? DEFAULT_LOCALE : splitLocalePath(window.location.pathname).locale);
  return (
    <html lang={LOCALE_TAGS[locale]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f172a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Stylesheet href={stylesheetHref} />
        <Meta />
        <Links nonce={data?.nonce} />
        <CommonMessagesHint href={data?.messagesHref} />
        <ModuleHints nonce={data?.nonce} />
        <AnalyticsTag gaId={data?.gaId ?? null} nonce={data?.nonce} />
      </head>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  usePageViews(Boolean(loaderData.gaId));
  useEffect(() => installChunkReload(), []);
  useStoredUser(loaderData.user);
  // The `common` catalogue is a file of its own (docs/decisions/020): until it is here the render waits (at hydration
  // the server's page stays as it is; after a change of language the previous page stays), so no untranslated text shows.
  const messages = commonMessages(loaderData.locale) ?? use(loadCommonMessages(loaderData.locale, loaderData.messagesHref));
  return (
    <I18nProvider locale={loaderData.locale} messages={messages}>
      <AppStateProvider
        locale={loaderData.locale}
        rates={loaderData.rates}
        agents={loaderData.agents}
        hotCategories={loaderData.hotCategories}
        initialCurrency={loaderData.currency}
        initialAgent={loaderData.curAgent}
        isMobileHint={loaderData.isMobileHint}
        user={loaderData.user}
      >
        <Outlet />
        <ConfirmHost />
        <ToastHost />
        <AfterIdle buildId={loaderData.buildId} />
      </AppStateProvider>
    </I18nProvider>
  );
}

/**
 * Last-resort boundary, reached only when the root itself fails (the shell's boundary handles
 * page errors with the translated error page). Its words are the spec's status texts (§2).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (typeof window !== 'undefined' && isChunkLoadError(error)) reloadOnceForChunkError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const statusText = status === 404 ? 'Page Not Found' : 'Internal Server Error';
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-6xl font-bold text-slate-600">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{statusText}</h1>
      <a className="mt-8 inline-block text-blue-700 underline" href="/">
        {'Haulbridge'}
      </a>
    </main>
  );
}
