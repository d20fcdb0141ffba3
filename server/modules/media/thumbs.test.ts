import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSemaphore, QueueFullError } from './semaphore.ts';
import { combineSources, diskSource, type ImageSource } from './storage.ts';
import { makeThumbService, pickThumbFormat } from './thumbs.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hb-thumbs-unit-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('pickThumbFormat', () => {
  it('prefers AVIF, then WebP, then JPEG, by explicit media types only', () => {
    expect(pickThumbFormat('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe('avif');
    expect(pickThumbFormat('image/webp,*/*')).toBe('webp');
    expect(pickThumbFormat('image/avif;q=0, image/webp;q=0.5')).toBe('webp');
    expect(pickThumbFormat('image/*,*/*;q=0.8')).toBe('jpeg');
    expect(pickThumbFormat(undefined)).toBe('jpeg');
  });
});

describe('makeSemaphore', () => {
  it('runs at most `limit` tasks at once and refuses beyond the queue', async () => {
    const semaphore = makeSemaphore(2, 1);
    let running = 0;
    let peak = 0;
    const gates: Array<() => void> = [];
    const task = () =>
      semaphore.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running -= 1;
      });
    const first = [task(), task(), task()];
    await expect(task()).rejects.toBeInstanceOf(QueueFullError);
    expect(semaphore.pending).toEqual({ active: 2, waiting: 1 });
    while (gates.length || semaphore.pending.active) {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(first);
    expect(peak).toBe(2);
  });
});

describe('diskSource', () => {
  it('reads files under its root by key and refuses keys that would leave it', async () => {
    const root = path.join(dir, 'uploads');
    await mkdir(path.join(root, 'a'), { recursive: true });
    await writeFile(path.join(root, 'a', 'x.png'), 'inside');
    await writeFile(path.join(dir, 'secret.png'), 'outside');
    const source = diskSource(root, 'uploads/');
    expect((await source.readSource('uploads/a/x.png'))?.toString()).toBe('inside');
    expect(await source.readSource('uploads/a/missing.png')).toBeNull();
    expect(await source.readSource('uploads/../secret.png')).toBeNull();
    expect(await source.readSource('uploads/a')).toBeNull();
    expect(await source.readSource('other/a/x.png')).toBeNull();
    expect(await combineSources({ readSource: async () => null }, source).readSource('uploads/a/x.png')).not.toBeNull();
  });
});

describe('makeThumbService', () => {
  it('renders concurrent requests for one cold variant once and leaves no temporary files', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } }).png().toBuffer();
    let reads = 0;
    const source: ImageSource = {
      async readSource(key) {
        reads += 1;
        return key === 'uploads/p.png' ? png : null;
      },
    };
    const cacheDir = path.join(dir, 'thumbs-a');
    const service = makeThumbService({ source, cacheDir, maxConcurrentRenders: 1 });
    const results = await Promise.all([1, 2, 3].map(() => service.thumbnail({ key: 'uploads/p.png', size: 160, mode: 'inside', format: 'webp' })));
    expect(reads).toBe(1);
    expect(new Set(results.map((r) => r?.etag)).size).toBe(1);
    const meta = await sharp(results[0]!.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 160, 107]);
    const files = await listFiles(cacheDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.webp$/);
  });

  it('gives exact boxes in cover and contain modes and does not enlarge small photos in inside mode', async () => {
    const small = await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer();
    const service = makeThumbService({ source: { readSource: async () => small }, cacheDir: path.join(dir, 'thumbs-b') });
    const size = async (mode: 'inside' | 'cover' | 'contain', format: 'jpeg' | 'avif') => {
      const thumb = await service.thumbnail({ key: 'uploads/s.png', size: 96, mode, format });
      const meta = await sharp(thumb!.body).metadata();
      return [meta.width, meta.height, meta.hasAlpha];
    };
    expect(await size('inside', 'jpeg')).toEqual([40, 30, false]);
    expect(await size('cover', 'jpeg')).toEqual([96, 96, false]);
    expect(await size('contain', 'avif')).toEqual([96, 96, true]);
  });

  it('returns null for a key no source knows, without writing anything', async () => {
    const cacheDir = path.join(dir, 'thumbs-c');
    const service = makeThumbService({ source: { readSource: async () => null }, cacheDir });
    expect(await service.thumbnail({ key: 'uploads/none.png', size: 64, mode: 'inside', format: 'jpeg' })).toBeNull();
    expect(await listFiles(cacheDir)).toEqual([]);
  });
});
