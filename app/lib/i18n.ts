import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../core/locale.ts';

export type Messages = Record<string, unknown>;

/** One i18next instance per locale, built synchronously from the catalogue the root loader sent. */
export function createI18n(locale: Locale, messages: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    resources: { [locale]: { common: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
