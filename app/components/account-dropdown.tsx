import CircleUser from 'lucide-react/icons/circle-user';
import { Form, useLocation } from 'react-router';
import type { UserInfo } from '../../core/api.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { LocalizedLink, useLocalizePath } from './localized-link.tsx';

const ITEM = 'flex min-h-10 w-full items-center rounded-md px-3 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700';

/** The signed-in user's menu in the header: user center, favourites, the console for operators (issue 14 §1), "Log out" (a form post to /logout). */
export default function AccountDropdown({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { pathname } = useLocation();
  return (
    <details
      key={pathname}
      className="relative ml-auto lg:ml-0"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && event.currentTarget.open) {
          event.currentTarget.open = false;
          event.currentTarget.querySelector('summary')?.focus();
        }
      }}
    >
      <summary className="flex h-10 cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 text-sm text-slate-700 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <CircleUser aria-hidden="true" className="size-5 text-teal-700" />
        <span className="hidden max-w-40 truncate lg:inline">{user.email}</span>
        <span className="sr-only lg:hidden">{t('account.menu')}</span>
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        <p className="truncate px-3 py-2 text-xs text-slate-600">{t('account.signedInAs', { email: user.email })}</p>
        <LocalizedLink to="/dashboard/home" className={ITEM}>
          {t('dashboard.title')}
        </LocalizedLink>
        <LocalizedLink to="/dashboard/my-favorite" className={ITEM}>
          {t('dashboard.favorites')}
        </LocalizedLink>
        {user.isOperator && (
          <LocalizedLink to="/admin" className={ITEM}>
            {t('account.console')}
          </LocalizedLink>
        )}
        <Form method="post" action={localize('/logout')}>
          <button type="submit" className={ITEM}>
            {t('account.logout')}
          </button>
        </Form>
      </div>
    </details>
  );
}
