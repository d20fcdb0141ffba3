import { useTranslation } from '../lib/i18n.tsx';
import { LocalizedLink } from './localized-link.tsx';
import { LogoMark } from './logo.tsx';

const HELP_LINKS = [
  { to: '/faq', key: 'footer.faq' },
  { to: '/brand', key: 'footer.brand' },
  { to: '/convert', key: 'footer.convert' },
] as const;

export const POLICY_LINKS = [
  { to: '/protocol/terms-of-use', key: 'footer.terms' },
  { to: '/protocol/privacy-policy', key: 'footer.privacy' },
  { to: '/protocol/affiliate-disclosure', key: 'footer.affiliateDisclosure' },
  { to: '/protocol/dmca', key: 'footer.dmca' },
  { to: '/protocol/prohibited-links', key: 'footer.prohibitedLinks' },
  { to: '/protocol/repeat-infringer', key: 'footer.repeatInfringer' },
] as const;

/** `demoCatalog`: the catalog holds generated demo listings, and the footer says so. */
export function Footer({ demoCatalog }: { demoCatalog: boolean }) {
  const { t } = useTranslation();
  const linkClass = 'footer-link';
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-[2fr_1fr_1fr] lg:px-6">
        <div className="space-y-3 text-sm">
          <div className="flex items-center gap-2 text-white">
            <LogoMark className="size-7" />
            <span className="text-base font-semibold">{t('site.name')}</span>
          </div>
          <p>{t('footer.about')}</p>
          <p>{t('footer.disclaimer')}</p>
          {demoCatalog && <p className="rounded-md border border-amber-400/40 bg-amber-400/10 px-3 py-2 text-amber-100">{t('footer.demoNotice')}</p>}
        </div>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="text-sm font-semibold uppercase tracking-wide text-white">
            {t('footer.help')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {HELP_LINKS.map((link) => (
              <li key={link.to}>
                <LocalizedLink to={link.to} className={linkClass}>
                  {t(link.key)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className="text-sm font-semibold uppercase tracking-wide text-white">
            {t('footer.policies')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <LocalizedLink to={link.to} className={linkClass}>
                  {t(link.key)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        {/* On a phone the assistant's launcher sits 5 px above the bottom edge, centred (product §9): the last line stays above it. */}
        <p className="mx-auto max-w-7xl px-4 pb-12 pt-4 text-xs text-slate-400 md:pb-4 lg:px-6">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
