import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/locale.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_PATH } from '../../../core/upload.ts';
import { uploads } from '../../../db/schema/index.ts';
import { createStorage } from '../../storage/index.ts';
import { createSignedInUser } from '../../test-support/sessions.ts';
import { createTestApp, signedHeaders } from '../../test-support/test-app.ts';
import { makeUploadsRepo } from './repo.ts';
import { UPLOAD_RATE_LIMIT } from './routes.ts';
import { makeUploadsService } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
let ipCounter = 0;
/** Each test sends from its own address, so the per-IP upload limit of one test does not touch another. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

type Part = { name: string; value: Buffer | string; filename?: string; contentType?: string };
function multipart(parts: Part[]) {
  const boundary = `----hb${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(file: Buffer, options: { filename?: string; contentType?: string; purpose?: string; ip?: string; headers?: Record<string, string> } = {}) {
  const parts: Part[] = [{ name: 'file', value: file, filename: options.filename ?? 'image.bin', contentType: options.contentType ?? 'application/octet-stream' }];
  if (options.purpose) parts.push({ name: 'purpose', value: options.purpose });
  const body = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${UPLOAD_PATH}`,
    headers: { ...signedHeaders(t.config.SIGN_KEY, options.headers), 'content-type': body.contentType },
    payload: body.payload,
    remoteAddress: options.ip ?? freshIp(),
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}

const base = (width = 40, height = 30) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } });
const IMAGES = {
  jpeg: () => base().jpeg().toBuffer(),
  png: () => base().png().toBuffer(),
  webp: () => base().webp().toBuffer(),
  gif: () => base().gif().toBuffer(),
  avif: () => base().avif().toBuffer(),
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A valid PNG header declaring width × height (8-bit grey) with a tiny deflate stream: a decompression bomb in ~100 bytes. */
function bombPng(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const firstRows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', firstRows), pngChunk('IEND', Buffer.alloc(0))]);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hb-uploads-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('A/pub/putfile accepts images by content', () => {
  for (const [type, make] of Object.entries(IMAGES)) {
    it(`${type}: stored re-encoded as WebP, answered { key, url, width, height }, a 24 h expiry`, async () => {
      const res = await upload(await make(), { filename: 'upload.bin' });
      expect(res.body).toMatchObject({ code: 0, data: { width: 40, height: 30 } });
      const { key, url } = res.body.data;
      expect(key).toMatch(/^uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
      expect(url).toBe(`/thumb/1200x1200/inside/85/${key}`);
      const stored = await createStorage({ DATA_DIR: dataDir }).exists(key);
      expect(stored).toBe(true);
      const [row] = await t.database.db.select().from(uploads).where(eq(uploads.key, key));
      expect(row).toMatchObject({ purpose: 'search', ownerUserId: null, contentType: 'image/webp', width: 40, height: 30 });
      expect(row!.ipHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row!.expiresAt!.getTime() - row!.createdAt.getTime()).toBe(24 * 3600_000);
      // The thumbnail renderer reads the upload through the same Storage.
      const thumb = await t.app.inject({ method: 'GET', url });
      expect(thumb.statusCode).toBe(200);
      expect(String(thumb.headers['content-type'])).toMatch(/^image\//);
    });
  }

  it('a PNG named .jpg with a JPEG content type is taken (as what it is); the purpose field is kept', async () => {
    const res = await upload(await IMAGES.png(), { filename: 'photo.jpg', contentType: 'image/jpeg', purpose: 'logo' });
    expect(res.body.code).toBe(0);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.key, res.body.data.key));
    expect(row!.purpose).toBe('logo');
  });

  it('strips EXIF and GPS: the stored image has no metadata left', async () => {
    const withGps = await base()
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Someone', Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 27/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 11/1 0/1' } })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif?.includes(Buffer.from('GPS'))  || before.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const res = await upload(withGps, { filename: 'holiday.jpg', contentType: 'image/jpeg' });
    expect(res.body.code).toBe(0);
    const stored = await createStorage({ DATA_DIR: dataDir }).get(res.body.data.key);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    const after = await sharp(Buffer.concat(chunks)).metadata();
    expect(after.format).toBe('webp');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(Buffer.concat(chunks).includes(Buffer.from('PhoneMaker'))).toBe(false);
  });
});

