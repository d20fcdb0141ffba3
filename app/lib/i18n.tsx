import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { makeCatalogueTranslator } from '../../core/i18n/translate.ts';
import type { Locale } from '../../core/locale.ts';

export type Messages = Record<string, unknown>;
type Translate = ReturnType<typeof makeCatalogueTranslator>;

const I18nContext = createContext<{ t: Translate; locale: Locale; messages: Messages } | null>(null);

/** The catalogue of the page's locale, sent by the root loader (docs/decisions/004). */
export function I18nProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => ({ t: makeCatalogueTranslator(locale, messages), locale, messages }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useTranslation() {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useTranslation outside I18nProvider');
  return value;
}
