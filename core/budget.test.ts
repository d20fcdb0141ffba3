import { describe, expect, it } from 'vitest';
import { BUDGET_THRESHOLDS, budgetThresholds, formatWholeAmount, niceAmount } from './budget.ts';
import { CURRENCY_CODES, type RateEntry } from './currency.ts';

const entry = (currency: string, symbol: string, rate: number): RateEntry => ({ currency, symbol, rate, exchange: 1 / rate });

/** The seeded rates (CNY per unit) and symbols of every supported currency. */
const SEEDED: Record<string, [string, number]> = {
  USD: ['$', 7.12],
  GBP: ['£', 9.05],
  EUR: ['€', 7.72],
  NZD: ['NZ$', 4.1],
  AUD: ['A$', 4.62],
  CAD: ['C$', 5.1],
  MXN: ['MX$', 0.385],
  BRL: ['R$', 1.27],
  KRW: ['₩', 0.00505],
  CNY: ['¥', 1],
  PLN: ['zł', 1.79],
};

/** A round amount: at most two significant digits, the second one 0 or 5 (10, 15, 25, 75, 200, 10,000). */
const isRound = (amount: number) => {
  const power = 10 ** Math.max(0, Math.floor(Math.log10(amount)) - 1);
  const leading = amount / power;
  return Number.isInteger(leading) && (leading < 10 || leading % 5 === 0);
};

describe('budget thresholds (home "Shop by budget")', () => {
  it('has a list for every supported currency', () => {
    expect(Object.keys(BUDGET_THRESHOLDS).sort()).toEqual([...CURRENCY_CODES].sort());
    expect(Object.keys(SEEDED).sort()).toEqual([...CURRENCY_CODES].sort());
  });

  const expected: Record<string, string[]> = {
    USD: ['$10', '$25', '$50', '$100'],
    GBP: ['£10', '£20', '£50', '£100'],
    EUR: ['€10', '€25', '€50', '€100'],
    NZD: ['NZ$15', 'NZ$30', 'NZ$75', 'NZ$150'],
    AUD: ['A$15', 'A$30', 'A$75', 'A$150'],
    CAD: ['C$15', 'C$30', 'C$75', 'C$150'],
    MXN: ['MX$200', 'MX$500', 'MX$1,000', 'MX$2,000'],
    BRL: ['R$50', 'R$100', 'R$250', 'R$500'],
    KRW: ['₩10,000', '₩30,000', '₩50,000', '₩100,000'],
    CNY: ['¥50', '¥100', '¥200', '¥500'],
    PLN: ['zł50', 'zł100', 'zł200', 'zł500'],
  };
  for (const code of CURRENCY_CODES) {
    const [symbol, rate] = SEEDED[code]!;
    it(`${code}: round, ascending amounts from about ¥40 to ¥1,000`, () => {
      const display = entry(code, symbol, rate);
      const amounts = budgetThresholds(display);
      expect(amounts.map((amount) => formatWholeAmount(amount, display))).toEqual(expected[code]);
      expect(amounts.every(isRound)).toBe(true);
      expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
      const inCny = amounts.map((amount) => amount * rate);
      expect(inCny[0]).toBeGreaterThanOrEqual(40);
      expect(inCny[0]).toBeLessThanOrEqual(120);
      expect(inCny[inCny.length - 1]).toBeGreaterThanOrEqual(450);
      expect(inCny[inCny.length - 1]).toBeLessThanOrEqual(1000);
    });
  }

  it('rounds a currency it has no list for to nice amounts of about ¥70–¥720', () => {
    const jpy = budgetThresholds(entry('JPY', '¥', 0.048));
    expect(jpy).toEqual([1500, 3000, 7500, 15000]);
    expect(jpy.every(isRound)).toBe(true);
    const chf = budgetThresholds(entry('CHF', 'CHF ', 8.1));
    expect(chf).toEqual([10, 20, 50, 100]);
    expect(formatWholeAmount(chf[0]!, entry('CHF', 'CHF ', 8.1))).toBe('CHF 10');
  });

  it('never divides by a zero rate and never goes below 1', () => {
    expect(budgetThresholds(entry('XYZ', '¤', 0))).toEqual([75, 200, 300, 750]);
    expect(niceAmount(0.2)).toBe(1);
    expect(niceAmount(7.02)).toBe(5);
    expect(niceAmount(8.64)).toBe(10);
    expect(niceAmount(1458)).toBe(1500);
  });
});
