import { useMemo } from 'react';
import { LOCALE_TAGS } from '../../../core/locale.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * Numbers, percentages, dates and units in the page's language. Dates are shown in UTC so the
 * server render and the browser agree (no hydration mismatch across time zones).
 */
export function useCatalogFormat() {
  const { t, locale } = useTranslation();
  return useMemo(() => {
    const tag = LOCALE_TAGS[locale];
    const integer = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
    const grams = new Intl.NumberFormat(tag, { style: 'unit', unit: 'gram', unitDisplay: 'short', maximumFractionDigits: 0 });
    const kilograms = new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilogram', unitDisplay: 'short', maximumFractionDigits: 2 });
    return {
      integer: (value: number) => integer.format(value),
      decimal: (value: number) => decimal.format(value),
      /** `rate` is a share between 0 and 1. */
      percent: (rate: number) => percent.format(rate),
      date: (iso: string) => date.format(new Date(iso)),
      weight: (grams_: number) => (grams_ >= 1000 ? kilograms.format(grams_ / 1000) : grams.format(grams_)),
      volume: (cm3: number) => t('units.cm3', { value: integer.format(cm3) }),
    };
  }, [locale, t]);
}
