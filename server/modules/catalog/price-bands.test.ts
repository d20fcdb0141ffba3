import { describe, expect, it } from 'vitest';
import { goodsSurelyWithin, PRICE_BAND_EDGES, priceBandsOf, type PriceBandRow } from './price-bands.ts';

/** The band PostgreSQL's width_bucket(price, edges) gives a price: how many edges are at or below it. */
const bandOf = (price: number) => PRICE_BAND_EDGES.filter((edge) => edge <= price).length;

describe('price bands', () => {
  it('has ascending edges of whole cents from 1 to 1,000,000, about a fifth apart', () => {
    expect(PRICE_BAND_EDGES[0]).toBe(1);
    expect(PRICE_BAND_EDGES.at(-1)).toBe(1_000_000);
    for (let i = 1; i < PRICE_BAND_EDGES.length; i++) {
      const [low, high] = [PRICE_BAND_EDGES[i - 1]!, PRICE_BAND_EDGES[i]!];
      expect(high / low).toBeGreaterThan(1.1);
      expect(high / low).toBeLessThan(1.3);
      expect(Math.round(high * 100) / 100).toBe(high);
    }
  });

  it('counts only the bands wholly inside the price range, both bounds inclusive', () => {
    // One good at each of a few prices, category 7, half of them with QC photos.
    const prices = [0.5, 12, 14.99, 15, 17.99, 18, 99, 1200, 2_000_000];
    const rows: PriceBandRow[] = prices.map((price, i) => ({ categoryId: 7, withQc: i % 2 === 0, band: bandOf(price), goods: 1 }));
    const bands = priceBandsOf(rows);
    const sure = (minPriceCny?: number, maxPriceCny?: number, onlyWithQc = false) => goodsSurelyWithin(bands, { categoryIds: [7], minPriceCny, maxPriceCny, onlyWithQc });
    expect(sure()).toBe(prices.length);
    // [12, 15) and [15, 18) lie inside [12, 18]; 18 does not count, its band [18, 22) is only partly inside.
    expect(sure(12, 18)).toBe(4);
    expect(sure(12, 17.99)).toBe(2);
    expect(sure(11.99, 18)).toBe(4);
    expect(sure(12.01, 18)).toBe(2);
    expect(sure(12, 18, true)).toBe(2);
    // Open ends take every band beyond the other bound, the lowest (below 1) and the highest (1,000,000 and up) too.
    expect(sure(undefined, 1)).toBe(1);
    expect(sure(1000)).toBe(2);
    expect(sure(15, 15)).toBe(0);
    // Other categories, and categories without goods, add nothing.
    expect(goodsSurelyWithin(bands, { categoryIds: [8], onlyWithQc: false })).toBe(0);
    expect(goodsSurelyWithin(bands, { categoryIds: [7, 7, 8], onlyWithQc: false })).toBe(prices.length);
    expect(goodsSurelyWithin(bands, { onlyWithQc: false })).toBe(prices.length);
  });

  it('never counts more goods than a filter matches', () => {
    // Random catalogs and filters: the sure count is a lower bound of the exact one.
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let round = 0; round < 200; round++) {
      const goods = Array.from({ length: 300 }, () => ({ categoryId: 1 + Math.floor(random() * 4), withQc: random() < 0.6, price: Math.round(10 ** (random() * 5) * 100) / 100 }));
      const bands = priceBandsOf(goods.map((g) => ({ categoryId: g.categoryId, withQc: g.withQc, band: bandOf(g.price), goods: 1 })));
      const low = Math.round(10 ** (random() * 4) * 100) / 100;
      const filter = {
        categoryIds: random() < 0.8 ? [1 + Math.floor(random() * 4), 1 + Math.floor(random() * 4)] : undefined,
        minPriceCny: random() < 0.8 ? low : undefined,
        maxPriceCny: random() < 0.8 ? Math.round(low * (1 + random() * 20) * 100) / 100 : undefined,
        onlyWithQc: random() < 0.5,
      };
      const exact = goods.filter(
        (g) =>
          (!filter.categoryIds || filter.categoryIds.includes(g.categoryId)) &&
          g.price >= (filter.minPriceCny ?? -Infinity) &&
          g.price <= (filter.maxPriceCny ?? Infinity) &&
          (!filter.onlyWithQc || g.withQc),
      ).length;
      const sure = goodsSurelyWithin(bands, filter);
      expect(sure).toBeLessThanOrEqual(exact);
      if (!filter.minPriceCny && !filter.maxPriceCny) expect(sure).toBe(exact);
    }
  });

  it('ignores rows outside the bands', () => {
    const bands = priceBandsOf([{ categoryId: 1, withQc: true, band: -1, goods: 5 }, { categoryId: 1, withQc: true, band: 999, goods: 5 }, { categoryId: 1, withQc: true, band: 3, goods: 2 }]);
    expect(goodsSurelyWithin(bands, { onlyWithQc: true })).toBe(2);
  });
});
