/**
 * Reads shared by the calls of one page render (docs/decisions/032): a product page's detail, agent offers and
 * similar goods read the same goods row once, a store page's shop and goods calls the same shop. A call over HTTP
 * has no `reads` and each reads its own.
 */
export type RequestReads = Map<string, Promise<unknown>>;

/** `load()` once per `key` among the calls sharing `reads` (the promise is shared while it runs and after). */
export function readOnce<T>(reads: RequestReads | undefined, key: string, load: () => Promise<T>): Promise<T> {
  if (!reads) return load();
  let read = reads.get(key) as Promise<T> | undefined;
  if (!read) reads.set(key, (read = load()));
  return read;
}
