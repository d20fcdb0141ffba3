import { useMemo } from 'react';
import { LOCALE_TAGS, type Locale } from '../../../core/locale.ts';
import { useTranslation } from '../../lib/i18n.tsx';

type Formatters = Record<'integer' | 'decimal' | 'percent' | 'grams' | 'kilograms', Intl.NumberFormat> & { date: Intl.DateTimeFormat };

/**
 * Intl formatters are slow to build (tens of microseconds each) and a product page formats in dozens
 * of components: built once per language for the whole process, not per component.
 */
const FORMATTERS = new Map<Locale, Formatters>();
export function formattersOf(locale: Locale): Formatters {
  let formatters = FORMATTERS.get(locale);
  if (!formatters) {
    const tag = LOCALE_TAGS[locale];
    formatters = {
      integer: new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }),
      decimal: new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }),
      percent: new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }),
      date: new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }),
      grams: new Intl.NumberFormat(tag, { style: 'unit', unit: 'gram', unitDisplay: 'short', maximumFractionDigits: 0 }),
      kilograms: new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilogram', unitDisplay: 'short', maximumFractionDigits: 2 }),
    };
    FORMATTERS.set(locale, formatters);
  }
  return formatters;
}

/** A whole number from 0 to 999: written with no group separator in any of our locales, so as its digits. */
const isSmallWhole = (value: number) => (value >= 1 && value < 1000 && Number.isInteger(value)) || Object.is(value, 0);

/** What comes before and after the number in a weight in grams, per language (`Intl` asked once). */
const GRAM_AFFIXES = new Map<Locale, [string, string]>();

/**
 * `Intl.NumberFormat.format` costs microseconds a call and a product page makes dozens (decision 020, tenth pass): on
 * the server, a whole number below 1000 is its digits, and a whole weight in grams below 1000 those digits between
 * what `Intl` writes around one. The answers are the same as `Intl`'s (format.test.ts, every language, 0 to 999).
 */
export function fastInteger(f: Formatters, value: number): string {
  return isSmallWhole(value) ? String(value) : f.integer.format(value);
}

export function fastGrams(locale: Locale, f: Formatters, grams: number): string {
  if (!isSmallWhole(grams)) return f.grams.format(grams);
  let affixes = GRAM_AFFIXES.get(locale);
  if (!affixes) {
    const parts = f.grams.formatToParts(5);
    const at = parts.findIndex((p) => p.type === 'integer');
    affixes = [parts.slice(0, at).map((p) => p.value).join(''), parts.slice(at + 1).map((p) => p.value).join('')];
    GRAM_AFFIXES.set(locale, affixes);
  }
  return affixes[0] + String(grams) + affixes[1];
}

/**
 * Numbers, percentages, dates and units in the page's language. Dates are shown in UTC so the
 * server render and the browser agree (no hydration mismatch across time zones).
 */
export function useCatalogFormat() {
  const { t, locale } = useTranslation();
  return useMemo(() => {
    const f = formattersOf(locale);
    if (import.meta.env.SSR) {
      return {
        integer: (value: number) => fastInteger(f, value),
        decimal: (value: number) => f.decimal.format(value),
        percent: (rate: number) => f.percent.format(rate),
        date: (iso: string) => f.date.format(new Date(iso)),
        weight: (grams: number) => (grams >= 1000 ? f.kilograms.format(grams / 1000) : fastGrams(locale, f, grams)),
        volume: (cm3: number) => t('units.cm3', { value: fastInteger(f, cm3) }),
      };
    }
    return {
      integer: (value: number) => f.integer.format(value),
      decimal: (value: number) => f.decimal.format(value),
      /** `rate` is a share between 0 and 1. */
      percent: (rate: number) => f.percent.format(rate),
      date: (iso: string) => f.date.format(new Date(iso)),
      weight: (grams: number) => (grams >= 1000 ? f.kilograms.format(grams / 1000) : f.grams.format(grams)),
      volume: (cm3: number) => t('units.cm3', { value: f.integer.format(cm3) }),
    };
  }, [locale, t]);
}
