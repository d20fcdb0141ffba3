import { describe, expect, it } from 'vitest';
import { analyzeKeyword, hasTerms, isCorrectable, isMultiPart, isPlainLexeme, prefixWord, substringsToCheck, toTsQuery } from './search-terms.ts';
import { makeVocabulary, similarity, trigrams } from './vocabulary.ts';
import { makeTtlCache, makeViewDeduper } from './ttl-cache.ts';

describe('analyzeKeyword', () => {
  it('splits words of spaced scripts from runs of Chinese characters, lowercased and unique', () => {
    expect(analyzeKeyword('  Oversized  HOODIE 加绒卫衣 hoodie ')).toEqual({ words: ['oversized', 'hoodie'], cjkRuns: ['加绒卫衣'], phrase: 'oversized hoodie 加绒卫衣 hoodie' });
    expect(analyzeKeyword('2025秋冬新款T恤')).toEqual({ words: ['2025', 't'], cjkRuns: ['秋冬新款', '恤'], phrase: '2025秋冬新款t恤' });
    expect(analyzeKeyword('Флисовое худи').words).toEqual(['флисовое', 'худи']);
  });

  it('normalises full-width characters', () => {
    expect(analyzeKeyword('ＮＩＫＥ　ｄｕｎｋ').words).toEqual(['nike', 'dunk']);
  });

  it('drops punctuation, quotes and markup: they never reach the query syntax', () => {
    expect(analyzeKeyword("'; drop table goods;--").words).toEqual(['drop', 'table', 'goods']);
    expect(analyzeKeyword('<script>alert(1)</script>').words).toEqual(['script', 'alert', '1']);
    expect(hasTerms(analyzeKeyword('%%% *** !!!'))).toBe(false);
  });

  it('keeps at most twelve parts', () => {
    const terms = analyzeKeyword(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '));
    expect(terms.words).toHaveLength(12);
  });
});

describe('toTsQuery', () => {
  it('matches words whole and the last one as a prefix', () => {
    expect(toTsQuery(analyzeKeyword('black hood'))).toBe("'black' & 'hood':*");
    expect(prefixWord(analyzeKeyword('black hood'))).toBe('hood');
  });

  it('matches Chinese runs by their bigrams, one character as a prefix', () => {
    expect(toTsQuery(analyzeKeyword('连帽卫衣'))).toBe("'连帽' & '帽卫' & '卫衣'");
    expect(toTsQuery(analyzeKeyword('卫衣'))).toBe("'卫衣'");
    expect(toTsQuery(analyzeKeyword('鞋'))).toBe("'鞋':*");
    expect(substringsToCheck(analyzeKeyword('卫衣 连帽卫衣'))).toEqual(['连帽卫衣']);
  });

  it('offers corrections as alternatives of a word', () => {
    const terms = analyzeKeyword('hodie black');
    expect(toTsQuery(terms, new Map([['hodie', ['hoodie', 'hoodies']]]))).toBe("('hodie' | 'hoodie' | 'hoodies') & 'black':*");
  });

  it('in German, Polish and Russian also matches a word at the end of a compound (marked tails of migration 0006)', () => {
    const compounds = { compounds: true };
    expect(toTsQuery(analyzeKeyword('Rucksack'), new Map(), compounds)).toBe("('rucksack':* | 'ǂrucksack':*)");
    expect(toTsQuery(analyzeKeyword('rote hose'), new Map(), compounds)).toBe("('rote' | 'ǂrote') & ('hose':* | 'ǂhose')");
    expect(toTsQuery(analyzeKeyword('hodie'), new Map([['hodie', ['hoodie']]]), compounds)).toBe("('hodie':* | 'hoodie' | 'ǂhodie':* | 'ǂhoodie')");
    // Too short, digits, or Chinese: no tail.
    expect(toTsQuery(analyzeKeyword('rot 42 卫衣'), new Map(), compounds)).toBe("'rot' & '42':* & '卫衣'");
    // Other locales never look inside words.
    expect(toTsQuery(analyzeKeyword('Rucksack'))).toBe("'rucksack':*");
  });

  it('is null when there is nothing to search', () => {
    expect(toTsQuery(analyzeKeyword('!!!'))).toBeNull();
  });

  it('tells multi-part keywords and correctable words', () => {
    expect(isMultiPart(analyzeKeyword('hoodie'))).toBe(false);
    expect(isMultiPart(analyzeKeyword('oversized 卫衣'))).toBe(true);
    expect([isCorrectable('hod'), isCorrectable('hodie'), isCorrectable('2025')]).toEqual([false, true, false]);
    expect([isPlainLexeme('hoodie'), isPlainLexeme('t-shirt'), isPlainLexeme('卫衣'), isPlainLexeme("o'neil")]).toEqual([true, false, false, false]);
  });
});

describe('vocabulary', () => {
  it('measures similarity like pg_trgm', () => {
    expect([...trigrams('cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
    expect(similarity('hoodei', 'hoodie')).toBeCloseTo(0.4, 5); // pg_trgm: select similarity('hoodei','hoodie') = 0.4
    expect(similarity('hoodie', 'hoodie')).toBe(1);
  });

  it('suggests the most similar catalog words, then the most common, never the word itself', () => {
    const words = makeVocabulary([
      { word: 'hoodie', docs: 900 },
      { word: 'hoodies', docs: 40 },
      { word: 'hood', docs: 300 },
      { word: 'sneakers', docs: 500 },
      { word: 'hoodei', docs: 1 },
    ]);
    expect(words.similarTo('hoodei', { minSimilarity: 0.3, limit: 3 })).toEqual(['hood', 'hoodie', 'hoodies']);
    expect(words.similarTo('sneakres', { minSimilarity: 0.3, limit: 3 })).toEqual(['sneakers']);
    expect(words.similarTo('backpack', { minSimilarity: 0.3, limit: 3 })).toEqual([]);
    expect(words.has('hood')).toBe(true);
  });
});

describe('caches', () => {
  it('expires entries, drops the least recently used and loads a key once for concurrent callers', async () => {
    let now = 0;
    const cache = makeTtlCache<number>({ maxEntries: 2, ttlMs: 100, now: () => now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.getOrLoad('a', load), cache.getOrLoad('a', load)])).toEqual([1, 1]);
    cache.set('b', 2);
    cache.get('a'); // a is now the most recent
    cache.set('c', 3); // drops b
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    now = 100;
    expect(cache.get('a')).toBeUndefined();
  });

  it('answers a stale entry while one background load replaces it, and drops it when that load fails', async () => {
    let now = 0;
    const cache = makeTtlCache<string>({ maxEntries: 10, ttlMs: 100, staleMs: 400, now: () => now });
    await cache.getOrLoad('k', async () => 'v1');
    now = 150; // stale
    let loads = 0;
    let finish: (value: string) => void = () => {};
    const reload = () => {
      loads++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    expect(await cache.getOrLoad('k', reload)).toBe('v1');
    expect(await cache.getOrLoad('k', reload)).toBe('v1'); // the reload is in flight: not started twice
    expect(loads).toBe(1);
    finish('v2');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.get('k')).toBe('v2');
    now = 300; // stale again; this time the reload fails
    expect(await cache.getOrLoad('k', async () => Promise.reject(new Error('db down')))).toBe('v2');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.get('k')).toBeUndefined();
    await expect(cache.getOrLoad('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    now = 10_000;
    expect(cache.get('k')).toBeUndefined();
  });

  it('keeps nothing a load read before a clear, and a caller after the clear loads anew', async () => {
    const cache = makeTtlCache<string>({ maxEntries: 10, ttlMs: 1000 });
    let finishOld: (value: string) => void = () => {};
    const before = cache.getOrLoad('banner', () => new Promise<string>((resolve) => (finishOld = resolve)));
    cache.clear(); // an operator changed the banner while that load was under way
    const after = cache.getOrLoad('banner', async () => 'new');
    finishOld('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(cache.get('banner')).toBe('new');
    expect(await cache.getOrLoad('banner', async () => 'never loaded')).toBe('new');
  });

  it('does not cache with a zero ttl', async () => {
    const cache = makeTtlCache<number>({ maxEntries: 10, ttlMs: 0 });
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('dedupes views per key within the window and stays bounded', () => {
    let now = 0;
    const views = makeViewDeduper({ windowMs: 1000, maxEntries: 3, now: () => now });
    expect([views.firstSeen('a'), views.firstSeen('a'), views.firstSeen('b')]).toEqual([true, false, true]);
    now = 999;
    expect(views.firstSeen('a')).toBe(false);
    now = 1000;
    expect(views.firstSeen('a')).toBe(true);
    for (const k of ['c', 'd', 'e', 'f']) views.firstSeen(k);
    expect(views.size).toBeLessThanOrEqual(3);
  });
});
