/** Business constants of product §9 and the cookie names of product §3. */

export const COOKIE = {
  token: 'token',
  language: 'language',
  currency: 'currency',
  curAgent: 'curAgent',
  inviteCode: 'inviteCode',
  agent: 'agent',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  lastLoginPlatform: 'lastLoginPlatform',
  isShowDesignBot: 'isShowDesignBot',
  isShowDiscordDialog: 'isShowDiscordDialog',
} as const;

/** Currency and agent choices persist 2592e8 ms = 3000 days (product §4). */
export const CURRENCY_COOKIE_MAX_AGE_S = 2592e8 / 1000;
/** The session `token` and `lastLoginPlatform` cookies last 3000 days (product §9); the session itself ends sooner when idle. */
export const TOKEN_COOKIE_MAX_AGE_S = 3000 * 24 * 60 * 60;
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const MOBILE_BREAKPOINT_PX = 768;

/** The query parameter carrying a heart clicked before login back to its page (app/lib/pending-favorite.ts). */
export const COLLECT_PARAM = 'collect';

export const CONFIRM_DIALOG_Z_INDEX = 9999;
export const CONFIRM_DIALOG_DEFAULT_WIDTH = '420px';

/** A failed dynamic import reloads the page at most once in this window (product §4). */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
/** How often the web app asks for the deployed build id. */
export const BUILD_POLL_INTERVAL_MS = 5 * 60_000;

/** The client version string sent as X-VERSION (product §9 "production web 1.0"). */
export const CLIENT_VERSION = 'web-1.0';

export const PLATFORMS = ['web', 'android', 'ios'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** X-PLATFORM from a user agent (product §7). */
export function platformFromUserAgent(userAgent: string | undefined): Platform {
  if (!userAgent) return 'web';
  if (/HaulbridgeApp\/[\d.]+ \(Android/i.test(userAgent)) return 'android';
  if (/HaulbridgeApp\/[\d.]+ \(iOS/i.test(userAgent)) return 'ios';
  return 'web';
}

