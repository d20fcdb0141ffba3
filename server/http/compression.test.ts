import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSmallAnswerCompression } from './compression.ts';

const small = { list: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Oversized hoodie ${i}`, priceCny: 59.9 + i })) };
const large = { list: Array.from({ length: 2000 }, (_, i) => ({ id: i, title: `Oversized hoodie ${i}`, priceCny: 59.9 + i })) };
const app = Fastify();

beforeAll(async () => {
  registerSmallAnswerCompression(app, { threshold: 1024, maxBytes: 32 * 1024, brotliQuality: 5, gzipLevel: 6 });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  app.get('/small', async () => small);
  app.get('/large', async () => large);
  app.get('/tiny', async () => ({ ok: true }));
  app.get('/varied', async (_request, reply) => reply.header('vary', 'Cookie').send(small));
  app.get('/png', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('small answers compressed in one call', () => {
  it('answers br when the caller takes it, with its length and Vary, and the bytes decompress to the answer', async () => {
    const res = await get('/small', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual(small);
  });

  it('answers gzip when br is refused or not offered', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const res = await get('/small', { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString())).toEqual(small);
    }
  });

  it('leaves the answer as it is without Accept-Encoding, below the threshold, with x-no-compression, and for images', async () => {
    const plain = await get('/small');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(small);
    const tiny = await get('/tiny', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    const refused = await get('/small', { 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const png = await get('/png', { 'accept-encoding': 'br' });
    expect(png.headers['content-encoding']).toBeUndefined();
  });

  it('adds Accept-Encoding to a Vary the route set', async () => {
    const res = await get('/varied', { 'accept-encoding': 'br' });
    expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
  });

  it('leaves answers above maxBytes to @fastify/compress, which still compresses them', async () => {
    const res = await get('/large', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBeUndefined();
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual(large);
  });
});
