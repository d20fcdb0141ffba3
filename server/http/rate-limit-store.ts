/**
 * The in-process store of @fastify/rate-limit, answering a snapshot of the count. The plugin's own LocalStore
 * (11.2) hands every caller the same mutable entry and the plugin reads it after an await, so a burst of
 * requests arriving in one tick all read the final count: with 100 concurrent calls and a limit of 30, all
 * 100 were refused (uploads.test.ts "concurrent"). Used when no Redis is configured (the Redis store answers
 * a fresh value per call).
 */
type Entry = { current: number; iterationStartMs: number };
type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;

const DEFAULT_CACHE = 5000;

export class SnapshotLocalStore {
  readonly #entries = new Map<string, Entry>();
  readonly #cache: number;

  constructor(options: { cache?: number } = {}) {
    this.#cache = options.cache ?? DEFAULT_CACHE;
  }

  incr(key: string, cb: Callback, timeWindow: number): void {
    const now = Date.now();
    let entry = this.#entries.get(key);
    if (!entry || entry.iterationStartMs + timeWindow <= now) entry = { current: 1, iterationStartMs: now };
    else entry.current += 1;
    // Most recently used last; the oldest key goes when the cache is full.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > this.#cache) this.#entries.delete(this.#entries.keys().next().value!);
    cb(null, { current: entry.current, ttl: timeWindow - (now - entry.iterationStartMs) });
  }

  read(key: string, cb: Callback, timeWindow: number): void {
    const now = Date.now();
    const entry = this.#entries.get(key);
    if (!entry || entry.iterationStartMs + timeWindow <= now) return cb(null, { current: 0, ttl: timeWindow });
    cb(null, { current: entry.current, ttl: timeWindow - (now - entry.iterationStartMs) });
  }

  /** The store of a route with its own limit (`config.rateLimit`): a separate count. */
  child(): SnapshotLocalStore {
    return new SnapshotLocalStore({ cache: this.#cache });
  }
}
