/**
 * How large a share of the catalog a search is expected to match (pure), from the word counts of the sampled goods
 * that also feed typo corrections (vocabulary.ts). It decides how a search page is read (docs/decisions/018): a
 * common search walks the best sellers until its page is full, a rare one collects its few matches from the
 * full-text index. An estimate only chooses the way; the answer is the same either way.
 */
import type { SearchTerms } from './search-terms.ts';
import type { WordCount } from './vocabulary.ts';

export type WordShares = ReturnType<typeof makeWordShares>;

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;

export function makeWordShares(entries: readonly WordCount[], sampled: number) {
  const sorted = [...entries].sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  const words = sorted.map((e) => e.word);
  const docs = sorted.map((e) => e.docs);
  const exact = new Map(sorted.map((e) => [e.word, e.docs]));
  // Goods per Chinese character and per pair of neighbouring characters (a word counted once per pair it holds).
  const cjkParts = new Map<string, number>();
  for (const e of sorted) {
    const chars = [...e.word].filter((c) => CJK.test(c));
    if (!chars.length) continue;
    const parts = new Set([...chars, ...chars.slice(1).map((c, i) => chars[i]! + c)]);
    for (const part of parts) cjkParts.set(part, (cjkParts.get(part) ?? 0) + e.docs);
  }
  const share = (n: number) => (sampled > 0 ? Math.min(1, n / sampled) : 0);

  /** First index whose word is ≥ `word` (binary search). */
  function lowerBound(word: string): number {
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (words[mid]! < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  return {
    /** Share of goods holding `word` whole. */
    ofWord: (word: string) => share(exact.get(word) ?? 0),
    /** Share of goods holding a word that begins with `prefix` (an upper bound: a title may hold several). */
    ofPrefix(prefix: string): number {
      let n = 0;
      for (let i = lowerBound(prefix); i < words.length && words[i]!.startsWith(prefix); i++) n += docs[i]!;
      return share(n);
    },
    /** Share of goods whose Chinese text holds `run` (an upper bound, like `ofPrefix`: its rarest pair's share). */
    ofChinese(run: string): number {
      const chars = [...run];
      const parts = chars.length === 1 ? chars : chars.slice(1).map((c, i) => chars[i]! + c);
      return share(Math.min(...parts.map((part) => cjkParts.get(part) ?? 0)));
    },
    /**
     * The expected share of goods matching every part of `terms` (the last word as a prefix, a corrected word as
     * itself or any of its `corrections`): the share of its rarest part, an upper bound, since parts found in the
     * same titles (a phrase) are not independent.
     */
    ofTerms(terms: SearchTerms, corrections: ReadonlyMap<string, readonly string[]> = new Map()): number {
      const last = terms.words.at(-1);
      const parts = [
        ...terms.words.map((w) => Math.min(1, (w === last ? this.ofPrefix(w) : this.ofWord(w)) + (corrections.get(w) ?? []).reduce((sum, c) => sum + this.ofWord(c), 0))),
        ...terms.cjkRuns.map((run) => this.ofChinese(run)),
      ];
      return parts.length ? Math.min(...parts) : 0;
    },
  };
}
