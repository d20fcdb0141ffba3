/**
 * A bounded in-process cache. An entry is fresh for `ttlMs`; for `staleMs` more it is still answered while
 * one background load replaces it (stale-while-revalidate), so a slow query (a COUNT over a large list)
 * never makes a visitor wait once it has run. If that load fails the entry is dropped and the next caller
 * loads in the foreground, where the error surfaces. The least recently used entry goes first when full.
 * Values are shared between callers: never mutate one. `ttlMs` 0 turns it off.
 */
export function makeTtlCache<V>(options: { maxEntries: number; ttlMs: number; staleMs?: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const staleMs = options.staleMs ?? 0;
  const entries = new Map<string, { value: V; freshUntil: number; staleUntil: number }>();
  const inFlight = new Map<string, Promise<V>>();
  /** Raised by `clear()`: a load that started before it may have read what was just changed; its value is not kept. */
  let generation = 0;

  function lookup(key: string) {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.staleUntil <= now()) return undefined;
    entries.set(key, entry); // most recently used goes last
    return entry;
  }

  function set(key: string, value: V) {
    if (options.ttlMs <= 0) return;
    const at = now();
    entries.delete(key);
    entries.set(key, { value, freshUntil: at + options.ttlMs, staleUntil: at + options.ttlMs + staleMs });
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
  }

  function loadOnce(key: string, load: () => Promise<V>): Promise<V> {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const started = generation;
    const promise = load()
      .then((value) => {
        if (started === generation) set(key, value);
        return value;
      })
      .finally(() => {
        if (inFlight.get(key) === promise) inFlight.delete(key);
      });
    inFlight.set(key, promise);
    return promise;
  }

  return {
    /** The cached value (fresh or stale), or undefined. */
    get: (key: string): V | undefined => lookup(key)?.value,
    set,
    /** The cached value, or `load()` once for concurrent callers of the same key (no stampede). */
    async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
      const entry = lookup(key);
      if (!entry) return loadOnce(key, load);
      if (entry.freshUntil <= now() && !inFlight.has(key)) {
        loadOnce(key, load).catch(() => entries.delete(key));
      }
      return entry.value;
    },
    /** Forgets every value; loads under way are not joined by later callers, and what they read is not kept. */
    clear: () => {
      generation++;
      entries.clear();
      inFlight.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
export type TtlCache<V> = ReturnType<typeof makeTtlCache<V>>;

/**
 * Remembers (visitor, product) pairs for `windowMs` so that a reload, a hydration or a double render counts
 * one product view, not several. Bounded: when full, the oldest pairs are forgotten first.
 */
export function makeViewDeduper(options: { windowMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const seen = new Map<string, number>(); // key → expiry; insertion order = expiry order (fixed window)
  return {
    /** True the first time `key` is seen within the window (and remembers it). */
    firstSeen(key: string): boolean {
      const t = now();
      for (const [oldest, expires] of seen) {
        if (expires > t) break;
        seen.delete(oldest);
      }
      if (seen.has(key)) return false;
      seen.set(key, t + options.windowMs);
      if (seen.size > options.maxEntries) seen.delete(seen.keys().next().value as string);
      return true;
    },
    get size() {
      return seen.size;
    },
  };
}
