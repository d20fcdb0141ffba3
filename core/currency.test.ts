import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, FALLBACK_RATE, convertFromCny, currencyDecimals, formatPrice, pickRate, type RateEntry } from './currency.ts';

const entry = (currency: string, symbol: string, rate: number): RateEntry => ({ currency, symbol, rate, exchange: 1 / rate });

describe('formatPrice (product §9: CNY ÷ rate; KRW 0 decimals, MXN 1, others 2)', () => {
  const cases: [string, string, number, number, string][] = [
    ['USD', '$', 7.12, 100, '$14.04'],
    ['GBP', '£', 9.05, 100, '£11.05'],
    ['EUR', '€', 7.72, 100, '€12.95'],
    ['NZD', 'NZ$', 4.1, 100, 'NZ$24.39'],
    ['AUD', 'A$', 4.62, 100, 'A$21.65'],
    ['CAD', 'C$', 5.1, 100, 'C$19.61'],
    ['MXN', 'MX$', 0.385, 100, 'MX$259.7'],
    ['BRL', 'R$', 1.27, 100, 'R$78.74'],
    ['KRW', '₩', 0.00505, 100, '₩19,802'],
    ['CNY', '¥', 1, 100, '¥100.00'],
    ['PLN', 'zł', 1.79, 100, 'zł55.87'],
  ];
  it('covers every supported currency', () => {
    expect(cases.map((c) => c[0]).sort()).toEqual([...CURRENCY_CODES].sort());
  });
  for (const [code, symbol, rate, cny, expected] of cases) {
    it(`shows ¥${cny} in ${code} as ${expected}`, () => {
      expect(formatPrice(cny, entry(code, symbol, rate))).toBe(expected);
    });
  }
  it('uses 0 decimals for KRW, 1 for MXN and 2 otherwise', () => {
    expect(currencyDecimals('KRW')).toBe(0);
    expect(currencyDecimals('MXN')).toBe(1);
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('XYZ')).toBe(2);
  });
  it('rounds half away from float noise', () => {
    expect(convertFromCny(1.005, entry('CNY', '¥', 1))).toBe(1.01);
    expect(formatPrice(0.1 + 0.2)).toBe('¥0.30');
  });
  it('falls back to CNY at rate 1 with ¥', () => {
    expect(FALLBACK_RATE).toEqual({ currency: 'CNY', symbol: '¥', rate: 1, exchange: 1 });
    expect(formatPrice(12.5)).toBe('¥12.50');
    expect(pickRate([], 'USD')).toBe(FALLBACK_RATE);
  });
  it('never divides by a zero or negative rate', () => {
    expect(formatPrice(10, entry('USD', '$', 0))).toBe('$10.00');
  });
  it('picks the chosen currency, else CNY from the list, else the fallback', () => {
    const usd = entry('USD', '$', 7);
    const cny = entry('CNY', '¥', 1);
    expect(pickRate([cny, usd], 'USD')).toBe(usd);
    expect(pickRate([cny, usd], 'JPY')).toBe(cny);
  });
});
