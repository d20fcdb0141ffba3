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

/**
 * Translates `key` from a nested catalogue in i18next's JSON v4 format: `{{var}}` interpolation and
 * plural keys chosen by `Intl.PluralRules` when `vars.count` is a number (`agents_one`, `agents_few` …).
 * Missing keys fall back to the key itself, so a gap is visible instead of blank.
 */
export function makeCatalogueTranslator(locale: string, messages: unknown) {
  return translatorOver(locale, (key) => textAt(messages, key));
}

/** How many keys a server translator remembers (keys come from the code; a key made of data could otherwise grow it). */
const MAX_REMEMBERED_KEYS = 5000;

/**
 * `makeCatalogueTranslator` for the server, whose translators serve every render (app/lib/i18n.tsx): each key's text
 * found once (a catalogue is never changed), where splitting and walking the key again was a measurable part of a
 * render (docs/decisions/020, tenth pass). Not in the browser's bundle (nothing there imports it).
 */
export function makeServerCatalogueTranslator(locale: string, messages: unknown) {
  const found = new Map<string, string | undefined>();
  return translatorOver(locale, (key) => {
    if (found.has(key)) return found.get(key);
    const text = textAt(messages, key);
    if (found.size < MAX_REMEMBERED_KEYS) found.set(key, text);
    return text;
  });
}

function textAt(messages: unknown, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function translatorOver(locale: string, raw: (key: string) => string | undefined) {
  const plural = new Intl.PluralRules(locale);
  return (key: string, vars?: Record<string, string | number>): string => {
    if (typeof vars?.count === 'number') {
      const form = raw(`${key}_${plural.select(vars.count)}`) ?? raw(`${key}_other`);
      if (form !== undefined) return interpolate(form, vars);
    }
    const text = raw(key);
    return text === undefined ? key : interpolate(text, vars);
  };
}
