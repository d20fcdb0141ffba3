import { useState } from 'react';
import type { SiteBanner as Banner } from '../../core/activity-buyer-schemas.ts';
import { endOfToday, SITE_BANNER_COOKIE } from '../../core/site-banner.ts';
import { thumbUrl } from '../../core/thumb.ts';
import { writeCookie } from '../lib/cookies.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { LocalizedLink } from './localized-link.tsx';

/**
 * The full-site banner (product §2 "Global shell"): the flash sale the operators chose, its mobile image up to
 * 768 px and the desktop one above, linking to the sale; the close icon hides it for the rest of the day (a cookie
 * naming the sale, read by the server's render, so the next page comes without it). A fixed height: no layout
 * shift while the image loads. Loaded lazily by the shell, only when there is a banner.
 */
export default function SiteBanner(banner: Banner) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const close = () => {
    writeCookie(SITE_BANNER_COOKIE, String(banner.activityId), { expires: endOfToday() });
    setClosed(true);
  };
  return (
    <div className="relative h-14 bg-rose-700 sm:h-20" data-testid="site-banner">
      <LocalizedLink to={`/activity/flash-sale/${banner.activityId}`} className="flex size-full items-center justify-center focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-white">
        {banner.desktopImage ? (
          <picture className="size-full">
            {banner.mobileImage && <source media="(max-width: 768px)" srcSet={thumbUrl(banner.mobileImage, 800)} />}
            <img src={thumbUrl(banner.desktopImage, 1200)} alt={banner.title} className="size-full object-cover" />
          </picture>
        ) : (
          <span className="truncate px-12 text-sm font-semibold text-white sm:text-base">
            <span className="mr-2 rounded bg-white px-1.5 py-0.5 text-xs font-bold uppercase text-rose-700">{t('siteBanner.flashSale')}</span>
            {banner.title}
          </span>
        )}
      </LocalizedLink>
      <button
        type="button"
        onClick={close}
        aria-label={t('siteBanner.close')}
        className="absolute right-2 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-black/30 text-white hover:bg-black/50 focus-visible:outline-2 focus-visible:outline-white"
      >
        {/* Drawn here, not the icon library's X: that one lives in the catalog chunk, one more file for this lazy chunk to load. */}
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </button>
    </div>
  );
}
