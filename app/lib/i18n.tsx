import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { makeCatalogueTranslator, makeServerCatalogueTranslator } from '../../core/i18n/translate.ts';
import type { Locale } from '../../core/locale.ts';

export type Messages = Record<string, unknown>;
type Translate = ReturnType<typeof makeCatalogueTranslator>;

const I18nContext = createContext<{ t: Translate; locale: Locale; messages: Messages } | null>(null);

let serverTranslators: WeakMap<Messages, Partial<Record<Locale, Translate>>> | undefined;

/**
 * On the server, one translator per catalogue and locale serves every render, each text without variables looked up
 * once (a catalogue is never changed; docs/decisions/020, eighth pass). In the browser (dropped from its bundle) one per
 * provider, as before.
 */
function translatorOf(locale: Locale, messages: Messages): Translate {
  if (!import.meta.env.SSR) return makeCatalogueTranslator(locale, messages);
  serverTranslators ??= new WeakMap();
  const byLocale = serverTranslators.get(messages) ?? {};
  if (!byLocale[locale]) {
    const t = makeServerCatalogueTranslator(locale, messages);
    const texts = new Map<string, string>();
    byLocale[locale] = (key, vars) => {
      if (vars) return t(key, vars);
      let text = texts.get(key);
      if (text === undefined) texts.set(key, (text = t(key)));
      return text;
    };
    serverTranslators.set(messages, byLocale);
  }
  return byLocale[locale];
}

/** The catalogue of the page's locale, sent by the root loader (docs/decisions/004). */
export function I18nProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => ({ t: translatorOf(locale, messages), locale, messages }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useTranslation() {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useTranslation outside I18nProvider');
  return value;
}
