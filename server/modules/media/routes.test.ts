import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbUrl } from '../../../core/thumb.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { renderDemoArt } from '../../../db/seed/demo-art/render.ts';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const DEMO_KEY = 'demo/goods/sneaker-0a1b2c3d-0.svg';

let dataDir: string;
let ctx: Awaited<ReturnType<typeof createTestApp>>;

async function cachedFiles(): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, 'thumbs'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const get = (url: string, accept = CHROME_ACCEPT, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { accept, ...headers } });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'hb-thumb-routes-'));
  await mkdir(path.join(dataDir, 'uploads', 'test'), { recursive: true });
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#cc3322' } }).png().toBuffer();
  await writeFile(path.join(dataDir, 'uploads', 'test', 'photo.png'), photo);
  await writeFile(path.join(dataDir, 'uploads', 'test', 'broken.png'), 'not an image at all');
  await writeFile(path.join(dataDir, 'secret.png'), photo);
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
});

afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /thumb/{s}x{s}/{mode}/85/{key}', () => {
  it('answers AVIF to a browser that accepts it, resized to fit inside the box', async () => {
    const res = await get('/thumb/320x320/inside/85/uploads/test/photo.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 320, 240]);
  });

  it('answers WebP when AVIF is not accepted, JPEG when neither is', async () => {
    const webp = await get('/thumb/160x160/inside/85/uploads/test/photo.png', 'image/webp,*/*');
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
    const jpeg = await get('/thumb/160x160/inside/85/uploads/test/photo.png', '*/*');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('varies on Accept and is cacheable for a year, with an ETag honoured by If-None-Match', async () => {
    const res = await get('/thumb/96x96/cover/85/uploads/test/photo.png');
    expect(res.headers.vary).toBe('Accept');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const again = await get('/thumb/96x96/cover/85/uploads/test/photo.png', CHROME_ACCEPT, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('renders a demo SVG key at the requested box', async () => {
    const res = await get(thumbUrl(DEMO_KEY, 240, 'cover'), 'image/webp');
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 240, 240]);
  });

  it('serves the second request from the disk cache', async () => {
    const url = '/thumb/480x480/contain/85/uploads/test/photo.png';
    const before = await cachedFiles();
    const first = await get(url, 'image/webp');
    const written = (await cachedFiles()).filter((f) => !before.includes(f));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/\.webp$/);
    // Replace the cached file: the next answer must be these bytes, not a fresh render.
    const marker = await sharp({ create: { width: 7, height: 7, channels: 3, background: '#00ff00' } }).webp().toBuffer();
    await writeFile(written[0]!, marker);
    const second = await get(url, 'image/webp');
    expect(second.statusCode).toBe(200);
    expect(Buffer.compare(second.rawPayload, marker)).toBe(0);
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it.each([
    ['an unlisted size', '/thumb/321x321/inside/85/uploads/test/photo.png'],
    ['a non-square size', '/thumb/320x240/inside/85/uploads/test/photo.png'],
    ['an unknown mode', '/thumb/320x320/fill/85/uploads/test/photo.png'],
    ['another quality', '/thumb/320x320/inside/80/uploads/test/photo.png'],
    ['an unknown upload', '/thumb/320x320/inside/85/uploads/test/missing.png'],
    ['an unknown demo key', '/thumb/320x320/inside/85/demo/nothing/here.svg'],
    ['a key without an image extension', '/thumb/320x320/inside/85/uploads/test/photo.txt'],
    ['a key outside every source', '/thumb/320x320/inside/85/elsewhere/photo.png'],
  ])('answers 404 for %s', async (_name, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it.each([
    '/thumb/320x320/inside/85/uploads/../secret.png',
    '/thumb/320x320/inside/85/uploads/test/../../secret.png',
    '/thumb/320x320/inside/85/uploads/%2e%2e/secret.png',
    '/thumb/320x320/inside/85/uploads%2f..%2fsecret.png',
    '/thumb/320x320/inside/85//etc/passwd.png',
    '/thumb/320x320/inside/85/%2Ftmp%2Fsecret.png',
  ])('refuses path traversal: %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8'); // our answer, not a router miss
  });

  it('refuses traversal sent raw over HTTP, where no client library normalises the dots', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const rawGet = (rawPath: string) =>
      new Promise<{ status: number; type: string | undefined }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: rawPath, headers: { accept: CHROME_ACCEPT } }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] }));
          })
          .on('error', reject);
      });
    for (const rawPath of [
      '/thumb/320x320/inside/85/uploads/../secret.png',
      '/thumb/320x320/inside/85/uploads/test/../../secret.png',
      '/thumb/320x320/inside/85/uploads/%2e%2e/secret.png',
      '/thumb/320x320/inside/85/uploads/..%2fsecret.png',
    ]) {
      expect(await rawGet(rawPath), rawPath).toEqual({ status: 404, type: 'text/plain; charset=utf-8' });
    }
    expect((await rawGet('/thumb/64x64/inside/85/uploads/test/photo.png')).status).toBe(200);
  });

  it('answers a broken image with a bare 500 that reveals nothing and is not cached', async () => {
    const res = await get('/thumb/64x64/inside/85/uploads/test/broken.png');
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe('Internal Server Error');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('demo art', () => {
  it('exists for the key these tests use', () => {
    expect(renderDemoArt(DEMO_KEY)).toContain('<svg');
  });
});