describe('A/pub/putfile refuses', () => {
  it('a text file named .png with an image content type: unsupported_type, nothing stored', async () => {
    const before = (await t.database.db.select().from(uploads)).length;
    const res = await upload(Buffer.from('hello, this is not an image at all'), { filename: 'cat.png', contentType: 'image/png' });
    expect(res.body).toMatchObject({ code: 400, data: { reason: 'unsupported_type' } });
    expect((await t.database.db.select().from(uploads)).length).toBe(before);
  });

  it('a PNG signature followed by garbage: unsupported_type', async () => {
    const res = await upload(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage garbage')]));
    expect(res.body).toMatchObject({ code: 400, data: { reason: 'unsupported_type' } });
  });

  it('8 MB + 1 byte: too_large (HTTP 413), a translated message naming the limit', async () => {
    const png = await IMAGES.png();
    const file = Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - png.length)]);
    const res = await upload(file, { filename: 'big.png', contentType: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 400, data: { reason: 'too_large', maxBytes: UPLOAD_MAX_BYTES } });
    expect(res.body.msg).toContain('8 MB');
  });

  it('a noisy PNG of nearly 8 MB is accepted (the limit is the file, not the API body limit)', async () => {
    const noise = Buffer.alloc(1600 * 1560 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: 1600, height: 1560, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(png.length).toBeGreaterThan(7 * 1024 * 1024);
    expect(png.length).toBeLessThan(UPLOAD_MAX_BYTES);
    const res = await upload(png, { filename: 'noise.png' });
    expect(res.body).toMatchObject({ code: 0, data: { width: 1600, height: 1560 } });
  });

  it('a 20000 × 20000 PNG (a decompression bomb): too_many_pixels from its header, without decoding it', async () => {
    const bomb = bombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2000);
    const rssBefore = process.memoryUsage().rss;
    const res = await upload(bomb, { filename: 'bomb.png', contentType: 'image/png' });
    const grown = process.memoryUsage().rss - rssBefore;
    expect(res.body).toMatchObject({ code: 400, data: { reason: 'too_many_pixels', maxPixels: 40_000_000 } });
    // Decoded it would be 400 MB of grey pixels (1.2 GB as RGB).
    expect(grown).toBeLessThan(100 * 1024 * 1024);
  });

  it('a request without a file, and an unknown purpose', async () => {
    const body = multipart([{ name: 'purpose', value: 'search' }]);
    const res = await t.app.inject({ method: 'POST', url: `/api/${UPLOAD_PATH}`, headers: { ...signedHeaders(t.config.SIGN_KEY), 'content-type': body.contentType }, payload: body.payload, remoteAddress: freshIp() });
    expect(res.json()).toMatchObject({ code: 400, data: { reason: 'no_file' } });
    const wrong = await upload(await IMAGES.png(), { purpose: 'anything' });
    expect(wrong.body).toMatchObject({ code: 400, data: { fields: { purpose: expect.any(String) } } });
  });

  it('answers each refusal in the caller’s language (8 locales)', async () => {
    const seen = { unsupported: new Set<string>(), pixels: new Set<string>() };
    for (const locale of LOCALES) {
      const text = await upload(Buffer.from('plain text'), { headers: { language: locale } });
      const bomb = await upload(bombPng(20_000, 20_000), { headers: { language: locale } });
      expect(text.body.data.reason).toBe('unsupported_type');
      expect(bomb.body.data.reason).toBe('too_many_pixels');
      expect(text.body.msg).not.toMatch(/upload[A-Z]/);
      expect(bomb.body.msg).toContain('40');
      seen.unsupported.add(text.body.msg);
      seen.pixels.add(bomb.body.msg);
    }
    expect(seen.unsupported.size).toBe(LOCALES.length);
    expect(seen.pixels.size).toBe(LOCALES.length);
  });
});

describe('A/pub/putfile rate limit', () => {
  it(`lets ${UPLOAD_RATE_LIMIT.max} of 100 concurrent uploads from one IP through, refuses the rest with 429`, async () => {
    const png = await IMAGES.png();
    const ip = '10.200.0.1';
    const results = await Promise.all(Array.from({ length: 100 }, () => upload(png, { ip })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(UPLOAD_RATE_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - UPLOAD_RATE_LIMIT.max);
    expect(results.find((r) => r.status === 429)!.body).toMatchObject({ code: 429, data: { reason: 'rate_limited' } });
    // Another address is not affected.
    expect((await upload(png)).status).toBe(200);
  });
});

describe('the sweep of expired uploads', () => {
  it('deletes expired unkept uploads (rows and files), keeps kept and unexpired ones', async () => {
    const storage = createStorage({ DATA_DIR: dataDir });
    const repo = makeUploadsRepo(t.database.db);
    const service = makeUploadsService({ repo, storage, ipHashSecret: 'test' });
    const png = await IMAGES.png();
    const owner = await createSignedInUser(t.database.db);
    const [expired, kept, fresh] = await Promise.all([0, 1, 2].map(() => service.accept({ bytes: png, purpose: 'search', userId: owner.userId, ip: '10.0.0.9' })));
    expect(await service.keep(kept!.key, owner.userId)).toEqual({ wasKept: false });
    const later = new Date(Date.now() + 24 * 3600_000 + 1000);
    // `fresh` was made later than the others in this story: it expires after `later`.
    await t.database.db.update(uploads).set({ expiresAt: new Date(later.getTime() + 3600_000) }).where(eq(uploads.key, fresh!.key));
    const deleted = await service.sweepExpired(later);
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await repo.find(expired!.key)).toBeNull();
    expect(await storage.exists(expired!.key)).toBe(false);
    expect(await repo.find(kept!.key)).not.toBeNull();
    expect(await storage.exists(kept!.key)).toBe(true);
    expect(await repo.find(fresh!.key)).not.toBeNull();
    expect(await storage.exists(fresh!.key)).toBe(true);
  });
});
