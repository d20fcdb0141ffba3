import type { Locale } from '../locale.ts';

/** `{{name}}` interpolation, the same syntax i18next uses in the catalogues. */
export function interpolate(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Looks up a flat key in one namespace of a locale, falling back to English, then to the key. */
export function makeTranslator(catalogues: Record<Locale, Record<string, unknown>>) {
  return (locale: Locale, key: string, vars?: Record<string, string | number>): string => {
    const found = catalogues[locale]?.[key] ?? catalogues.en[key];
    return typeof found === 'string' ? interpolate(found, vars) : key;
  };
}

/** Looks up a dotted key (`home.title`) in a nested catalogue. */
export function lookup(messages: unknown, key: string, vars?: Record<string, string | number>): string {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? interpolate(node, vars) : key;
}

type Translate = (key: string, vars?: Record<string, string | number>) => string;
/** Translators by catalogue and locale: a catalogue is never changed, so one translator serves every render of it. */
const translators = new WeakMap<object, Record<string, Translate>>();

/**
 * Translates `key` from a nested catalogue in i18next's JSON v4 format: `{{var}}` interpolation and
 * plural keys chosen by `Intl.PluralRules` when `vars.count` is a number (`agents_one`, `agents_few` …).
 * Missing keys fall back to the key itself, so a gap is visible instead of blank.
 * Made once per catalogue and locale, and each key is looked up once (docs/decisions/020, eighth pass).
 */
export function makeCatalogueTranslator(locale: string, messages: unknown): Translate {
  const byLocale = messages && typeof messages === 'object' ? (translators.get(messages) ?? {}) : {};
  if (byLocale[locale]) return byLocale[locale];
  const plural = new Intl.PluralRules(locale);
  const texts = new Map<string, string | undefined>();
  const raw = (key: string): string | undefined => {
    if (texts.has(key)) return texts.get(key);
    let node: unknown = messages;
    for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    const text = typeof node === 'string' ? node : undefined;
    texts.set(key, text);
    return text;
  };
  const translate: Translate = (key, vars) => {
    if (typeof vars?.count === 'number') {
      const form = raw(`${key}_${plural.select(vars.count)}`) ?? raw(`${key}_other`);
      if (form !== undefined) return interpolate(form, vars);
    }
    const text = raw(key);
    return text === undefined ? key : vars ? interpolate(text, vars) : text;
  };
  if (messages && typeof messages === 'object') translators.set(messages, { ...byLocale, [locale]: translate });
  return translate;
}
