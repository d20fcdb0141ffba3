import { COOKIE } from './constants.ts';

/**
 * The shell's promotions (product §2 "Global shell", §4 "Design-bot promotion", "Community chat dialog"): which of
 * them a page shows, and in what order. Pure rules; the browser's lazy chunk (app/components/promotions/) asks them.
 * Kept out of the shell chunk (vite.config.ts NOT_IN_SHELL).
 */

/** Where the design-bot promotion leads (product §2 route table: `isDesignBot=1` opens the bot design flow). */
export const ADD_BOT_PATH = '/dashboard/my-bots?isDesignBot=1';

/** The analytics event of a click on the community invite, and where it was clicked (product §7 "Other traffic"). */
export const JOIN_DISCORD_EVENT = 'join_discord';
export type JoinDiscordPosition = 'discord_dialog' | 'floating';

/** After the page became idle, how long a promotion waits before it opens: the visitor sees the page first. */
export const PROMOTION_DELAY_MS = 4000;

/** The promotion cookies of product §3, each set until 23:59:59 local time once its promotion is closed (§9). */
export const PROMOTION_COOKIES = [COOKIE.isShowDesignBot, COOKIE.isShowDiscordDialog] as const;
export type PromotionCookie = (typeof PROMOTION_COOKIES)[number];
/** The value written: "do not show" (product §4: the promotion shows while its cookie is absent, whatever it holds). */
export const PROMOTION_COOKIE_VALUE = 'false';

/**
 * The end of the day of `now` in the browser's time zone (23:59:59 local). The site banner's rule too
 * (core/site-banner.ts); written again here so the banner's and the promotions' lazy chunks share no third chunk.
 */
export function endOfToday(now = new Date()): Date {
  const end = new Date(now);
  end.setHours(23, 59, 59, 0);
  return end;
}

/** A closed promotion's cookie: "do not show" until 23:59:59 local time of the day it was closed (product §9). */
export function promotionCookie(now = new Date()): { value: string; expires: Date } {
  return { value: PROMOTION_COOKIE_VALUE, expires: endOfToday(now) };
}

export type PromotionContext = {
  /** The viewport is at most 768 px wide (product §4 isMobile). */
  isMobile: boolean;
  /** The route's meta says isHideFloating (product §2 route table: login, sign-up). */
  hideFloating: boolean;
  /** The path without its locale prefix. */
  path: string;
  /** Cookies present today (a closed promotion). */
  dismissed: ReadonlySet<string>;
  /** What the deployment configured: the app-store listing (the QR code), the community invite. */
  appStore: boolean;
  communityInvite: boolean;
};

export type PromotionPlan = {
  /** The mobile floating area and which of its two buttons it has (none: no area). */
  floating: { appDownload: boolean; community: boolean } | null;
  /** The promotions to open, one at a time, in this order. */
  queue: ('designBot' | 'community')[];
};

/** The pages where no promotion opens over the page: the ones that hide the floating area, the console, the bots page itself. */
function quietPath(path: string): boolean {
  return /^\/admin(\/|$)/.test(path);
}

/**
 * What a page shows (product §2, §4). The floating area is for phones and hides where the route says so. Promotions
 * open one at a time: on a desktop the community dialog (modal) first, then the design-bot image, so the two never
 * compete; on a phone only the design-bot dialog (the community dialog is desktop only). None opens on the pages that
 * hide the floating area (signing in is not the moment), in the console, or on the design page it advertises.
 */
export function planPromotions(context: PromotionContext): PromotionPlan {
  const floating =
    context.isMobile && !context.hideFloating && (context.appStore || context.communityInvite)
      ? { appDownload: context.appStore, community: context.communityInvite }
      : null;
  if (context.hideFloating || quietPath(context.path)) return { floating, queue: [] };
  const queue: PromotionPlan['queue'] = [];
  if (!context.isMobile && context.communityInvite && !context.dismissed.has(COOKIE.isShowDiscordDialog)) queue.push('community');
  if (!context.dismissed.has(COOKIE.isShowDesignBot) && !/^\/dashboard\/my-bots(\/|$)/.test(context.path)) queue.push('designBot');
  return { floating, queue };
}

/** The app's listing URL with the utm source marker the QR code carries (product §9), so installs from it are counted. */
export const APP_QR_UTM_SOURCE = 'haulbridge_web_qr';

export function appListingUrlWithMarker(listingUrl: string): string {
  const url = new URL(listingUrl);
  url.searchParams.set('utm_source', APP_QR_UTM_SOURCE);
  return url.toString();
}

/** Where the server serves the app-download QR code (a PNG). */
export const APP_QR_PATH = '/files/app-qr.png';
/** The QR code's size in pixels, black on white (product §9). */
export const APP_QR_SIZE_PX = 200;
