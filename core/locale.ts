/** Supported locales and locale routing (product §D5). English is unprefixed; others live under `/{lang}/…`. */

export const LOCALES = ['it', 'es', 'de', 'en', 'fr', 'pl', 'ru', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  it: 'Italiano',
  es: 'Español',
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  pl: 'Polski',
  ru: 'Русский',
  zh: '简体中文',
};

/** BCP 47 tags for `<html lang>` and hreflang. */
export const LOCALE_TAGS: Record<Locale, string> = {
  it: 'it', es: 'es', de: 'de', en: 'en', fr: 'fr', pl: 'pl', ru: 'ru', zh: 'zh-Hans',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Splits `/de/brand` into `{ locale: 'de', path: '/brand' }`; an unprefixed path is English. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1])) {
    return { locale: match[1], path: match[2] || '/', prefixed: true };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/', prefixed: false };
}

/** The path of `path` (unprefixed) in `locale`: `localizePath('/brand', 'de') === '/de/brand'`. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/**
 * The best supported locale in an Accept-Language header, honouring q-values;
 * `zh-CN`, `zh-Hans-CN` → zh, `de-AT` → de. Returns null when none is supported.
 */
export function matchAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/**
 * Where a visitor on an unprefixed (English) URL should go, or null to stay (product §D5):
 * a `language` cookie names the visitor's choice; without one the browser's preference decides,
 * and the caller stores it in the cookie so the redirect happens only once.
 */
export function localeRedirect(input: {
  pathname: string;
  search: string;
  cookieLocale: string | undefined;
  acceptLanguage: string | undefined;
}): { location: string; locale: Locale; setCookie: boolean } | null {
  const { locale: urlLocale, prefixed } = splitLocalePath(input.pathname);
  if (prefixed || urlLocale !== DEFAULT_LOCALE) return null;
  const fromCookie = isLocale(input.cookieLocale) ? input.cookieLocale : null;
  const preferred = fromCookie ?? matchAcceptLanguage(input.acceptLanguage);
  if (!preferred || preferred === DEFAULT_LOCALE) return null;
  return { location: localizePath(input.pathname, preferred) + input.search, locale: preferred, setCookie: !fromCookie };
}
