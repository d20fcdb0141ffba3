/**
 * How many goods each category holds per price band, with QC photos and in all (docs/decisions/018, "Twelfth pass").
 * A browse (a category and a price range, no keyword) whose bands lying wholly inside its price range already hold
 * more than the result window is answered "more than the window" without counting: at 1M goods, counting up to
 * 10,001 index entries was the largest part of a browse's database time. Partly covered bands never count, so the
 * figure is a lower bound: it can only send a browse to the exact bounded count, never answer one wrongly (as of the
 * bands' reading, which is as old as the list caches allow).
 */

/** The E12 series: 12 steps a decade, each about a fifth above the one before. */
const E12 = [1, 1.2, 1.5, 1.8, 2.2, 2.7, 3.3, 3.9, 4.7, 5.6, 6.8, 8.2];

/**
 * Band edges in CNY, ascending, from 1 to 1,000,000 (PostgreSQL's `width_bucket(price, edges)`): band 0 holds prices
 * below the first edge, band i prices from edge i − 1 up to (not including) edge i, the last band prices from the last
 * edge up.
 */
export const PRICE_BAND_EDGES: readonly number[] = Object.freeze([
  ...[0, 1, 2, 3, 4, 5].flatMap((decade) => E12.map((step) => Math.round(step * 10 ** decade * 100) / 100)),
  1_000_000,
]);

const BANDS = PRICE_BAND_EDGES.length + 1;

/** One row of the repo's reading: the goods of one category, with or without QC photos, in one band. */
export type PriceBandRow = { categoryId: number; withQc: boolean; band: number; goods: number };

/** Per category, goods per band: `all` of them, and those `withQc` photos. */
export type PriceBands = ReadonlyMap<number, { all: Float64Array; withQc: Float64Array }>;

export function priceBandsOf(rows: readonly PriceBandRow[]): PriceBands {
  const bands = new Map<number, { all: Float64Array; withQc: Float64Array }>();
  for (const row of rows) {
    if (!Number.isInteger(row.band) || row.band < 0 || row.band >= BANDS) continue;
    let category = bands.get(row.categoryId);
    if (!category) bands.set(row.categoryId, (category = { all: new Float64Array(BANDS), withQc: new Float64Array(BANDS) }));
    category.all[row.band]! += row.goods;
    if (row.withQc) category.withQc[row.band]! += row.goods;
  }
  return bands;
}

/** The prices band `band` holds: from `low` (inclusive) up to `high` (exclusive). */
function bandRange(band: number): { low: number; high: number } {
  return {
    low: band === 0 ? -Infinity : PRICE_BAND_EDGES[band - 1]!,
    high: band === BANDS - 1 ? Infinity : PRICE_BAND_EDGES[band]!,
  };
}

/**
 * How many goods the filter surely matches: those of its categories (every category when none is given) in bands
 * wholly inside its price range (both bounds inclusive, either may be missing).
 */
export function goodsSurelyWithin(
  bands: PriceBands,
  filter: { categoryIds?: readonly number[]; minPriceCny?: number; maxPriceCny?: number; onlyWithQc: boolean },
): number {
  const min = filter.minPriceCny ?? -Infinity;
  const max = filter.maxPriceCny ?? Infinity;
  const inside: number[] = [];
  for (let band = 0; band < BANDS; band++) {
    const { low, high } = bandRange(band);
    if (low >= min && (high <= max || max === Infinity)) inside.push(band);
  }
  if (inside.length === 0) return 0;
  const categories = filter.categoryIds ? [...new Set(filter.categoryIds)].flatMap((id) => bands.get(id) ?? []) : [...bands.values()];
  let goods = 0;
  for (const category of categories) {
    const counts = filter.onlyWithQc ? category.withQc : category.all;
    for (const band of inside) goods += counts[band]!;
  }
  return goods;
}
