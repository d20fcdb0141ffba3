import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { findSelectedAgent } from '../../core/agent.ts';
import type { AgentSummary, HotCategory, UserInfo } from '../../core/api.ts';
import { COOKIE, CURRENCY_COOKIE_MAX_AGE_S, MOBILE_BREAKPOINT_PX } from '../../core/constants.ts';
import { formatPrice, pickRate, type RateEntry } from '../../core/currency.ts';
import type { Locale } from '../../core/locale.ts';
import { writeCookie } from './cookies.ts';

/** Global app state of product §3: rate list, channel agents, hot categories, chosen currency and agent. */
export type AppState = {
  locale: Locale;
  rates: RateEntry[];
  agents: AgentSummary[];
  hotCategories: HotCategory[];
  currency: string;
  rate: RateEntry;
  setCurrency: (code: string) => void;
  selectedAgent: AgentSummary | undefined;
  setAgent: (agentName: string) => void;
  formatPrice: (priceCny: number) => string;
  isMobileHint: boolean;
  /** The signed-in user (product §3 user info), or null for a visitor. */
  user: UserInfo | null;
};

const AppStateContext = createContext<AppState | null>(null);

export function AppStateProvider(props: {
  locale: Locale;
  rates: RateEntry[];
  agents: AgentSummary[];
  hotCategories: HotCategory[];
  initialCurrency: string;
  initialAgent: string | undefined;
  isMobileHint: boolean;
  user?: UserInfo | null;
  children: ReactNode;
}) {
  const [currency, setCurrencyState] = useState(props.initialCurrency);
  const [curAgent, setCurAgent] = useState(props.initialAgent);
  const rate = pickRate(props.rates, currency);

  const setCurrency = useCallback((code: string) => {
    setCurrencyState(code);
    writeCookie(COOKIE.currency, code, { maxAgeSeconds: CURRENCY_COOKIE_MAX_AGE_S });
  }, []);
  const setAgent = useCallback((agentName: string) => {
    setCurAgent(agentName);
    writeCookie(COOKIE.curAgent, agentName, { maxAgeSeconds: CURRENCY_COOKIE_MAX_AGE_S });
  }, []);

  const value = useMemo<AppState>(
    () => ({
      locale: props.locale,
      rates: props.rates,
      agents: props.agents,
      hotCategories: props.hotCategories,
      currency: rate.currency,
      rate,
      setCurrency,
      selectedAgent: findSelectedAgent(props.agents, curAgent),
      setAgent,
      formatPrice: (priceCny) => formatPrice(priceCny, rate),
      isMobileHint: props.isMobileHint,
      user: props.user ?? null,
    }),
    [props.user, props.isMobileHint, props.locale, props.rates, props.agents, props.hotCategories, rate, setCurrency, curAgent, setAgent],
  );
  return <AppStateContext.Provider value={value}>{props.children}</AppStateContext.Provider>;
}

export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error('useAppState outside AppStateProvider');
  return state;
}

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** isMobile of product §4: the browser follows the viewport (≤ 768 px); server renders use the user-agent hint. */
export function useIsMobile(): boolean {
  const serverHint = useContext(AppStateContext)?.isMobileHint ?? false;
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(MOBILE_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => serverHint,
  );
}
