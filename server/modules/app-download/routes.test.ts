import Fastify from 'fastify';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_QR_PATH } from '../../../core/promotions.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { appDownloadRoutes } from './routes.ts';
import { makeAppDownloadService } from './service.ts';

const LISTING = 'https://apps.apple.com/us/app/haulbridge-shopping-agent/id6450000000';

/** What a phone's camera reads from the PNG. */
async function decode(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ env: { APP_STORE_URL: LISTING }, seed: false });
});
afterAll(() => ctx.close());

describe(`GET ${APP_QR_PATH}`, () => {
  it('answers a 200 × 200 black-on-white PNG that reads as the configured listing with the utm marker', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: APP_QR_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const png = res.rawPayload;
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 200, 200]);
    // Black on white: the darkest pixel is black, the lightest white, and the corners (quiet zone) white.
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeLessThan(16);
    expect(Math.max(...data)).toBe(255);
    expect([data[0], data[info.width - 1], data[data.length - 1]]).toEqual([255, 255, 255]);
    expect(await decode(png)).toBe(`${LISTING}?utm_source=haulbridge_web_qr`);
  });

  it('answers 304 to a browser that holds the same picture', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: APP_QR_PATH });
    const etag = String(first.headers.etag);
    const again = await ctx.app.inject({ method: 'GET', url: APP_QR_PATH, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 when no app listing is configured', async () => {
    const app = Fastify();
    await app.register(appDownloadRoutes(makeAppDownloadService({ appStoreUrl: undefined })));
    const res = await app.inject({ method: 'GET', url: APP_QR_PATH });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('keeps a listing URL of its own query and replaces a utm_source it already had', async () => {
    const service = makeAppDownloadService({ appStoreUrl: 'https://play.google.com/store/apps/details?id=example.haulbridge&utm_source=old' });
    expect(service.listingUrl).toBe('https://play.google.com/store/apps/details?id=example.haulbridge&utm_source=haulbridge_web_qr');
    expect(await decode((await service.qrPng())!.png)).toBe(service.listingUrl);
  });
});
