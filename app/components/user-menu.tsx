import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { splitLocalePath } from '../../core/locale.ts';
import { useAppState } from '../lib/app-state.tsx';
import { useTranslation } from '../lib/i18n.tsx';
import { LocalizedLink } from './localized-link.tsx';

// A visitor's first load (the pages measured by bench:web) does not carry the signed-in menu's code;
// a signed-in page hydrates it once its small chunk has loaded (the server rendered it already).
const AccountDropdown = lazy(() => import('./account-dropdown.tsx'));

/**
 * The header's account corner: "Log in" / "Sign up" for a visitor; for a user, a menu with the user
 * center, favourites and "Log out". The server render already knows which (no logged-out flash).
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useAppState();
  const { pathname, search } = useLocation();
  if (!user) {
    const { path } = splitLocalePath(pathname);
    // Back to this page after logging in (the auth pages themselves need no `redirect`).
    const query = path === '/login' || path === '/sign-up' ? search : `?${new URLSearchParams({ redirect: pathname + search })}`;
    return (
      <div className="ml-auto flex items-center gap-2 lg:ml-0">
        <LocalizedLink to={`/login${query}`} className="inline-flex h-10 items-center whitespace-nowrap rounded-md px-3 text-sm font-semibold text-teal-800 hover:bg-teal-50">
          {t('account.loginLink')}
        </LocalizedLink>
        <LocalizedLink to="/sign-up" className="inline-flex h-10 items-center whitespace-nowrap rounded-md bg-teal-700 px-3 text-sm font-semibold text-white hover:bg-teal-800">
          {t('account.signUp')}
        </LocalizedLink>
      </div>
    );
  }
  return (
    <Suspense>
      <AccountDropdown user={user} />
    </Suspense>
  );
}
