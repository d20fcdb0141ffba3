/**
 * Product views counted in memory and written in one statement per interval (docs/decisions/020, fifth pass):
 * a product page's render no longer writes. `add` is synchronous; `flush` writes every count gathered so far with
 * `write` (one `UPDATE … FROM (values)` for all products), one flush at a time. A write that fails puts its counts
 * back, to be written by the next flush. `close` stops the timer and flushes what is left (server shutdown).
 * What a process loses when killed without a shutdown: the views of at most one interval.
 */
export function makeViewCounts(options: { write: (counts: Map<number, number>) => Promise<void>; intervalMs: number; onError?: (error: unknown) => void }) {
  let queued = new Map<number, number>();
  /** Handed to `write` and not yet known to be written: still shown (`pending`) until it is. */
  let writing = new Map<number, number>();
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let closed = false;

  const merge = (into: Map<number, number>, from: Map<number, number>) => {
    for (const [id, n] of from) into.set(id, (into.get(id) ?? 0) + n);
  };

  async function writeQueued() {
    if (queued.size === 0) return;
    writing = queued;
    queued = new Map();
    try {
      await options.write(writing);
    } catch (error) {
      merge(queued, writing);
      options.onError?.(error);
    } finally {
      writing = new Map();
    }
  }

  /** Writes what is queued; a flush already running is waited for, then what came in meanwhile is written too. */
  async function flush(): Promise<void> {
    while (running) await running;
    if (queued.size === 0) return;
    running = writeQueued().finally(() => {
      running = null;
    });
    await running;
  }

  return {
    /** One more view of `goodsId`, written by the next flush (the timer starts with the first view). */
    add(goodsId: number) {
      queued.set(goodsId, (queued.get(goodsId) ?? 0) + 1);
      if (!timer && !closed) {
        timer = setInterval(() => void flush(), options.intervalMs);
        timer.unref();
      }
    },
    /** Views of `goodsId` counted here and not yet in the database: what a read of its row lacks. */
    pending(goodsId: number): number {
      return (queued.get(goodsId) ?? 0) + (writing.get(goodsId) ?? 0);
    },
    flush,
    /** Stops the timer and writes what is left. */
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
  };
}
export type ViewCounts = ReturnType<typeof makeViewCounts>;
