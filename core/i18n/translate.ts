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

/** How many keys a translator remembers (keys come from the code; a key made of data could otherwise grow it). */
const MAX_REMEMBERED_KEYS = 5000;

/**
 * Translates `key` from a nested catalogue in i18next's JSON v4 format: `{{var}}` interpolation and
 * plural keys chosen by `Intl.PluralRules` when `vars.count` is a number (`agents_one`, `agents_few` …).
 * Missing keys fall back to the key itself, so a gap is visible instead of blank.
 */
export function makeCatalogueTranslator(locale: string, messages: unknown) {
  const plural = new Intl.PluralRules(locale);
  // Each key's text found once: a catalogue is never changed, and the server's translators serve every render
  // (app/lib/i18n.tsx), where splitting and walking the key again was a measurable part of one (docs/decisions/020, tenth pass).
  const found = new Map<string, string | undefined>();
  const raw = (key: string): string | undefined => {
    if (found.has(key)) return found.get(key);
    let node: unknown = messages;
    for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    const text = typeof node === 'string' ? node : undefined;
    if (found.size < MAX_REMEMBERED_KEYS) found.set(key, text);
    return text;
  };
  return (key: string, vars?: Record<string, string | number>): string => {
    if (typeof vars?.count === 'number') {
      const form = raw(`${key}_${plural.select(vars.count)}`) ?? raw(`${key}_other`);
      if (form !== undefined) return interpolate(form, vars);
    }
    const text = raw(key);
    return text === undefined ? key : interpolate(text, vars);
  };
}
