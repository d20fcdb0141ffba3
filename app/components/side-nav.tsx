import type { ComponentType, SVGProps } from 'react';
import { NavLink } from 'react-router';
import { useLocalizePath } from './localized-link.tsx';
import { useTranslation } from '../lib/i18n.tsx';

export type SideNavEntry = { to: string; key: string; icon: ComponentType<SVGProps<SVGSVGElement>> };

/** The navigation of an area (user center, operator console): beside the page on a desktop, above it on a phone. */
export function SideNav({ label, title, entries }: { label: string; title: string; entries: readonly SideNavEntry[] }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <nav aria-label={label} className="md:w-56 md:shrink-0">
      <p className="mb-2 hidden text-xs font-semibold uppercase tracking-wide text-slate-500 md:block">{title}</p>
      <ul className="flex flex-wrap gap-2 md:flex-col md:flex-nowrap md:gap-1">
        {entries.map((entry) => (
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
