/**
 * `bench:image --scale`: which picture a miss lost to (decision 022, ninth pass). The fill's generated images are
 * blends of two real catalog pictures (`fillPick` below, bench/image.ts `generatedThumb`); one weighted almost wholly
 * on the query's own picture is a near-copy of it filed under a made-up product — a lookalike of the bench's generator,
 * not another product's picture. Since the fifteenth pass the fill makes none (the earlier generator, kept to compare,
 * does), and the bench still counts the misses they would win apart.
 */

import type { Rng } from '../db/seed/catalog/prng.ts';

/** A generated image's thumbnail: `w` × catalog picture `a` + (1 − `w`) × catalog picture `b`, plus noise. */
export type Blend = { a: number; b: number; w: number };

/** A generated image weighted at least this much on the query's own picture is a near-copy of it. */
export const NEAR_COPY_SHARE = 0.9;

/**
 * A generated descriptor's two real descriptors (indices among `descriptors`) and the first one's weight, drawn from
 * the fill's stream. The two are different pictures and the weight lies in [1 − NEAR_COPY_SHARE, NEAR_COPY_SHARE), so
 * no generated image is a near-copy of one real picture: a large catalog's other goods are lookalikes, not the query's
 * own photo under another listing, where recall by product is not defined (decision 022, fifteenth pass).
 * `nearCopies`: the generator of the ninth to fourteenth passes (any weight, a picture may blend with itself), a fifth
 * of whose images were near-copies. Three draws either way.
 */
export function fillPick(gen: Rng, descriptors: number, nearCopies = false): Blend {
  const a = gen.int(0, descriptors - 1);
  if (nearCopies) return { a, b: gen.int(0, descriptors - 1), w: gen.next() };
  const other = gen.int(0, descriptors - 2);
  return { a, b: other >= a ? other + 1 : other, w: 1 - NEAR_COPY_SHARE + (2 * NEAR_COPY_SHARE - 1) * gen.next() };
}

/** The weight of catalog picture `picture` in a blend (both sides when a blend mixes a picture with itself). */
export function shareOf(blend: Blend, picture: number): number {
  return (blend.a === picture ? blend.w : 0) + (blend.b === picture ? 1 - blend.w : 0);
}

/**
 * What a query made from catalog picture `source` lost to, when the top answer is another product's: `near-copy` — a
 * generated image whose blend is ≥ NEAR_COPY_SHARE the source picture itself; `generated` — any other generated
 * image; `real` — a real picture of another product (`winner` null: not generated).
 */
export type MissKind = 'near-copy' | 'generated' | 'real';

export function classifyMiss(source: number, winner: Blend | null): MissKind {
  if (!winner) return 'real';
  return shareOf(winner, source) >= NEAR_COPY_SHARE ? 'near-copy' : 'generated';
}

/** Recall@1 with the near-copy losses taken out of the queries counted: `hit / (n − nearCopies)`. */
export function recallWithoutNearCopies(hit: number, n: number, nearCopies: number): number {
  const counted = n - nearCopies;
  return counted > 0 ? hit / counted : NaN;
}
