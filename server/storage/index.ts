import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isStorageKey } from '../../core/thumb.ts';

/**
 * Where uploaded files live (product §D7 "Storage"): one interface behind uploads, logos, banners and thumbnails.
 * Keys are storage keys (core/thumb.ts isStorageKey: `uploads/ab/….webp`); an unsafe key names nothing.
 *
 * The local implementation below keeps the files under `DATA_DIR/uploads`. An S3-compatible implementation
 * plugs in here: a `s3Storage(config)` with the same four calls (PutObject / GetObject stream / DeleteObject /
 * HeadObject), chosen in `createStorage` when an S3 endpoint is configured. Nothing outside this folder
 * touches the files directly.
 */
export type Storage = {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when the key names nothing (or is not a safe key). */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Deleting an absent key is fine. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
};

export class UnsafeStorageKeyError extends Error {
  constructor(key: string) {
    super(`unsafe storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}

/** Files under `root`, addressed by keys starting with `prefix` (`uploads/a/b.webp` → `{root}/a/b.webp`). */
export function localStorage(root: string, prefix = 'uploads/'): Storage {
  const base = path.resolve(root);
  /** The file of a key, or null: keys must be storage keys under the prefix and resolve inside root. */
  const fileOf = (key: string): string | null => {
    if (!key.startsWith(prefix) || !isStorageKey(key)) return null;
    const file = path.resolve(base, key.slice(prefix.length));
    return file.startsWith(base + path.sep) ? file : null;
  };
  const statOf = async (file: string) => {
    try {
      const info = await stat(file);
      return info.isFile() ? info : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      if (!file) throw new UnsafeStorageKeyError(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const temp = `${file}.${process.pid}.${Date.now()}.part`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    },
    async get(key) {
      const file = fileOf(key);
      if (!file) return null;
      const info = await statOf(file);
      return info ? { stream: createReadStream(file), size: info.size } : null;
    },
    async delete(key) {
      const file = fileOf(key);
      if (!file) return;
      await rm(file, { force: true });
    },
    async exists(key) {
      const file = fileOf(key);
      return file ? (await statOf(file)) !== null : false;
    },
  };
}

/** The storage of this deployment: local files under `DATA_DIR/uploads` (S3-compatible storage plugs in here later). */
export function createStorage(config: { DATA_DIR: string }): Storage {
  return localStorage(path.join(config.DATA_DIR, 'uploads'), 'uploads/');
}

/** The whole content of a key, or null when absent or larger than `maxBytes`. */
export async function readAll(storage: Storage, key: string, maxBytes: number): Promise<Buffer | null> {
  const found = await storage.get(key);
  if (!found) return null;
  if (found.size > maxBytes) {
    found.stream.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
