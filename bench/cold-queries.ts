// Cold-mode workloads of bench/api.ts (issue 13 §1): requests the list caches have never seen, generated from a
// seeded random sample of the catalog's own listings, so nobody can tune the code to a fixed list.
//
// Name searches mix single words, two-word phrases, Chinese fragments, misspellings and German words, each sent
// with the language of the title it came from. Browsing mixes a category (a leaf or a hot category), a price
// range and a sort, without a keyword. Similar goods names sampled products. Every request of a workload is
// distinct from every other (no cache hit can serve one).

import { Rng } from '../db/seed/catalog/prng.ts';

/** A listing as the bench server's `/bench/sample` answers it. */
export type SampledGoods = {
  channel: string;
  offerId: string;
  titleCn: string;
  titles: Record<string, string>;
  categoryId: number;
  parentCategoryId: number | null;
  priceCny: number;
};

export type SearchQuery = { kind: SearchKind; locale: string; keyword: string };
export type SearchKind = 'word' | 'phrase' | 'chinese' | 'misspelling' | 'german';

/** How often each kind of search is drawn. */
const SEARCH_MIX: [SearchKind, number][] = [
  ['word', 0.3],
  ['phrase', 0.25],
  ['chinese', 0.15],
  ['misspelling', 0.15],
  ['german', 0.15],
];
/** Spaced-script locales a word or phrase may come from (German has its own share). */
const WORD_LOCALES = ['en', 'fr', 'it', 'es', 'pl', 'ru'];
const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/gu;
const WORD = /[\p{L}\p{N}]+/gu;
/** Short words (articles, prepositions) are not what anyone searches for alone. */
const MIN_WORD = 3;

const wordsOf = (title: string | undefined) => (title?.match(WORD) ?? []).filter((w) => !/^\p{N}+$/u.test(w));

function pickKind(rng: Rng): SearchKind {
  let draw = rng.next();
  for (const [kind, share] of SEARCH_MIX) {
    if ((draw -= share) < 0) return kind;
  }
  return 'word';
}

/** One keyboard slip: a letter dropped, doubled, swapped with its neighbour or replaced. */
function misspell(rng: Rng, word: string): string {
  const chars = [...word];
  const at = rng.int(1, chars.length - 2);
  switch (rng.int(0, 3)) {
    case 0:
      chars.splice(at, 1);
      break;
    case 1:
      chars.splice(at, 0, chars[at]!);
      break;
    case 2:
      [chars[at], chars[at + 1]] = [chars[at + 1]!, chars[at]!];
      break;
    default: {
      const letters = 'aeioulnrst';
      chars[at] = letters[rng.int(0, letters.length - 1)]!;
    }
  }
  return chars.join('');
}

/** One search drawn from one listing, or null when that listing's titles do not offer the kind drawn. */
function searchFrom(rng: Rng, goods: SampledGoods, kind: SearchKind): SearchQuery | null {
  switch (kind) {
    case 'word': {
      const locale = rng.pick(WORD_LOCALES);
      const words = wordsOf(goods.titles[locale]).filter((w) => [...w].length >= MIN_WORD);
      return words.length ? { kind, locale, keyword: rng.pick(words) } : null;
    }
    case 'phrase': {
      const locale = rng.pick([...WORD_LOCALES, 'de']);
      const words = wordsOf(goods.titles[locale]);
      if (words.length < 2) return null;
      const at = rng.int(0, words.length - 2);
      if ([...words[at]!].length < 2 || [...words[at + 1]!].length < 2) return null;
      return { kind, locale, keyword: `${words[at]} ${words[at + 1]}` };
    }
    case 'chinese': {
      const runs = [...(goods.titles.zh ?? goods.titleCn).matchAll(CJK_RUN)].map((m) => [...m[0]]).filter((r) => r.length >= 2);
      if (!runs.length) return null;
      const run = rng.pick(runs);
      const length = rng.int(2, Math.min(4, run.length));
      const start = rng.int(0, run.length - length);
      return { kind, locale: 'zh', keyword: run.slice(start, start + length).join('') };
    }
    case 'misspelling': {
      const locale = rng.pick(['en', 'en', 'de', 'fr', 'es', 'it']);
      const words = wordsOf(goods.titles[locale]).filter((w) => [...w].length >= 5 && /^\p{L}+$/u.test(w));
      if (!words.length) return null;
      const word = rng.pick(words);
      const typo = misspell(rng, word);
      return typo.toLowerCase() === word.toLowerCase() ? null : { kind, locale, keyword: typo };
    }
    case 'german': {
      const words = wordsOf(goods.titles.de).filter((w) => [...w].length >= 4);
      return words.length ? { kind, locale: 'de', keyword: rng.pick(words) } : null;
    }
  }
}

