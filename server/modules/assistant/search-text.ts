/**
 * The text the full-text index and queries read (pure). PostgreSQL has stemming configurations for six of our
 * locales; Polish gets `simple` (words as they are), and Chinese, which has no spaces between words, is cut into
 * overlapping character pairs first (the CJK bigram indexing of Lucene's CJKAnalyzer), so a query's pairs meet a
 * text's pairs whatever the word boundaries.
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

/** The text of `locale` as the index reads it. */
export function searchTextOf(locale: Locale, text: string): string {
  return locale === 'zh' ? cjkBigrams(text) : text;
}

/** Inline links `[label](/path)` read as their labels. */
export function plainText(text: string): string {
  return text.replace(/\[([^\]\n]+)\]\((\/[^\s)]*)\)/g, '$1');
}
