import { describe, expect, it } from 'vitest';
import { analyzeKeyword } from './search-terms.ts';
import { makeWordShares } from './word-shares.ts';

// 100 sampled goods: what share of them a search is expected to match.
const shares = makeWordShares(
  [
    { word: 'hoodie', docs: 20 },
    { word: 'hoodies', docs: 5 },
    { word: 'black', docs: 30 },
    { word: 'with', docs: 60 },
    { word: 'hoodei', docs: 1 },
    { word: '加绒连帽卫衣男', docs: 8 },
    { word: '卫衣', docs: 4 },
    { word: '黑色', docs: 10 },
  ],
  100,
);

describe('word shares', () => {
  it('counts a whole word, and every word a prefix begins', () => {
    expect(shares.ofWord('hoodie')).toBe(0.2);
    expect(shares.ofWord('sweater')).toBe(0);
    expect(shares.ofPrefix('hood')).toBe(0.26);
  });

  it('takes the last word as a prefix and the rarest part for the whole search', () => {
    expect(shares.ofTerms(analyzeKeyword('black hood'))).toBe(0.26);
    expect(shares.ofTerms(analyzeKeyword('hoodie black'))).toBe(0.2);
    expect(shares.ofTerms(analyzeKeyword('black'))).toBe(0.3);
    expect(shares.ofTerms(analyzeKeyword('with hoodie black'))).toBe(0.2);
  });

  it('counts a Chinese run by its rarest pair of characters, a single character alone', () => {
    expect(shares.ofChinese('卫衣')).toBe(0.12);
    expect(shares.ofChinese('连帽卫衣')).toBe(0.08);
    expect(shares.ofChinese('色')).toBe(0.1);
    expect(shares.ofChinese('红色')).toBe(0);
  });

  it('adds the shares of a corrected word’s alternatives', () => {
    expect(shares.ofTerms(analyzeKeyword('hoodei x'), new Map([['hoodei', ['hoodie', 'hoodies']]]))).toBe(0);
    expect(shares.ofTerms(analyzeKeyword('hoodei black'), new Map([['hoodei', ['hoodie', 'hoodies']]]))).toBeCloseTo(0.26);
  });

  it('answers 0 for an empty sample', () => {
    expect(makeWordShares([], 0).ofTerms(analyzeKeyword('hoodie'))).toBe(0);
  });
});
