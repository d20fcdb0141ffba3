/**
 * The search index's queries off the event loop (docs/decisions/018, "Fifth session"): a few worker threads, each with
 * its own read-only connection to the index file, answer counts and pages while the owning thread keeps writing the
 * file (build, log reads). One slow search then occupies one worker, not the process: the other requests go on.
 *
 * A request goes to the worker with the fewest requests in flight. A worker that fails (an error, an exit) has its
 * requests rejected — the caller answers them from the database — and is replaced after RESPAWN_MS; with no worker
 * alive every request is rejected at once, so the database answers until one is back.
 */
import { Worker } from 'node:worker_threads';
import type { IndexAnswer, IndexQuery, PageOrder, SearchIndexReader } from './search-index.ts';
import type { WorkerReply, WorkerRequest } from './search-index-worker.ts';

const RESPAWN_MS = 1000;
type Logger = { warn(obj: object, msg: string): void };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; ready: boolean; pending: Map<number, Pending> };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type SearchIndexPool = SearchIndexReader & {
  /** Workers started and answering. */
  alive(): number;
  /** Resolves when a worker answers (rejects when none has after `timeoutMs`). */
  started(timeoutMs: number): Promise<void>;
  /** Tests: the worker that would take the next request ends as if it had crashed. */
  crashOne(): void;
  close(): Promise<void>;
};

/** Starts `size` workers reading `file` (which the calling thread owns and keeps current). */
export function makeSearchIndexPool(options: { file: string; size: number; log?: Logger }): SearchIndexPool {
  const slots = new Set<Slot>();
  let nextId = 1;
  let closed = false;
  let onReady: (() => void)[] = [];

  function spawn() {
    const worker = new Worker(new URL('./search-index-worker.mjs', import.meta.url), { workerData: { file: options.file } });
    const slot: Slot = { worker, ready: false, pending: new Map() };
    slots.add(slot);
    worker.on('message', (message: WorkerReply | { ready: true }) => {
      if ('ready' in message) {
        slot.ready = true;
        for (const wake of onReady) wake();
        onReady = [];
        return;
      }
      const pending = slot.pending.get(message.id);
      if (!pending) return;
      slot.pending.delete(message.id);
      if ('error' in message) pending.reject(new Error(`search index worker: ${message.error}`));
      else pending.resolve(message.result);
    });
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      slots.delete(slot);
      for (const pending of slot.pending.values()) pending.reject(error);
      slot.pending.clear();
      if (closed) return;
      options.log?.warn({ err: error }, 'search index: a worker failed; the database answers its searches');
      void worker.terminate();
      setTimeout(() => {
        if (!closed) spawn();
      }, RESPAWN_MS).unref();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`search index worker exited (code ${code})`)));
  }

  const pick = (): Slot | null => {
    let best: Slot | null = null;
    for (const slot of slots) if (slot.ready && (!best || slot.pending.size < best.pending.size)) best = slot;
    return best;
  };

  function call<T>(request: DistributiveOmit<WorkerRequest, 'id'>): Promise<T> {
    const slot = pick();
    if (!slot) return Promise.reject(new Error(closed ? 'search index pool closed' : 'no search index worker is ready'));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      slot.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      slot.worker.postMessage({ ...request, id });
    });
  }

  for (let i = 0; i < options.size; i++) spawn();

  return {
    count: (query: IndexQuery, atMost: number) => call<number>({ op: 'count', query, atMost }),
    page: (query: IndexQuery, order: PageOrder, offset: number, limit: number) => call<number[]>({ op: 'page', query, order, offset, limit }),
    answer: (query: IndexQuery, order: PageOrder, atMost: number, offset: number, limit: number, fewBelow?: number) =>
      call<IndexAnswer>({ op: 'answer', query, order, atMost, offset, limit, fewBelow }),
    alive: () => [...slots].filter((s) => s.ready).length,
    started(timeoutMs: number) {
      if ([...slots].some((s) => s.ready)) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no search index worker started within ${timeoutMs} ms`)), timeoutMs);
        onReady.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    crashOne() {
      const slot = pick();
      if (slot) slot.worker.postMessage({ id: 0, op: 'crash' } satisfies WorkerRequest);
    },
    async close() {
      closed = true;
      const all = [...slots];
      slots.clear();
      for (const slot of all) for (const pending of slot.pending.values()) pending.reject(new Error('search index pool closed'));
      await Promise.all(all.map((s) => s.worker.terminate()));
    },
  };
}
