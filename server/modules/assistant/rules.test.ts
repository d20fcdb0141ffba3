import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/locale.ts';
import { detectIntent, queryWords } from './intent.ts';
import { knowledgeOf, POLICY_PAGES } from './knowledge.ts';
import type { RankedEntry } from './repo.ts';
import { cjkBigrams, plainText, searchTextOf, truncateWords } from './search-text.ts';
import { pickArticles, tsQueryOf } from './service.ts';

const entry = (key: string, matched: number, words: number, rank = 0.5): RankedEntry => ({ key, source: 'faq', title: key, body: '', path: `/faq#${key}`, rank, matched, words });

describe('detectIntent', () => {
  it('takes a pasted marketplace or agent link, inside a share text too, as a link', () => {
    expect(detectIntent('https://item.taobao.com/item.htm?id=123456789')).toBe('link');
    expect(detectIntent('【淘宝】 好看 https://m.tb.cn/h.abc?tk=x CZ0001 「卫衣」')).toBe('link');
    expect(detectIntent('cnfans.com/product/?shop_type=weidian&id=7654321')).toBe('link');
  });

  it('takes a question mark or an opening question word, in any of the eight languages, as a question', () => {
    expect(detectIntent('shipping to Germany?')).toBe('question');
    expect(detectIntent('How long does shipping take')).toBe('question');
    expect(detectIntent('Welche Gebühren fallen an')).toBe('question');
    expect(detectIntent('Combien coûte la livraison')).toBe('question');
    expect(detectIntent('Сколько стоит доставка')).toBe('question');
    expect(detectIntent('Czy mogę zwrócić towar')).toBe('question');
    expect(detectIntent('运费多少')).toBe('question');
    expect(detectIntent('可以退货吗')).toBe('question');
  });

  it('takes product words as a search', () => {
    expect(detectIntent('nike dunk low')).toBe('search');
    expect(detectIntent('Fleece-Kapuzenpullover schwarz')).toBe('search');
    expect(detectIntent('卫衣')).toBe('search');
  });
});

describe('full-text query text', () => {
  it('joins the words by OR and keeps only letters and digits (nothing can break to_tsquery)', () => {
    expect(tsQueryOf('en', "What's the fee? (in EUR) & | ! :*", false)).toBe('what | s | the | fee | in | eur');
    expect(queryWords('  ')).toEqual([]);
  });

  it('makes the last word a prefix while it is typed, except for Chinese pairs', () => {
    expect(tsQueryOf('de', 'Lager Gebü', true)).toBe('lager | gebü:*');
    expect(tsQueryOf('zh', '仓库存放', true)).toBe('仓库 | 库存 | 存放');
  });

  it('cuts Chinese runs into overlapping pairs and leaves other text alone', () => {
    expect(cjkBigrams('运费多少 QC 照片')).toBe(' 运费 费多 多少  QC  照片 ');
    expect(cjkBigrams('卡')).toBe(' 卡 ');
    expect(cjkBigrams('fees only')).toBe('fees only');
  });

  it('reads Polish words as their first six letters, so inflected forms meet, and leaves out function words', () => {
    expect(truncateWords('Wysyłka, wysyłkowe i dostawy: 24 h', 6)).toBe('Wysyłk, wysyłk i dostaw: 24 h');
    expect(searchTextOf('pl', 'Jak długo trwa wysyłka?')).toBe('  długo trwa wysyłk?');
    expect(tsQueryOf('pl', 'jak długo trwa wysyłka', false)).toBe(tsQueryOf('pl', 'jak długo trwa wysyłkowe', false));
    expect(searchTextOf('de', 'Versandkosten')).toBe('Versandkosten');
  });

  it('reads inline links as their labels', () => {
    expect(plainText('See the [privacy policy](/protocol/privacy-policy) for more.')).toBe('See the privacy policy for more.');
  });
});

describe('pickArticles', () => {
  it('keeps the best entry holding at least half of the question words', () => {
    expect(pickArticles([entry('a', 3, 4), entry('b', 1, 4)]).map((e) => e.key)).toEqual(['a']);
    expect(pickArticles([entry('a', 1, 4)])).toEqual([]);
  });

  it('adds the runner-up only when it holds as many words, and never more than two', () => {
    expect(pickArticles([entry('a', 2, 2), entry('b', 2, 2), entry('c', 2, 2)]).map((e) => e.key)).toEqual(['a', 'b']);
    expect(pickArticles([entry('a', 2, 2), entry('b', 1, 2)]).map((e) => e.key)).toEqual(['a']);
  });

  it('answers a one-word question from the entry that holds the word', () => {
    expect(pickArticles([entry('a', 1, 1)]).map((e) => e.key)).toEqual(['a']);
    expect(pickArticles([entry('a', 0, 0)])).toEqual([]);
  });
});

describe('knowledge', () => {
  it('indexes every FAQ answer and policy section of every locale, with the same keys and anchors everywhere', () => {
    const en = knowledgeOf('en');
    expect(en.filter((e) => e.source === 'faq').length).toBeGreaterThan(10);
    for (const slug of Object.values(POLICY_PAGES)) expect(en.some((e) => e.path.startsWith(`/protocol/${slug}#section-1`))).toBe(true);
    for (const locale of LOCALES) {
      const entries = knowledgeOf(locale);
      expect(entries.map((e) => [e.key, e.path])).toEqual(en.map((e) => [e.key, e.path]));
      for (const e of entries) expect(e.title.length * e.body.length).toBeGreaterThan(0);
    }
  });
});
