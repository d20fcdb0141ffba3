/**
 * The site banner's closed state (product §2 "Global shell", product §9 promotion cookies): a cookie naming the flash
 * sale whose banner the visitor closed, until 23:59:59 local time that day. Its own module, out of the shell chunk
 * (vite.config.ts NOT_IN_SHELL): only the banner's lazy chunk and the server read it.
 */
export const SITE_BANNER_COOKIE = 'closedSiteBanner';

/** The end of today in the browser's time zone (23:59:59 local), when a closed promotion may show again. */
export function endOfToday(now = new Date()): Date {
  const end = new Date(now);
  end.setHours(23, 59, 59, 0);
  return end;
}
