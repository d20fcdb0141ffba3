/**
 * The home page's "Shop by budget" shortcuts: round amounts in the display currency ("Under $25", not the
 * "Under $7.02" that ¥50 converts to). Pure, no I/O.
 */
import { isCurrencyCode, type CurrencyCode, type RateEntry } from './currency.ts';

/**
 * Per supported currency, four thresholds a shopper there thinks in, spanning roughly ¥50–¥1000 at
 * today's rates (so every chip finds goods in the demo catalog's spread of prices).
 */
export const BUDGET_THRESHOLDS: Readonly<Record<CurrencyCode, readonly number[]>> = {
  USD: [10, 25, 50, 100],
  GBP: [10, 20, 50, 100],
  EUR: [10, 25, 50, 100],
  NZD: [15, 30, 75, 150],
  AUD: [15, 30, 75, 150],
  CAD: [15, 30, 75, 150],
  MXN: [200, 500, 1000, 2000],
  BRL: [50, 100, 250, 500],
  KRW: [10_000, 30_000, 50_000, 100_000],
  CNY: [50, 100, 200, 500],
  PLN: [50, 100, 200, 500],
};

/** For a currency an operator adds later: these CNY amounts in it, each rounded to a nice number. */
const CNY_ANCHORS = [70, 180, 360, 720];
/** Nice numbers are these mantissas times a power of ten. */
const NICE_MANTISSAS = [1, 1.5, 2, 2.5, 3, 5, 7.5, 10];

/** The whole nice number (1, 1.5, 2, 2.5, 3, 5, 7.5 × 10^k, never below 1) nearest to `amount` on a log scale. */
export function niceAmount(amount: number): number {
  if (!(amount > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(amount));
  const candidates = NICE_MANTISSAS.map((mantissa) => mantissa * power).filter((candidate) => Number.isInteger(candidate));
  const distance = (candidate: number) => Math.abs(Math.log(candidate / amount));
  return candidates.reduce((best, candidate) => (distance(candidate) < distance(best) ? candidate : best));
}

/** The budget thresholds for the display currency `entry`, ascending, whole amounts in that currency. */
export function budgetThresholds(entry: RateEntry): number[] {
  if (isCurrencyCode(entry.currency)) return [...BUDGET_THRESHOLDS[entry.currency]];
  const rate = entry.rate > 0 ? entry.rate : 1;
  return [...new Set(CNY_ANCHORS.map((cny) => niceAmount(cny / rate)))];
}

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `"$25"`, `"₩10,000"`: a whole amount already in `entry`'s currency, with its symbol (en-US grouping, as formatPrice). */
export function formatWholeAmount(amount: number, entry: RateEntry): string {
  return `${entry.symbol}${WHOLE.format(amount)}`;
}
