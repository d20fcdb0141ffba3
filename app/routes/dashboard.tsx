import Heart from 'lucide-react/icons/heart';
import House from 'lucide-react/icons/house';
import Store from 'lucide-react/icons/store';
import KeyRound from 'lucide-react/icons/key-round';
import { NavLink, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/dashboard';
import { useLocalizePath } from '../components/localized-link.tsx';
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

/** Entries of features that exist; bots, activities and affiliate settings join when they are built. */
const ENTRIES = [
  { to: '/dashboard/home', key: 'dashboard.home', icon: House },
  { to: '/dashboard/my-store', key: 'dashboard.myStore', icon: Store },
  { to: '/dashboard/my-favorite', key: 'dashboard.favorites', icon: Heart },
  { to: '/dashboard/change-password', key: 'dashboard.changePassword', icon: KeyRound },
] as const;

/** The user center (product §2 "Dashboard"): its navigation beside (desktop) or above (phone) the page. */
export default function Dashboard() {
  const { t } = useTranslation();
  const { user } = useAppState();
  const localize = useLocalizePath();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 md:flex-row md:gap-8 md:py-8 lg:px-6">
      <nav aria-label={t('dashboard.navLabel')} className="md:w-56 md:shrink-0">
        <p className="mb-2 hidden text-xs font-semibold uppercase tracking-wide text-slate-500 md:block">{t('dashboard.title')}</p>
        <ul className="flex flex-wrap gap-2 md:flex-col md:flex-nowrap md:gap-1">
          {ENTRIES.filter((entry) => user || entry.to === '/dashboard/home').map((entry) => (
            <li key={entry.to} className="shrink-0">
              <NavLink
                to={localize(entry.to)}
                className={({ isActive }) =>
                  `flex min-h-10 items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-teal-700 ${
                    isActive ? 'bg-teal-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 md:bg-transparent md:ring-0'
                  }`
                }
              >
                <entry.icon aria-hidden="true" className="size-4" />
                {t(entry.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
