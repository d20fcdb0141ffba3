/** A bounded map with per-entry expiry; the least recently used entry goes first when it is full. */
export function makeLruCache<V>(maxEntries: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key: string): { value: V } | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires <= now()) return undefined;
      entries.set(key, entry); // most recently used goes last
      return { value: entry.value };
    },
    set(key: string, value: V, ttlMs: number) {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
