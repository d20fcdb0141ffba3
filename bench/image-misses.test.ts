import { describe, expect, it } from 'vitest';
import { Rng } from '../db/seed/catalog/prng.ts';
import { classifyMiss, fillPick, NEAR_COPY_SHARE, recallWithoutNearCopies, shareOf } from './image-misses.ts';

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

  it('fills with blends of two different pictures that are never a near-copy of either, in three draws as before', () => {
    const gen = new Rng(0x5bd1e995);
    let lowest = 1;
    let highest = 0;
    const seen = new Set<number>();
    for (let i = 0; i < 100_000; i++) {
      const blend = fillPick(gen, 5);
      expect(blend.a).not.toBe(blend.b);
      seen.add(blend.a).add(blend.b);
      lowest = Math.min(lowest, blend.w);
      highest = Math.max(highest, blend.w);
      expect(Math.max(shareOf(blend, blend.a), shareOf(blend, blend.b))).toBeLessThan(NEAR_COPY_SHARE);
    }
    // Every picture is drawn, and the weights span the whole range allowed.
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(lowest).toBeLessThan(1 - NEAR_COPY_SHARE + 0.001);
    expect(highest).toBeGreaterThan(NEAR_COPY_SHARE - 0.001);
    // The earlier generator (to compare with its figures) makes near-copies, and both advance the stream alike.
    const [fresh, old] = [new Rng(7), new Rng(7)];
    const oldPicks = Array.from({ length: 1_000 }, () => {
      fillPick(fresh, 5);
      return fillPick(old, 5, true);
    });
    expect(oldPicks.filter((blend) => classifyMiss(blend.a, blend) === 'near-copy').length).toBeGreaterThan(50);
    expect(fresh.next()).toBe(old.next());
  });

  it('takes near-copy losses out of the queries counted', () => {
    expect(recallWithoutNearCopies(118, 125, 5)).toBeCloseTo(118 / 120);
    expect(recallWithoutNearCopies(0, 2, 2)).toBeNaN();
  });
});