/**
 * `count` distinct name searches (locale and keyword, case-insensitive) drawn from `sample` with `seed`, none of
 * them in `exclude`. Fewer when the sample cannot give that many.
 */
export function generateSearches(sample: readonly SampledGoods[], count: number, seed: number, exclude: ReadonlySet<string> = new Set()): SearchQuery[] {
  const rng = new Rng(seed);
  const seen = new Set(exclude);
  const out: SearchQuery[] = [];
  for (let attempt = 0; out.length < count && attempt < count * 50 && sample.length; attempt++) {
    const query = searchFrom(rng, rng.pick(sample), pickKind(rng));
    if (!query) continue;
    const key = searchKey(query);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(query);
  }
  return out;
}

export const searchKey = (q: { locale: string; keyword: string }) => `${q.locale}\u0000${q.keyword.toLowerCase()}`;

export type BrowseQuery = { categoryId: number; minPrice?: number; maxPrice?: number; sort: 'relevance' | 'sales' | 'price_asc' | 'price_desc' | 'newest'; showNoQc: boolean };
const SORTS: BrowseQuery['sort'][] = ['relevance', 'sales', 'price_asc', 'price_desc', 'newest'];

/**
 * `count` distinct browsing requests: the category of a sampled listing (or its parent, a hot category), a
 * price range around its price (sometimes open at one end) and a sort.
 */
export function generateBrowsing(sample: readonly SampledGoods[], count: number, seed: number, exclude: ReadonlySet<string> = new Set()): BrowseQuery[] {
  const rng = new Rng(seed);
  const seen = new Set(exclude);
  const out: BrowseQuery[] = [];
  for (let attempt = 0; out.length < count && attempt < count * 50 && sample.length; attempt++) {
    const goods = rng.pick(sample);
    const categoryId = goods.parentCategoryId !== null && rng.chance(0.3) ? goods.parentCategoryId : goods.categoryId;
    const low = Math.floor(goods.priceCny * rng.between(0.2, 0.9));
    const high = Math.ceil(goods.priceCny * rng.between(1.2, 5));
    const shape = rng.next();
    const query: BrowseQuery = {
      categoryId,
      ...(shape < 0.8 ? { minPrice: low } : {}),
      ...(shape > 0.2 ? { maxPrice: high } : {}),
      sort: rng.pick(SORTS),
      showNoQc: rng.chance(0.3),
    };
    const key = browseKey(query);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(query);
  }
  return out;
}

export const browseKey = (q: BrowseQuery) => JSON.stringify([q.categoryId, q.minPrice ?? null, q.maxPrice ?? null, q.sort, q.showNoQc]);

/** `count` distinct products (for similar goods), none of them in `exclude`. */
export function pickProducts(sample: readonly SampledGoods[], count: number, seed: number, exclude: ReadonlySet<string> = new Set()): { channel: string; offerId: string }[] {
  const rng = new Rng(seed);
  const seen = new Set(exclude);
  const out: { channel: string; offerId: string }[] = [];
  for (let attempt = 0; out.length < count && attempt < count * 50 && sample.length; attempt++) {
    const goods = rng.pick(sample);
    const key = productKey(goods);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ channel: goods.channel, offerId: goods.offerId });
  }
  return out;
}

export const productKey = (g: { channel: string; offerId: string }) => `${g.channel}:${g.offerId}`;
