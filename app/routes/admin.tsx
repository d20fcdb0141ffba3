import CalendarRange from 'lucide-react/icons/calendar-range';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Coins from 'lucide-react/icons/coins';
import Handshake from 'lucide-react/icons/handshake';
import Inbox from 'lucide-react/icons/inbox';
import ScrollText from 'lucide-react/icons/scroll-text';
import { Outlet } from 'react-router';
import type { Route } from './+types/admin';
import { SideNav } from '../components/side-nav.tsx';
import { MoreMessages } from '../lib/more-messages.tsx';
import { useTranslation } from '../lib/i18n.tsx';
import { adminMessages, requireOperator } from './admin-guard.server.ts';

/** Operators only; anyone else gets the 404 page (issue #14 §1). Sends the `admin` namespace. */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args);
  return { messages: adminMessages(args) };
}

/** Entries of the console; the banner joins when it is built. */
const ENTRIES = [
  { to: '/admin/activities', key: 'admin.nav.activities', icon: CalendarRange },
  { to: '/admin/registrations', key: 'admin.nav.registrations', icon: ClipboardCheck },
  { to: '/admin/applications', key: 'admin.nav.applications', icon: Inbox },
  { to: '/admin/agents', key: 'admin.nav.agents', icon: Handshake },
  { to: '/admin/rates', key: 'admin.nav.rates', icon: Coins },
  { to: '/admin/audit', key: 'admin.nav.audit', icon: ScrollText },
] as const;

/** The operator console (`/admin`, beyond the spec): its navigation beside (desktop) or above (phone) the page. */
function ConsoleNav() {
  const { t } = useTranslation();
  return <SideNav label={t('admin.navLabel')} title={t('admin.title')} entries={ENTRIES} />;
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  return (
    <MoreMessages messages={loaderData.messages}>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 md:flex-row md:gap-8 md:py-8 lg:px-6">
        <ConsoleNav />
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </MoreMessages>
  );
}
