import { DEFAULT_LOCALE, isLocale, type Locale } from '../../core/locale.ts';

export function routeLocale(params: { lang?: string }): Locale {
  return isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
}
