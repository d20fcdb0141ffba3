import type { AppLoadContext } from 'react-router';
import { API_PATH, categoryName, type AgentSummary, type HotCategory, type UserInfo } from '../../core/api.ts';
import { ACTIVITY_BUYER_PATH, type SiteBanner } from '../../core/activity-buyer-schemas.ts';
import { SITE_BANNER_COOKIE } from '../../core/site-banner.ts';
import { COOKIE, platformFromUserAgent } from '../../core/constants.ts';
import { DEFAULT_CURRENCY, FALLBACK_RATE, isCurrencyCode, type RateEntry } from '../../core/currency.ts';
import type { Locale } from '../../core/locale.ts';
import { createApiClient } from './api-client.ts';
import { readCookie } from './cookies.ts';

/**
 * App start (product §4) for the first render: rates, agents, hot categories and the site banner through the API, once.
 * A load that answers a non-zero code (or fails) leaves its fallback: CNY at rate 1 (product §7).
 */
export async function loadBootstrap(request: Request, context: AppLoadContext, locale: Locale, user: UserInfo | null = null) {
  const cookieHeader = request.headers.get('cookie');
  const userAgent = request.headers.get('user-agent') ?? '';
  const api = createApiClient({
    transport: context.apiFetch,
    signKey: context.signKey,
    language: () => locale,
    platform: platformFromUserAgent(userAgent),
    token: () => readCookie(cookieHeader, COOKIE.token),
  });
  const settle = <T,>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback);
  // The page shows the hot categories in its own language only: the other seven names stay out of its data
  // (a change of language runs this loader again).
  const inLocale = (list: HotCategory[]): HotCategory[] =>
    list.map((c) => ({ id: c.id, cnName: c.cnName, enName: c.enName, names: { [locale]: categoryName(c, locale) } }));
  const load = () =>
    Promise.all([
      api.call<RateEntry[]>(API_PATH.rateList),
      api.call<AgentSummary[]>(API_PATH.agentList),
      api.call<HotCategory[]>(API_PATH.hotCategoryList).then(inLocale),
      api.call<{ banner: SiteBanner | null }>(ACTIVITY_BUYER_PATH.shellList),
    ] as const);
  // A visitor without a session gets the answers every anonymous render of this language shares (for as long as a
  // shared page lives, cleared with the pages: docs/decisions/020, fifth pass); when one of them fails, each is asked alone.
  const anonymous = !readCookie(cookieHeader, COOKIE.token);
  const shared =
    anonymous && context.sharedAnswers ? await context.sharedAnswers(`bootstrap|${locale}|${platformFromUserAgent(userAgent)}`, load).catch(() => null) : null;
  const [rates, agents, hotCategories, shellActivities] =
    shared ??
    (await Promise.all([
      settle(api.call<RateEntry[]>(API_PATH.rateList), [FALLBACK_RATE]),
      settle(api.call<AgentSummary[]>(API_PATH.agentList), []),
      settle(api.call<HotCategory[]>(API_PATH.hotCategoryList).then(inLocale), []),
      settle(api.call<{ banner: SiteBanner | null }>(ACTIVITY_BUYER_PATH.shellList), { banner: null }),
    ]));
  // The site banner (product §2 "Global shell"), unless this visitor closed it today (the cookie names its flash sale).
  const shown = shellActivities.banner;
  const banner = shown && readCookie(cookieHeader, SITE_BANNER_COOKIE) !== String(shown.activityId) ? shown : null;
  const cookieCurrency = readCookie(cookieHeader, COOKIE.currency);
  const url = new URL(request.url);
  return {
    locale,
    /** Where the browser loads the `common` catalogue (hashed, immutable; docs/decisions/020): not in every page's data. */
    messagesHref: context.commonCatalogueHref(locale),
    rates,
    agents,
    hotCategories,
    /** The site banner (product §2 "Global shell"), or null: none is live, or this visitor closed it today. */
    banner,
    currency: isCurrencyCode(cookieCurrency) ? cookieCurrency : DEFAULT_CURRENCY,
    curAgent: readCookie(cookieHeader, COOKIE.curAgent),
    isMobileHint: /Mobi|Android|iPhone/i.test(userAgent),
    origin: context.origin || url.origin,
    nonce: context.nonce,
    buildId: context.buildId,
    gaId: context.gaId,
    demoCatalog: context.demoCatalog === true,
    signKey: context.signKey,
    /** The signed-in user (product §3 user info), known on the first render: no logged-out flash. */
    user,
    googleClientId: context.googleClientId ?? null,
    /** The app listing and community invite of the shell's floating area and promotions (product §2), or null each. */
    promotions: context.promotions ?? { appListingUrl: null, communityInviteUrl: null },
  };
}
export type Bootstrap = Awaited<ReturnType<typeof loadBootstrap>>;
