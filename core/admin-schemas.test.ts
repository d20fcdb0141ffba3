import { describe, expect, it } from 'vitest';
import { parseRateInput, RATE_MAX, RATE_MIN, RateSaveSchema } from './admin-schemas.ts';
import { CURRENCY_CODES } from './currency.ts';

const issues = (input: unknown) => {
  const result = RateSaveSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('RateSaveSchema', () => {
  it('accepts every display currency but CNY at a rate within the bounds', () => {
    for (const currency of CURRENCY_CODES.filter((c) => c !== 'CNY')) {
      for (const rate of [RATE_MIN, 0.0051, 7.2, RATE_MAX]) expect(issues({ currency, rate }), `${currency} ${rate}`).toEqual([]);
    }
  });

  it('CNY is the base: only 1', () => {
    expect(issues({ currency: 'CNY', rate: 1 })).toEqual([]);
    expect(issues({ currency: 'CNY', rate: 1.01 })).toEqual(['currency:rateCnyFixed']);
  });

  it('refuses an unknown currency', () => {
    for (const currency of ['XYZ', 'usd', '', null, undefined, 7]) expect(issues({ currency, rate: 1 })).toEqual(['currency:rateCurrencyUnknown']);
  });

  it('refuses a rate that is not a positive finite number within the bounds', () => {
    for (const rate of [0, -1, RATE_MIN / 2, RATE_MAX + 0.01, Number.POSITIVE_INFINITY, Number.NaN, '7.2', null, undefined]) {
      expect(issues({ currency: 'USD', rate }), String(rate)).toEqual(['rate:rateInvalid']);
    }
  });
});

describe('parseRateInput', () => {
  it('reads a typed rate with a point or a comma, spaces around', () => {
    expect(parseRateInput('7.25')).toBe(7.25);
    expect(parseRateInput(' 7,25 ')).toBe(7.25);
    expect(parseRateInput('.5')).toBe(0.5);
    expect(parseRateInput('12')).toBe(12);
  });

  it('anything else is NaN (the schema then refuses it)', () => {
    for (const text of ['', ' ', 'abc', '1e3', '-1', '7.2.1', '0x10', '1 000', 'Infinity']) expect(parseRateInput(text), text).toBeNaN();
  });
});
