import { isMissing, localStorage, readAll, type Storage } from '../../storage/index.ts';

export { isMissing };

/** Where the original bytes of a storage key come from; null when the key names nothing. */
export type ImageSource = {
  readSource(key: string): Promise<Buffer | null>;
};

/** Originals larger than this are refused (uploads are re-encoded well below it). */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

/** The originals of a Storage (server/storage: uploads, logos, banners) as a thumbnail source. */
export function storageSource(storage: Storage): ImageSource {
  return { readSource: (key) => readAll(storage, key, MAX_SOURCE_BYTES) };
}

/**
 * Files under `root`, addressed by keys that start with `prefix` (`uploads/a/b.jpg` → `{root}/a/b.jpg`):
 * the local Storage (keys validated, paths kept inside root) as a source.
 */
export function diskSource(root: string, prefix: string): ImageSource {
  return storageSource(localStorage(root, prefix));
}

/** The first source that knows the key answers. */
export function combineSources(...sources: ImageSource[]): ImageSource {
  return {
    async readSource(key) {
      for (const source of sources) {
        const found = await source.readSource(key);
        if (found) return found;
      }
      return null;
    },
  };
}
