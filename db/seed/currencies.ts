/**
 * Display currencies with sample rates (CNY per one unit), product §9. Rates are data: operators update
 * the `currencies` table; these figures only start a fresh database.
 */
export const CURRENCY_SEED: { code: string; symbol: string; rate: number }[] = [
  { code: 'USD', symbol: '$', rate: 7.12 },
  { code: 'GBP', symbol: '£', rate: 9.05 },
  { code: 'EUR', symbol: '€', rate: 7.72 },
  { code: 'NZD', symbol: 'NZ$', rate: 4.1 },
  { code: 'AUD', symbol: 'A$', rate: 4.62 },
  { code: 'CAD', symbol: 'C$', rate: 5.1 },
  { code: 'MXN', symbol: 'MX$', rate: 0.385 },
  { code: 'BRL', symbol: 'R$', rate: 1.27 },
  { code: 'KRW', symbol: '₩', rate: 0.00505 },
  { code: 'CNY', symbol: '¥', rate: 1 },
  { code: 'PLN', symbol: 'zł', rate: 1.79 },
];
