import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIMENSIONS } from './descriptor.ts';
import { descriptorKey, makeVectorIndex, VIEWS, type IndexedImage } from './vector-index.ts';

/** A unit vector along axis `axis`, tilted a little towards `towards` (so near neighbours are ranked). */
function unit(axis: number, towards = (axis + 1) % DIMENSIONS, tilt = 0): Float32Array {
  const v = new Float32Array(DIMENSIONS);
  v[axis] = Math.cos(tilt);
  v[towards] = Math.sin(tilt);
  return v;
}
const image = (n: number, kind: IndexedImage['kind'] = 'goods'): IndexedImage => ({ channel: 'taobao', offerId: `o${n}`, kind, imageKey: `k/${n}.webp` });

describe('vector index', () => {
  it('keys each descriptor densely: image slot × VIEWS + view', () => {
    expect(VIEWS).toBe(2);
    expect([descriptorKey(0, 0), descriptorKey(0, 1), descriptorKey(1, 0), descriptorKey(7, 1)]).toEqual([0n, 1n, 2n, 15n]);
  });

  it('answers each image once, with the best similarity of its descriptors', () => {
    const index = makeVectorIndex();
    index.add(image(1), [unit(0), unit(5)]);
    index.add(image(2), [unit(0, 1, 0.3), unit(9)]);
    const found = index.search([unit(5)], 10);
    expect(found.map((m) => m.offerId)).toEqual(['o1', 'o2']);
    expect(found[0]!.similarity).toBeCloseTo(1, 2);
    // Two queries that each hit one of image 1's descriptors still answer image 1 once.
    expect(index.search([unit(0), unit(5)], 10).filter((m) => m.offerId === 'o1')).toHaveLength(1);
  });

  it('searches several views in one call as it would one at a time, each image once with its best similarity', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;
    const randomUnit = () => {
      const v = Float32Array.from({ length: DIMENSIONS }, random);
      const norm = Math.hypot(...v);
      return v.map((x) => x / norm);
    };
    const index = makeVectorIndex();
    for (let n = 0; n < 1_500; n++) index.add(image(n), [randomUnit(), randomUnit()]);
    const views = [randomUnit(), randomUnit(), randomUnit(), randomUnit()];
    const byView = new Map<string, number>();
    for (const view of views) {
      for (const match of index.search([view], 60)) byView.set(match.offerId, Math.max(byView.get(match.offerId) ?? -1, match.similarity));
    }
    const together = index.search(views, 60);
    expect(together).toHaveLength(60);
    expect(new Set(together.map((m) => m.offerId)).size).toBe(60);
    // The best 60 of the merged single-view answers, in the same order with the same similarities.
    const expected = [...byView].sort((a, b) => b[1] - a[1] || Number(a[0].slice(1)) - Number(b[0].slice(1))).slice(0, 60);
    expect(together.map((m) => [m.offerId, m.similarity])).toEqual(expected);
  });

  it("replaces an image's descriptors when it is added again, also with fewer or more of them", () => {
    const index = makeVectorIndex();
    index.add(image(1), [unit(0), unit(5)]);
    index.add(image(2), [unit(20)]);
    index.add(image(1), [unit(40)]);
    expect(index.images()).toBe(2);
    expect(index.size()).toBe(2);
    expect(index.search([unit(5)], 1)[0]!.offerId).not.toBe('o1');
    expect(index.search([unit(40)], 1)[0]).toMatchObject({ offerId: 'o1' });
    index.add(image(1), [unit(60), unit(61)]);
    expect(index.size()).toBe(3);
    expect(index.search([unit(61)], 1)[0]).toMatchObject({ offerId: 'o1' });
    expect(() => index.add(image(3), [unit(1), unit(2), unit(3)])).toThrow(RangeError);
  });

  it('adds in bulk beside single adds, and a saved index restores with the same answers', async () => {
    const index = makeVectorIndex();
    index.add(image(0), [unit(0), unit(1)]);
    const batch = [image(1), image(2, 'qc')];
    const matrix = new Float32Array(4 * DIMENSIONS);
    [unit(10), unit(11), unit(20), unit(21)].forEach((v, i) => matrix.set(v, i * DIMENSIONS));
    index.addMany(batch, matrix, 2);
    expect(index.search([unit(21)], 1)[0]).toMatchObject({ offerId: 'o2', kind: 'qc' });
    index.add(image(3), [unit(30)]);
    const dir = await mkdtemp(path.join(tmpdir(), 'hb-vectors-'));
    try {
      index.save(path.join(dir, 'index.usearch'));
      const copy = makeVectorIndex();
      copy.restore(path.join(dir, 'index.usearch'), [image(0), ...batch, image(3)]);
      for (const axis of [1, 10, 21, 30]) expect(copy.search([unit(axis)], 3)).toEqual(index.search([unit(axis)], 3));
      expect(copy.size()).toBe(7);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
