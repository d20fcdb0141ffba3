import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/locale.ts';
import { fastGrams, fastInteger, formattersOf } from './format.ts';

/** The server's short cuts for whole numbers and weights in grams (decision 020, tenth pass) answer as `Intl` does. */
describe('catalog number formats on the server', () => {
  it('writes whole numbers and gram weights as Intl does, in every language', () => {
    const values = [...Array.from({ length: 1000 }, (_, i) => i), -0, -1, 0.5, 999.5, 1000, 1234, 12345.6, 1e6];
    for (const locale of LOCALES) {
      const f = formattersOf(locale);
      for (const value of values) {
        expect(fastInteger(f, value), `${locale} ${value}`).toBe(f.integer.format(value));
        expect(fastGrams(locale, f, value), `${locale} ${value} g`).toBe(f.grams.format(value));
      }
    }
  });
});
