import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/dashboard-affiliate-setting';
import { CREATOR_PATH, type AffiliateOverview, type CreatorCode } from '../../core/creator-codes.ts';
import { AffiliateSetting } from '../components/affiliate/affiliate-setting.tsx';
import { affiliateMessages } from '../components/affiliate/messages.server.ts';
import { guardRoute } from '../lib/auth.server.ts';
import { MoreMessages } from '../lib/more-messages.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';

export function meta({ matches, location }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, titleKey: 'dashboard.affiliate', noindex: true });
}

/** The creator's codes and overview (share link, agents that take codes, last 30 days of clicks); login required. */
export async function loader(args: Route.LoaderArgs) {
  await guardRoute(args, { loadUser: false });
  const locale = routeLocale(args.params);
  const api = pageApi(args.request, args.context, locale);
  const messages = affiliateMessages(locale);
  try {
    const [codes, overview] = await Promise.all([api.call<CreatorCode[]>(CREATOR_PATH.list, {}), api.call<AffiliateOverview>(CREATOR_PATH.overview, {})]);
    return { messages, data: { codes, overview } };
  } catch (error) {
    if (error instanceof Response) throw error; // 401/402: the logout redirect
    console.error('affiliate setting failed', error);
    return { messages, data: null };
  }
}

/** The page keeps its own state after the first load (every change is an API call from the browser). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return false;
}

export default function AffiliateSettingPage({ loaderData }: Route.ComponentProps) {
  return (
    <MoreMessages messages={loaderData.messages}>
      <AffiliateSetting initial={loaderData.data} />
    </MoreMessages>
  );
}
