import CalendarRange from 'lucide-react/icons/calendar-range';
import Coins from 'lucide-react/icons/coins';
import ScrollText from 'lucide-react/icons/scroll-text';
import { NavLink, Outlet } from 'react-router';
import type { Route } from './+types/admin';
import { useLocalizePath } from '../components/localized-link.tsx';
import { MoreMessages } from '../lib/more-messages.tsx';
import { useTranslation } from '../lib/i18n.tsx';
import { adminMessages, requireOperator } from './admin-guard.server.ts';

/** Operators only; anyone else gets the 404 page (issue #14 §1). Sends the `admin` namespace. */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args);
  return { messages: adminMessages(args) };
}

/** Entries of the console; registrations, the banner and the agent registry join when they are built. */
const ENTRIES = [
  { to: '/admin/activities', key: 'admin.nav.activities', icon: CalendarRange },
  { to: '/admin/rates', key: 'admin.nav.rates', icon: Coins },
  { to: '/admin/audit', key: 'admin.nav.audit', icon: ScrollText },
] as const;

function Nav() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <nav aria-label={t('admin.navLabel')} className="md:w-56 md:shrink-0">
      <p className="mb-2 hidden text-xs font-semibold uppercase tracking-wide text-slate-500 md:block">{t('admin.title')}</p>
      <ul className="flex flex-wrap gap-2 md:flex-col md:flex-nowrap md:gap-1">
        {ENTRIES.map((entry) => (
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
  );
}

/** The operator console (`/admin`, beyond the spec): its navigation beside (desktop) or above (phone) the page. */
export default function Admin({ loaderData }: Route.ComponentProps) {
  return (
    <MoreMessages messages={loaderData.messages}>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 md:flex-row md:gap-8 md:py-8 lg:px-6">
        <Nav />
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </MoreMessages>
  );
}
