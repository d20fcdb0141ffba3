import { open } from 'node:fs/promises';
import path from 'node:path';
import { isStorageKey } from '../../../core/thumb.ts';

/** Where the original bytes of a storage key come from; null when the key names nothing. */
export type ImageSource = {
  readSource(key: string): Promise<Buffer | null>;
};

/** Originals larger than this are refused (uploads are re-encoded well below it). */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

/**
 * Files under `root`, addressed by keys that start with `prefix` (`uploads/a/b.jpg` →
 * `{root}/a/b.jpg`). Keys are validated (isStorageKey) and the resolved path must stay inside root.
 */
export function diskSource(root: string, prefix: string): ImageSource {
  const base = path.resolve(root);
  return {
    async readSource(key) {
      if (!key.startsWith(prefix) || !isStorageKey(key)) return null;
      const file = path.resolve(base, key.slice(prefix.length));
      if (!file.startsWith(base + path.sep)) return null;
      let handle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile() || stat.size > MAX_SOURCE_BYTES) return null;
        return await handle.readFile();
      } finally {
        await handle.close();
      }
    },
  };
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

export function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
