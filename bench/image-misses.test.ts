import { describe, expect, it } from 'vitest';
import { classifyMiss, NEAR_COPY_SHARE, recallWithoutNearCopies, shareOf } from './image-misses.ts';

describe('bench:image miss classification', () => {
  it('weighs a picture on either side of a blend, and on both when blended with itself', () => {
    expect(shareOf({ a: 7, b: 3, w: 0.95 }, 7)).toBeCloseTo(0.95);
    expect(shareOf({ a: 3, b: 7, w: 0.05 }, 7)).toBeCloseTo(0.95);
    expect(shareOf({ a: 7, b: 7, w: 0.3 }, 7)).toBeCloseTo(1);
    expect(shareOf({ a: 1, b: 2, w: 0.5 }, 7)).toBe(0);
  });

  it('calls a blend near-copy only from NEAR_COPY_SHARE of the query’s own picture', () => {
    expect(classifyMiss(7, { a: 7, b: 3, w: NEAR_COPY_SHARE })).toBe('near-copy');
    expect(classifyMiss(7, { a: 3, b: 7, w: 1 - NEAR_COPY_SHARE - 0.01 })).toBe('near-copy');
    expect(classifyMiss(7, { a: 7, b: 3, w: NEAR_COPY_SHARE - 0.01 })).toBe('generated');
    // A blend of another picture (even of the same product) is not a near-copy of the query's picture.
    expect(classifyMiss(7, { a: 8, b: 3, w: 1 })).toBe('generated');
    expect(classifyMiss(7, null)).toBe('real');
  });

  it('takes near-copy losses out of the queries counted', () => {
    expect(recallWithoutNearCopies(118, 125, 5)).toBeCloseTo(118 / 120);
    expect(recallWithoutNearCopies(0, 2, 2)).toBeNaN();
  });
});
