import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useAppState } from '../lib/app-state.tsx';
import { useTranslation } from '../lib/i18n.tsx';
import { splitLocalePath } from '../../core/locale.ts';
import { LocalizedLink } from './localized-link.tsx';
import { LogoMark } from './logo.tsx';
import { PreferenceSelects } from './preference-selects.tsx';
import { UserMenu } from './user-menu.tsx';
import { SearchBox } from './search-box.tsx';

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useAppState();
  const onHome = splitLocalePath(pathname).path === '/';
  // The sheet's selects are rendered once it is opened: they work only with the page's scripts, and a server render of
  // every page spent a quarter of its header on a copy of the selects most visitors never open (docs/decisions/020).
  // Kept with its page: the sheet of the next page starts closed (its <details> is mounted again).
  const [sheetOpenOn, setSheetOpenOn] = useState<string | null>(null);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:gap-4 lg:px-6">
        <LocalizedLink to="/" className="flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-teal-700" aria-label={t('site.logoLabel')}>
          <LogoMark />
          {/* A visitor's phone header needs the room for "Log in" and "Sign up" (the link keeps its name). */}
          <span className={`text-lg font-bold tracking-tight text-slate-900 ${user ? '' : 'hidden sm:inline'}`}>{t('site.name')}</span>
        </LocalizedLink>
        <div className="hidden flex-1 lg:block">{!onHome && <SearchBox />}</div>
        {/* Below xl the three selects leave the search box no room: they live in the preferences sheet. */}
        <div className="hidden xl:block">
          <PreferenceSelects idPrefix="header" />
        </div>
        <UserMenu />
        {/* Re-mounted per page, so the panel closes after a navigation; Escape closes it too. */}
        <details
          key={pathname}
          className="group xl:hidden"
          onToggle={(event) => setSheetOpenOn(event.currentTarget.open ? pathname : null)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && event.currentTarget.open) {
              event.currentTarget.open = false;
              event.currentTarget.querySelector('summary')?.focus();
            }
          }}
        >
          <summary className="flex h-10 cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 text-sm text-slate-700 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('settings.preferences')}</span>
          </summary>
          <div className="absolute inset-x-0 z-40 mt-3 border-b border-slate-200 bg-white px-4 py-3 shadow-md">
            {sheetOpenOn === pathname && <PreferenceSelects idPrefix="mobile" />}
          </div>
        </details>
      </div>
      {!onHome && (
        <div className="px-4 pb-3 lg:hidden">
          <SearchBox />
        </div>
      )}
    </header>
  );
}
