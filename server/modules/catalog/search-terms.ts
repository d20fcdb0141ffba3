/**
 * How a search keyword becomes a full-text query (pure). Documents are indexed as
 * `hb_search_vector(search_text, titles)` (migrations 0003, 0006): the 'simple' text-search words of every title plus the
 * bigrams of each run of Chinese characters, because Chinese titles have no spaces ("加绒连帽卫衣男" is one
 * word to the parser, so "卫衣" would never match it as a word).
 *
 * - A word in a spaced script (Latin, Cyrillic …) matches whole, except the last one, which may be unfinished
 *   and matches as a prefix ("black hood" finds "Black Hoodie"). Whole words keep the index fast: a prefix
 *   of a common word ("green:*", "with:*") makes PostgreSQL collect every row of every word it begins, where
 *   a whole word lets it skip through the rarest word's rows (measured on 1M goods: 60–700 ms against 3 ms).
 *   Plurals and typos of the other words are recovered by the corrections (service.ts).
 * - A run of Chinese characters matches through its bigrams ("连帽卫衣" → 连帽 & 帽卫 & 卫衣), a single
 *   character as a prefix of a bigram; runs of three or more are also checked as a substring, since
 *   bigrams found apart in one title would otherwise match.
 * - Every part must match (AND); a typo-corrected word matches itself or any of its corrections (OR).
 * - In German, Polish and Russian (`compounds`), a word of 4 letters or more also matches the end of a compound
 *   word: "rucksack" finds "Schulrucksack" and "Wanderrucksack" through the tails the document carries for
 *   the long words of those titles (migration 0006, marked with `COMPOUND_MARK`). The last word matches a
 *   tail as a prefix once it has 5 letters ("rucksa" finds "Wanderrucksack" too).
 */

const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/gu;
const WORD = /[\p{L}\p{N}]+/gu;
/** Words and character runs taken from one keyword; the rest is ignored. */
const MAX_PARTS = 12;
/** Shorter words are not typo-corrected: too many words of the catalog look like them. */
export const MIN_CORRECTABLE_LENGTH = 4;

/** Locales whose searches look inside compound words (German; Polish and Russian after a linking vowel). */
export const COMPOUND_LOCALES: readonly string[] = ['de', 'pl', 'ru'];
/** The letter that marks a compound tail in the search document (migration 0006_compound_search). */
export const COMPOUND_MARK = 'ǂ';
/** The shortest tail the document carries, and the shortest last word matched as a tail prefix. */
export const MIN_COMPOUND_TAIL = 4;
const MIN_COMPOUND_TAIL_PREFIX = 5;

export type TsQueryOptions = {
  /** Also match words at the end of compounds (the search's locale is in `COMPOUND_LOCALES`). */
  compounds?: boolean;
};

export type SearchTerms = {
  /** Lowercased words of spaced scripts, unique, in keyword order. */
  words: string[];
  /** Runs of Chinese characters, unique, in keyword order. */
  cjkRuns: string[];
  /** The whole keyword, normalised: what an exact title would contain. */
  phrase: string;
};

export function analyzeKeyword(keyword: string): SearchTerms {
  const phrase = keyword.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  const cjkRuns = unique([...phrase.matchAll(CJK_RUN)].map((m) => m[0]));
  const words = unique(phrase.replace(CJK_RUN, ' ').match(WORD) ?? []);
  const kept = words.slice(0, MAX_PARTS);
  return { words: kept, cjkRuns: cjkRuns.slice(0, Math.max(0, MAX_PARTS - kept.length)), phrase };
}

/** Whether the keyword gave anything to search for (punctuation alone does not). */
export function hasTerms(terms: SearchTerms): boolean {
  return terms.words.length + terms.cjkRuns.length > 0;
}

/** More than one part: an exact phrase can then rank above goods holding the parts apart. */
export function isMultiPart(terms: SearchTerms): boolean {
  return terms.words.length + terms.cjkRuns.length > 1;
}

export function isCorrectable(word: string): boolean {
  return word.length >= MIN_CORRECTABLE_LENGTH && !/^\p{N}+$/u.test(word);
}

/** Lexemes are quoted; words hold only letters and digits, corrections are filtered the same way. */
const quote = (lexeme: string) => `'${lexeme}'`;
const HAS_CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;
/** A correction usable as an alternative: letters and digits of a spaced script only. */
export const isPlainLexeme = (lexeme: string) => /^[\p{L}\p{N}]+$/u.test(lexeme) && !HAS_CJK.test(lexeme);

/**
 * The `to_tsquery('simple', …)` text for the terms, with `corrections` (word → similar catalog words) as
 * alternatives. Null when there is nothing to search for.
 */
export function toTsQuery(terms: SearchTerms, corrections: ReadonlyMap<string, readonly string[]> = new Map(), options: TsQueryOptions = {}): string | null {
  const parts = queryGroups(terms, corrections, options).map((group) => {
    const all = group.map((l) => (l.prefix ? `${quote(l.lexeme)}:*` : quote(l.lexeme)));
    return all.length > 1 ? `(${all.join(' | ')})` : all[0]!;
  });
  return parts.length ? parts.join(' & ') : null;
}

/** One lexeme of a query; `prefix`: it matches every lexeme it begins. */
export type QueryLexeme = { lexeme: string; prefix: boolean };

/**
 * The query of `toTsQuery` as data: groups that must all match, each matching through any one of its lexemes. The
 * in-process search index (search-index.ts) answers the same groups.
 */
export function queryGroups(terms: SearchTerms, corrections: ReadonlyMap<string, readonly string[]> = new Map(), options: TsQueryOptions = {}): QueryLexeme[][] {
  const last = prefixWord(terms);
  const groups: QueryLexeme[][] = terms.words.map((word) => {
    const alternatives = (corrections.get(word) ?? []).filter((c) => c !== word);
    const self = { lexeme: word, prefix: word === last };
    const tails = options.compounds ? [compoundTail(word, word === last), ...alternatives.map((a) => compoundTail(a, false))] : [];
    return [self, ...alternatives.map((a) => ({ lexeme: a, prefix: false })), ...tails.filter((t) => t !== null)];
  });
  for (const run of terms.cjkRuns) {
    const chars = [...run];
    if (chars.length === 1) groups.push([{ lexeme: run, prefix: true }]);
    else groups.push(...bigrams(chars).map((b) => [{ lexeme: b, prefix: false }]));
  }
  return groups;
}

/** The word as the tail of a compound, or null when it is too short or not a plain word. */
function compoundTail(word: string, isLast: boolean): QueryLexeme | null {
  const length = [...word].length;
  if (length < MIN_COMPOUND_TAIL || !/^\p{L}+$/u.test(word) || HAS_CJK.test(word)) return null;
  return { lexeme: COMPOUND_MARK + word, prefix: isLast && length >= MIN_COMPOUND_TAIL_PREFIX };
}

/** The word matched as a prefix: the last one, which the buyer may not have finished typing. */
export function prefixWord(terms: SearchTerms): string | undefined {
  return terms.words.at(-1);
}

/** Runs that bigrams alone cannot pin down (three characters or more). */
export function substringsToCheck(terms: SearchTerms): string[] {
  return terms.cjkRuns.filter((run) => [...run].length >= 3);
}

function bigrams(chars: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return unique(out);
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
