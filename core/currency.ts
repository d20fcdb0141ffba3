/** Display currencies and price formatting (product §9, product §D5). Pure, no I/O. */
import type { z } from 'zod';
import type { RateEntrySchema } from './api-schemas.ts';

export const CURRENCY_CODES = ['USD', 'GBP', 'EUR', 'NZD', 'AUD', 'CAD', 'MXN', 'BRL', 'KRW', 'CNY', 'PLN'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** One entry of `S/pub/get/rate/list`: `rate` is CNY per one unit of `currency`. */
export type RateEntry = z.infer<typeof RateEntrySchema>;

/** Product §3: when the rate list cannot be loaded the app shows CNY. */
export const FALLBACK_RATE: RateEntry = { currency: 'CNY', symbol: '¥', rate: 1, exchange: 1 };

const DECIMALS: Partial<Record<string, number>> = { KRW: 0, MXN: 1 };

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** Decimal places shown for a currency: KRW 0, MXN 1, the rest 2 (product §9). */
export function currencyDecimals(currency: string): number {
  return DECIMALS[currency] ?? 2;
}

/** The CNY amount in `entry`'s currency (CNY ÷ rate), rounded to that currency's decimals. */
export function convertFromCny(priceCny: number, entry: RateEntry): number {
  const rate = entry.rate > 0 ? entry.rate : 1;
  const decimals = currencyDecimals(entry.currency);
  const factor = 10 ** decimals;
  // toPrecision(12) drops binary float noise (1.005 × 100 = 100.49999…) before rounding half up.
  return Math.round(Number(((priceCny / rate) * factor).toPrecision(12))) / factor;
}

/** `"$13.89"`, `"₩2,700"`, `"MX$23.4"`: symbol + amount with the currency's decimals and grouping. */
/** One formatter per number of decimals: `toLocaleString` with options builds a new one on every call. */
const AMOUNT_FORMATS = new Map<number, Intl.NumberFormat>();

export function formatPrice(priceCny: number, entry: RateEntry = FALLBACK_RATE): string {
  const decimals = currencyDecimals(entry.currency);
  let format = AMOUNT_FORMATS.get(decimals);
  if (!format) AMOUNT_FORMATS.set(decimals, (format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })));
  return `${entry.symbol}${format.format(convertFromCny(priceCny, entry))}`;
}

/** Picks the rate entry for `currency`, or the CNY fallback when the list lacks it (product §7: a failed load keeps the fallback). */
export function pickRate(rates: readonly RateEntry[], currency: string | undefined): RateEntry {
  return rates.find((r) => r.currency === currency) ?? rates.find((r) => r.currency === 'CNY') ?? FALLBACK_RATE;
}
