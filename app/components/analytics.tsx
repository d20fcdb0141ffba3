import { useEffect } from 'react';
import { useLocation } from 'react-router';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The analytics tag, only when PUBLIC_GA_ID is set (spec §7 "other traffic"). */
export function AnalyticsTag({ gaId, nonce }: { gaId: string | null; nonce: string | undefined }) {
  if (!gaId) return null;
  const init = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}window.gtag=gtag;gtag('js',new Date());gtag('config',${JSON.stringify(gaId)},{send_page_view:false});`;
  return (
    <>
      <script async nonce={nonce} src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: init }} />
    </>
  );
}

/** A page-view event with location, path and title on every route change (spec §2). */
export function usePageViews(enabled: boolean) {
  const location = useLocation();
  useEffect(() => {
    if (!enabled) return;
    // after the route's meta has updated document.title
    const id = window.setTimeout(() => {
      window.gtag?.('event', 'page_view', { page_location: window.location.href, page_path: location.pathname + location.search, page_title: document.title });
    }, 0);
    return () => window.clearTimeout(id);
  }, [enabled, location.pathname, location.search]);
}
