import { useMemo } from 'react';
import { LOCALE_TAGS, type Locale } from '../../../core/locale.ts';
import { useTranslation } from '../../lib/i18n.tsx';

type Formatters = Record<'integer' | 'decimal' | 'percent' | 'grams' | 'kilograms', Intl.NumberFormat> & { date: Intl.DateTimeFormat };

/**
 * Intl formatters are slow to build (tens of microseconds each) and a product page formats in dozens
 * of components: built once per language for the whole process, not per component.
 */
const FORMATTERS = new Map<Locale, Formatters>();
function formattersOf(locale: Locale): Formatters {
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

/**
 * Numbers, percentages, dates and units in the page's language. Dates are shown in UTC so the
 * server render and the browser agree (no hydration mismatch across time zones).
 */
export function useCatalogFormat() {
  const { t, locale } = useTranslation();
  return useMemo(() => {
    const f = formattersOf(locale);
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
