import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/dashboard-my-bots';
import { BOT_PATH, type Bot } from '../../core/bot-schemas.ts';
import { botsMessages } from '../components/bots/messages.server.ts';
import { MyBots } from '../components/bots/my-bots.tsx';
import { guardRoute } from '../lib/auth.server.ts';
import { MoreMessages } from '../lib/more-messages.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';

export function meta({ matches, location }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, titleKey: 'dashboard.myBots', noindex: true });
}

/** The caller's bots (product §2 "My Bots"); `?isDesignBot=1` opens the design form at once. */
export async function loader(args: Route.LoaderArgs) {
  await guardRoute(args, { loadUser: false });
  const locale = routeLocale(args.params);
  const api = pageApi(args.request, args.context, locale);
  const designNow = new URL(args.request.url).searchParams.get('isDesignBot') === '1';
  const messages = botsMessages(locale);
  try {
    return { messages, bots: await api.call<Bot[]>(BOT_PATH.list, {}), failed: false, designNow };
  } catch (error) {
    if (error instanceof Response) throw error; // 401/402: the logout redirect
    console.error('my bots failed', error);
    return { messages, bots: [] as Bot[], failed: true, designNow };
  }
}

/** The page keeps its own state after the first load (every change is an API call from the browser). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return false;
}

/** My Bots (product §2, issue 15 §2): design Discord bots, connect them to Discord, edit and delete them. */
export default function MyBotsPage({ loaderData }: Route.ComponentProps) {
  return (
    <MoreMessages messages={loaderData.messages}>
      <MyBots initial={loaderData.bots} failed={loaderData.failed} designNow={loaderData.designNow} />
    </MoreMessages>
  );
}
