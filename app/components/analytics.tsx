import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ACCOUNT_PAGE_PATTERN, analyticsLocation, analyticsPath } from '../../core/analytics.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The analytics tag, only when PUBLIC_GA_ID is set (product §7 "other traffic"). */
export function AnalyticsTag({ gaId, nonce }: { gaId: string | null; nonce: string | undefined }) {
  if (!gaId) return null;
  // The tag's own default page_location would be the address as loaded (`/setNewPassword?token=…`): give it the
  // address without the query of an account page (core/analytics.ts), before the page has cleaned the address bar.
  // Built on the server only: the browser keeps the element it was given (hydration does not compare inline script text),
  // and the first-load JavaScript does not carry the template (the 135 kB budget).
  const init = !import.meta.env.SSR
    ? ''
    : `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}window.gtag=gtag;gtag('js',new Date());` +
    `var l=location,a=new RegExp(${JSON.stringify(ACCOUNT_PAGE_PATTERN.source)},'i').test(l.pathname);` +
    `gtag('config',${JSON.stringify(gaId)},{send_page_view:false,page_location:l.origin+l.pathname+(a?'':l.search)});`;
  return (
    <>
      <script async nonce={nonce} src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: init }} suppressHydrationWarning />
    </>
  );
}

/** A page-view event with location, path and title on every route change (product §2); account pages send no query. */
export function usePageViews(enabled: boolean) {
  const location = useLocation();
  useEffect(() => {
    if (!enabled) return;
    // after the route's meta has updated document.title
    const id = window.setTimeout(() => {
      window.gtag?.('event', 'page_view', {
        page_location: analyticsLocation(window.location.href),
        page_path: analyticsPath(location.pathname, location.search),
        page_title: document.title,
      });
    }, 0);
    return () => window.clearTimeout(id);
  }, [enabled, location.pathname, location.search]);
}
