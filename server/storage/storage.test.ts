import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage, readAll, UnsafeStorageKeyError } from './index.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hb-storage-'));
  await writeFile(path.join(dir, 'outside.png'), 'secret');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('localStorage', () => {
  it('puts, gets, tells it exists and deletes a key under root', async () => {
    const storage = localStorage(path.join(dir, 'uploads'), 'uploads/');
    await storage.put('uploads/ab/abc.webp', Buffer.from('bytes'), 'image/webp');
    expect(await readFile(path.join(dir, 'uploads/ab/abc.webp'), 'utf8')).toBe('bytes');
    expect(await storage.exists('uploads/ab/abc.webp')).toBe(true);
    expect((await readAll(storage, 'uploads/ab/abc.webp', 100))?.toString()).toBe('bytes');
    expect(await readAll(storage, 'uploads/ab/abc.webp', 2)).toBeNull();
    await storage.delete('uploads/ab/abc.webp');
    await storage.delete('uploads/ab/abc.webp');
    expect(await storage.exists('uploads/ab/abc.webp')).toBe(false);
    expect(await storage.get('uploads/ab/abc.webp')).toBeNull();
  });

  it('refuses keys that would leave root (path traversal) or are not storage keys', async () => {
    const storage = localStorage(path.join(dir, 'uploads'), 'uploads/');
    const unsafe = ['uploads/../outside.png', 'uploads/a/../../outside.png', '../outside.png', 'uploads//outside.png', 'uploads/.hidden.png', 'uploads/%2e%2e/outside.png', 'uploads/a\\..\\..\\outside.png', '/etc/passwd.png', 'other/outside.png', 'uploads/a.txt'];
    for (const key of unsafe) {
      expect(await storage.get(key), key).toBeNull();
      expect(await storage.exists(key), key).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toBeInstanceOf(UnsafeStorageKeyError);
      await storage.delete(key);
    }
    expect(await readFile(path.join(dir, 'outside.png'), 'utf8')).toBe('secret');
  });
});
