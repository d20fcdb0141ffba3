import Globe from 'lucide-react/icons/globe';
import Store from 'lucide-react/icons/store';
import Wallet from 'lucide-react/icons/wallet';
import { useTranslation } from '../lib/i18n.tsx';
import { useLocation, useNavigate } from 'react-router';
import { COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '../../core/constants.ts';
import { LOCALES, LOCALE_NAMES, isLocale, localizePath, splitLocalePath } from '../../core/locale.ts';
import { useAppState } from '../lib/app-state.tsx';
import { writeCookie } from '../lib/cookies.ts';

// No max-width: a select is as wide as its longest option, so no label is cut in any locale
// ("Beliebiger Agent", "Любой посредник"); e2e/header-fit.spec.ts measures every option.
const selectClass = 'preference-select';

function Labelled({ id, label, icon, children }: { id: string; label: string; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <span aria-hidden="true" className="preference-select-icon">
        {icon}
      </span>
      {children}
    </div>
  );
}

/** Language switcher, currency selector and agent selector of the global shell (product §2, §4). */
export function PreferenceSelects({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const { locale, rates, currency, setCurrency, agents, selectedAgent, setAgent } = useAppState();
  const location = useLocation();
  const navigate = useNavigate();

  const changeLanguage = (next: string) => {
    if (!isLocale(next)) return;
    writeCookie(COOKIE.language, next, { maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE_S });
    const { path } = splitLocalePath(location.pathname);
    void navigate(localizePath(path, next) + location.search + location.hash);
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Labelled id={`${idPrefix}-language`} label={t('settings.language')} icon={<Globe className="size-4" />}>
        <select id={`${idPrefix}-language`} className={selectClass} value={locale} onChange={(e) => changeLanguage(e.target.value)}>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled id={`${idPrefix}-currency`} label={t('settings.currency')} icon={<Wallet className="size-4" />}>
        <select id={`${idPrefix}-currency`} className={selectClass} value={currency} onChange={(e) => setCurrency(e.target.value)}>
          {rates.map((r) => (
            <option key={r.currency} value={r.currency}>
              {`${r.currency} ${r.symbol}`}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled id={`${idPrefix}-agent`} label={t('settings.agent')} icon={<Store className="size-4" />}>
        <select id={`${idPrefix}-agent`} className={selectClass} value={selectedAgent?.agentName ?? ''} onChange={(e) => setAgent(e.target.value)}>
          <option value="">{t('settings.anyAgent')}</option>
          {agents.map((a) => (
            <option key={a.id} value={a.agentName}>
              {a.agentName}
            </option>
          ))}
        </select>
      </Labelled>
    </div>
  );
}
