/**
 * The search document of a product as `hb_search_vector(search_text, titles)` builds it (pure), for the in-process
 * search index (search-index.ts): PostgreSQL's parser gives the words, the rest is derived here at a fraction of the
 * function's cost in the database (docs/decisions/018, "Fourth session").
 */
const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/gu;
const NOT_COMPOUND = /[-_.0-9]/u;

/**
 * The lexemes of `hb_search_vector(search_text, titles)` (migrations 0003, 0006) from the parser's words of the text
 * (`words`: to_tsvector('simple', search_text)) and of the de, pl and ru titles: the words, the bigrams of every Chinese
 * run (and its last character alone), and the compound tails of the long words of those titles, marked with 'ǂ' (in
 * Polish and Russian only after a linking vowel). Tests compare it with PostgreSQL's own document.
 */
export function documentLexemes(text: string, words: readonly string[], titleWords: { de: readonly string[]; pl: readonly string[]; ru: readonly string[] }): string[] {
  const out = new Set(words);
  for (const match of text.matchAll(CJK_RUN)) {
    const chars = [...match[0]];
    for (let i = 0; i < chars.length; i++) out.add(chars[i]! + (chars[i + 1] ?? ''));
  }
  const tails = (lexemes: readonly string[], linking: string) => {
    for (const word of lexemes) {
      const chars = [...word];
      if (chars.length < 7 || NOT_COMPOUND.test(word)) continue;
      for (let i = 4; i <= chars.length - 3; i++) {
        if (linking === '' || linking.includes(chars[i - 2]!)) out.add(`ǂ${chars.slice(i - 1).join('')}`);
      }
    }
  };
  tails(titleWords.de, '');
  tails(titleWords.pl, 'oi');
  tails(titleWords.ru, 'ое');
  return [...out];
}
