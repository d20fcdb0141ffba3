/**
 * Typo correction of search words against the catalog's own words (pure).
 *
 * Why not pg_trgm on `search_text` directly: a product's search text holds its title in up to nine
 * languages, so on 1M goods the trigrams of an everyday word ("ove", "ers" …) occur in most rows and a
 * `word <% search_text` scan costs 0.4–4 s (measured, bench/api.ts). PostgreSQL's documentation suggests
 * matching against a table of the words instead; this is that table, held in memory: the distinct words
 * of (a sample of) the catalog with their document counts, matched by pg_trgm's own measure — trigrams of
 * the word padded with two spaces in front and one behind, similarity = shared ÷ union.
 */

export type WordCount = { word: string; docs: number };

export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const chars = [...padded];
  const out = new Set<string>();
  for (let i = 0; i + 2 < chars.length; i++) out.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  return out;
}

export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

export type Vocabulary = ReturnType<typeof makeVocabulary>;

export function makeVocabulary(entries: readonly WordCount[]) {
  const words = entries.map((e) => e.word);
  const docs = entries.map((e) => e.docs);
  const known = new Set(words);
  const grams = words.map((w) => trigrams(w));
  const index = new Map<string, number[]>();
  grams.forEach((set, i) => {
    for (const t of set) {
      const list = index.get(t);
      if (list) list.push(i);
      else index.set(t, [i]);
    }
  });

  return {
    size: words.length,
    has: (word: string) => known.has(word),
    /**
     * Catalog words that look like `word` (similarity ≥ `minSimilarity`), most similar first, then the most
     * common; `word` itself is left out.
     */
    similarTo(word: string, options: { minSimilarity: number; limit: number }): string[] {
      const mine = trigrams(word);
      const shared = new Map<number, number>();
      for (const t of mine) for (const i of index.get(t) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
      const scored: { i: number; sim: number }[] = [];
      for (const [i, n] of shared) {
        const sim = n / (mine.size + grams[i]!.size - n);
        if (sim >= options.minSimilarity && words[i] !== word) scored.push({ i, sim });
      }
      scored.sort((a, b) => b.sim - a.sim || docs[b.i]! - docs[a.i]! || (words[a.i]! < words[b.i]! ? -1 : 1));
      return scored.slice(0, options.limit).map((s) => words[s.i]!);
    },
  };
}
