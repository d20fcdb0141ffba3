/**
 * The text the full-text index and queries read (pure). PostgreSQL has stemming configurations for six of our
 * locales; Polish gets `simple` without its commonest function words ("jak", "i", "w", …: `simple` keeps every word)
 * and with every other word cut to its first six letters (truncation stemming: "wysyłka" and "wysyłkowe" both read
 * "wysyłk", "dostawa" and "dostawy" "dostaw"; Polish inflects mostly at the end of the word),
 * and Chinese, which has no spaces between words, is cut into overlapping character pairs first (the CJK bigram
 * indexing of Lucene's CJKAnalyzer), so a query's pairs meet a text's pairs whatever the word boundaries.
 */
import type { Locale } from '../../../core/locale.ts';

export const TEXT_SEARCH_CONFIG: Record<Locale, string> = {
  en: 'english',
  de: 'german',
  fr: 'french',
  it: 'italian',
  es: 'spanish',
  ru: 'russian',
  pl: 'simple',
  zh: 'simple',
};

const HAN_RUN = /[\p{Script=Han}]+/gu;

/** Each run of Han characters as its overlapping pairs ("运费多少" → "运费 费多 多少"); a lone character stays. */
export function cjkBigrams(text: string): string {
  return text.replace(HAN_RUN, (run) => {
    const chars = [...run];
    if (chars.length === 1) return ` ${run} `;
    const pairs: string[] = [];
    for (let i = 0; i < chars.length - 1; i++) pairs.push(chars[i]! + chars[i + 1]!);
    return ` ${pairs.join(' ')} `;
  });
}

/** Polish words longer than this many letters are read as their first ones. */
export const POLISH_STEM_LENGTH = 6;

const WORD = /\p{L}+/gu;

/** Polish function words, which would otherwise decide a ranking ("jak długo" matched every "how long" question). */
const POLISH_STOPWORDS = new Set(
  'a aby ale albo bo by być co czy dla do gdy gdzie i ich ile jak jaka jakie jaki jakiej jest już lub mi mnie mogę mój moje moja na nie o od oraz po pod przez przy się są ta tak te ten to tu tym w we z za ze że'.split(' '),
);

/** Each word cut to its first `length` letters ("Wysyłka dostawy" → "Wysyłk dostaw"); `drop`: words left out. */
export function truncateWords(text: string, length: number, drop: ReadonlySet<string> = new Set()): string {
  return text.replace(WORD, (word) => (drop.has(word.toLowerCase()) ? ' ' : [...word].slice(0, length).join('')));
}

/** The text of `locale` as the index reads it. */
export function searchTextOf(locale: Locale, text: string): string {
  if (locale === 'zh') return cjkBigrams(text);
  if (locale === 'pl') return truncateWords(text, POLISH_STEM_LENGTH, POLISH_STOPWORDS);
  return text;
}

/** Inline links `[label](/path)` read as their labels. */
export function plainText(text: string): string {
  return text.replace(/\[([^\]\n]+)\]\((\/[^\s)]*)\)/g, '$1');
}
