/**
 * Similar goods' ranking (docs/decisions/018, "Eighth session"): the candidates PostgreSQL walks to (repo
 * `similarCandidates`, migration 0027) scored here, where migration 0026's function scored them with pg_trgm. Same score,
 * same order: best first, then id.
 *   0.6 × title similarity (pg_trgm's, Chinese or English title, whichever is closer)
 * + 0.25 × price ratio (cheaper ÷ dearer) + 0.15 × weight ratio (lighter ÷ heavier).
 * The product's trigrams are made once per ranking, each candidate's once (PostgreSQL made both for every call).
 */
import { similarityTo, trigrams } from './trigram.ts';

export type SimilarProduct = { id: number; priceCny: number; weightG: number; titleCn: string; titleEn: string };
export type SimilarCandidate = { id: number; priceCny: number; weightG: number; titleCn: string; titleEn: string };

/** The `limit` best of `candidates` for `product`, as ids (never the product itself). */
export function rankSimilar(product: SimilarProduct, candidates: SimilarCandidate[], limit: number): number[] {
  if (limit <= 0) return [];
  const cn = trigrams(product.titleCn);
  const en = trigrams(product.titleEn);
  const scored = candidates
    .filter((c) => c.id !== product.id)
    .map((c) => {
      const similarity = Math.max(similarityTo(c.titleCn, cn), similarityTo(c.titleEn, en));
      const price = Math.min(c.priceCny, product.priceCny) / Math.max(c.priceCny, product.priceCny, 0.01);
      const weight = Math.min(c.weightG, product.weightG) / Math.max(c.weightG, product.weightG, 1);
      return { id: c.id, score: 0.6 * similarity + 0.25 * price + 0.15 * weight };
    });
  scored.sort((a, b) => b.score - a.score || a.id - b.id);
  return scored.slice(0, limit).map((s) => s.id);
}
