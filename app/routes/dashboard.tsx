import BotIcon from 'lucide-react/icons/bot';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Heart from 'lucide-react/icons/heart';
import House from 'lucide-react/icons/house';
import Store from 'lucide-react/icons/store';
import KeyRound from 'lucide-react/icons/key-round';
import Link2 from 'lucide-react/icons/link-2';
import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/dashboard';
import { SideNav } from '../components/side-nav.tsx';
import { guardRoute } from '../lib/auth.server.ts';
import { onlyPageCountChanged } from '../lib/loaded-pages.ts';
import { useAppState } from '../lib/app-state.tsx';
import { useTranslation } from '../lib/i18n.tsx';

/** Every dashboard page needs a login except /dashboard/home on a desktop (product §2); each child guards itself too. */
export async function loader(args: Route.LoaderArgs) {
  await guardRoute(args, { loadUser: false });
  return null;
}

/** Load More writing the page count into the URL (app/lib/loaded-pages.ts) needs no loader to run again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyPageCountChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}

/** The user center's entries (product §2 "Dashboard"). */
const ENTRIES = [
  { to: '/dashboard/home', key: 'dashboard.home', icon: House },
  { to: '/dashboard/my-store', key: 'dashboard.myStore', icon: Store },
  { to: '/dashboard/my-bots', key: 'dashboard.myBots', icon: BotIcon },
  { to: '/dashboard/activity', key: 'dashboard.activity', icon: CalendarDays },
  { to: '/dashboard/my-favorite', key: 'dashboard.favorites', icon: Heart },
  { to: '/dashboard/affiliate-setting', key: 'dashboard.affiliate', icon: Link2 },
  { to: '/dashboard/change-password', key: 'dashboard.changePassword', icon: KeyRound },
] as const;

/** The user center (product §2 "Dashboard"): its navigation beside (desktop) or above (phone) the page. */
export default function Dashboard() {
  const { t } = useTranslation();
  const { user } = useAppState();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 md:flex-row md:gap-8 md:py-8 lg:px-6">
      <SideNav label={t('dashboard.navLabel')} title={t('dashboard.title')} entries={ENTRIES.filter((entry) => user || entry.to === '/dashboard/home')} />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
