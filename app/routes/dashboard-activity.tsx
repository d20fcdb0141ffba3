import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/dashboard-activity';
import { ACTIVITY_PATH, type Activity } from '../../core/activity-schemas.ts';
import { REGISTRATION_PATH, type RegistrationWithActivity } from '../../core/registration-schemas.ts';
import { ActivityManagement, type ActivityManagementData } from '../components/seller/activity-management.tsx';
import { sellerMessages } from '../components/seller/messages.server.ts';
import { guardRoute } from '../lib/auth.server.ts';
import { MoreMessages } from '../lib/more-messages.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';

/** Activities the page lists (newest start first); the console keeps far fewer running at once. */
const ACTIVITIES_SHOWN = 60;

export function meta({ matches, location }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, titleKey: 'dashboard.activity', noindex: true });
}

/** The activities (all statuses; the tabs filter in the page) and the caller's registrations (product §2 "Activity management"). */
export async function loader(args: Route.LoaderArgs) {
  await guardRoute(args, { loadUser: false });
  const locale = routeLocale(args.params);
  const api = pageApi(args.request, args.context, locale);
  const texts = { messages: sellerMessages(locale) };
  try {
    const [page, registrations] = await Promise.all([
      api.call<{ list: Activity[] }>(ACTIVITY_PATH.list, { status: 'all', pageId: 1, pageSize: ACTIVITIES_SHOWN }),
      api.call<RegistrationWithActivity[]>(REGISTRATION_PATH.mine, {}),
    ]);
    return { ...texts, data: { activities: page.list, registrations, failed: false } satisfies ActivityManagementData };
  } catch (error) {
    if (error instanceof Response) throw error; // 401/402: the logout redirect
    console.error('activity management failed', error);
    return { ...texts, data: { activities: [], registrations: [], failed: true } satisfies ActivityManagementData };
  }
}

/** The page keeps its own state after the first load (every change is an API call from the browser). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return false;
}

/** Activity Management (product §2, issue 14 §2): tabs, Register Now, registered products, review status. */
export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  return (
    <MoreMessages messages={loaderData.messages}>
      <ActivityManagement initial={loaderData.data} />
    </MoreMessages>
  );
}
