import { describe, expect, it } from 'vitest';
import { makeViewCounts } from './view-counts.ts';

/** A write the test controls: records each call, can fail, can be held open. */
function recorder() {
  const writes: Map<number, number>[] = [];
  let failNext = false;
  let hold: Promise<void> | null = null;
  return {
    writes,
    failOnce: () => (failNext = true),
    holdWith: (p: Promise<void> | null) => (hold = p),
    write: async (counts: Map<number, number>) => {
      if (hold) await hold;
      if (failNext) {
        failNext = false;
        throw new Error('database unavailable');
      }
      writes.push(new Map(counts));
    },
  };
}

describe('view counts written in batches', () => {
  it('writes every product counted since the last flush in one write, each view once', async () => {
    const r = recorder();
    const counts = makeViewCounts({ write: r.write, intervalMs: 60_000 });
    for (let i = 0; i < 3; i++) counts.add(7);
    counts.add(9);
    expect(counts.pending(7)).toBe(3);
    expect(counts.pending(9)).toBe(1);
    expect(counts.pending(8)).toBe(0);
    await counts.flush();
    expect(r.writes).toEqual([
      new Map([
        [7, 3],
        [9, 1],
      ]),
    ]);
    expect(counts.pending(7)).toBe(0);
    await counts.flush(); // nothing new: nothing written
    expect(r.writes).toHaveLength(1);
    await counts.close();
  });

  it('keeps the counts of a failed write for the next one', async () => {
    const r = recorder();
    const errors: unknown[] = [];
    const counts = makeViewCounts({
      write: r.write,
      intervalMs: 60_000,
      onError: (e) => errors.push(e),
    });
    counts.add(1);
    r.failOnce();
    await counts.flush();
    expect(errors).toHaveLength(1);
    expect(r.writes).toHaveLength(0);
    expect(counts.pending(1)).toBe(1);
    counts.add(1);
    await counts.flush();
    expect(r.writes).toEqual([new Map([[1, 2]])]);
    await counts.close();
  });

  it('counts views that come during a write in the next write, and shows them meanwhile', async () => {
    const r = recorder();
    let open!: () => void;
    r.holdWith(new Promise<void>((resolve) => (open = resolve)));
    const counts = makeViewCounts({ write: r.write, intervalMs: 60_000 });
    counts.add(5);
    const first = counts.flush();
    counts.add(5);
    expect(counts.pending(5)).toBe(2); // one being written, one queued
    const second = counts.flush(); // waits for the first
    r.holdWith(null);
    open();
    await Promise.all([first, second]);
    expect(r.writes).toEqual([new Map([[5, 1]]), new Map([[5, 1]])]);
    expect(counts.pending(5)).toBe(0);
    await counts.close();
  });

  it('writes what is left when closed (shutdown)', async () => {
    const r = recorder();
    const counts = makeViewCounts({ write: r.write, intervalMs: 60_000 });
    counts.add(3);
    counts.add(4);
    await counts.close();
    expect(r.writes).toEqual([
      new Map([
        [3, 1],
        [4, 1],
      ]),
    ]);
  });

  it('writes on its interval without being asked', async () => {
    const r = recorder();
    const counts = makeViewCounts({ write: r.write, intervalMs: 20 });
    counts.add(11);
    await expect.poll(() => r.writes.length, { timeout: 5_000 }).toBe(1);
    expect(r.writes[0]).toEqual(new Map([[11, 1]]));
    await counts.close();
  });
});
