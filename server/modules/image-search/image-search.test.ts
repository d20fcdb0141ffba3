import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATALOG_PATH } from '../../../core/api.ts';
import { GoodsCardSchema, GoodsPageSchema } from '../../../core/api-schemas.ts';
import { UPLOAD_PATH } from '../../../core/upload.ts';
import { demoGoodsImageKey, demoQcImageKey, DEMO_SHAPES } from '../../../db/seed/demo-art/keys.ts';
import { renderDemoArt } from '../../../db/seed/demo-art/render.ts';
import { imageVectors, uploads } from '../../../db/schema/index.ts';
import { createStorage } from '../../storage/index.ts';
import { catalogImageSource } from '../media/index.ts';
import { callApi, createTestApp, signedHeaders } from '../../test-support/test-app.ts';
import { categoryId, insertGoods, insertQcPhotos, type GoodsFixture } from '../catalog/test-fixtures.ts';
import { createImageSearchService } from './index.ts';
import { makeImageSearchRepo } from './repo.ts';
import { DESCRIPTOR_VERSION, SIMILARITY_THRESHOLD } from './service.ts';
import { THUMB_BYTES } from './verify.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;

const HOODIES = 'clothing-accessories/hoodies-sweatshirts';
const SNEAKERS = 'shoes/sneakers';
const art = (n: number) => (0x1234567 * (n + 1)).toString(16).padStart(8, '0').slice(-8);
const QC_PRODUCT = 5;
/** 24 products of six shapes, two pictures each; product 5 also has QC photos. */
const FIXTURES: GoodsFixture[] = Array.from({ length: 24 }, (_, i) => {
  const shape = DEMO_SHAPES[i % 6]!;
  return {
    titleCn: `图搜测试${i}`,
    titles: { en: `Image search test ${i}` },
    categoryKey: i % 2 ? SNEAKERS : HOODIES,
    priceCny: 10 + i * 10,
    qcCount: 1,
    // Product 5 (with QC photos) sells best, then product 9: the backfill's order.
    soldCount: i === QC_PRODUCT ? 900 : i === 9 ? 800 : i,
    images: [demoGoodsImageKey(shape, art(i), 0), demoGoodsImageKey(shape, art(i), 2)],
  };
});
const qcKey = (photo: number) => demoQcImageKey(DEMO_SHAPES[QC_PRODUCT % 6]!, art(QC_PRODUCT), photo, 420);
const OTHER_QC = [0, 1, 2, 3, 4, 6, 7, 8, 10, 11];
const otherQcKey = (n: number) => demoQcImageKey(DEMO_SHAPES[n % 6]!, art(n), 0, 300 + n);

const strictImagePage = z
  .object({
    ...GoodsPageSchema.shape,
    list: z.array(GoodsCardSchema.extend({ similarity: z.number().min(0).max(1), matchedImage: z.object({ kind: z.enum(['goods', 'qc']), image: z.string() }).strict() }).strict()),
    similarityThreshold: z.number(),
  })
  .strict();

function multipart(file: Buffer, purpose = 'search') {
  const boundary = `----hb${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="q.jpg"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const tail = `\r\n--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n--${boundary}--\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), file, Buffer.from(tail)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads `file` (a search image unless `purpose` says otherwise); answers its key. */
async function upload(file: Buffer, purpose = 'search'): Promise<string> {
  const body = multipart(file, purpose);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${UPLOAD_PATH}`,
    headers: { ...signedHeaders(t.config.SIGN_KEY), 'content-type': body.contentType },
    payload: body.payload,
    remoteAddress: `10.9.0.${Math.floor(Math.random() * 200) + 1}`,
  });
  const envelope = res.json() as { code: number; data: { key: string } };
  expect(envelope.code).toBe(0);
  return envelope.data.key;
}

/** A shopper's copy of a demo picture: rendered, resized, saved as JPEG. */
const copyOf = (key: string, side = 480) => sharp(Buffer.from(renderDemoArt(key)!)).resize(side, side).flatten({ background: '#fff' }).jpeg({ quality: 70 }).toBuffer();

const list = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  callApi(t.app, t.config.SIGN_KEY, CATALOG_PATH.goodsList, { pageId: 1, pageSize: 10, ...body }, headers);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hb-image-search-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  const written = await insertGoods(t.database.db, FIXTURES);
  await insertQcPhotos(t.database.db, written[QC_PRODUCT]!.id, [0, 1].map((photo) => ({ image: qcKey(photo), takenAt: new Date('2026-01-02') })));
  // Ten other products have a QC photo each: QC photos share one layout (wall, table, ruler, scale).
  for (const n of OTHER_QC) await insertQcPhotos(t.database.db, written[n]!.id, [{ image: otherQcKey(n), takenAt: new Date('2026-01-03') }]);
  // A backfill limited to the two best sellers (IMAGE_BACKFILL_GOODS) describes their pictures and QC photos only.
  const limited = createImageSearchService({ db: t.database.db, source: catalogImageSource(createStorage(t.config)), findUpload: async () => null, backfillGoods: 2 });
  expect(await limited.backfill()).toBe(6);
  const described = await t.database.db.selectDistinct({ key: imageVectors.imageKey }).from(imageVectors);
  expect(described.map((r) => r.key).sort()).toEqual([...FIXTURES[QC_PRODUCT]!.images!, qcKey(0), qcKey(1), ...FIXTURES[9]!.images!].sort());
  // The full backfill goes on from there.
  expect(await t.app.imageSearch.backfill()).toBe(FIXTURES.length * 2 + OTHER_QC.length - 4);
}, 300_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('S/pub/get/goods/list with imageKey (search by image)', () => {
  it('answers the product of an uploaded copy of its picture first, with a confident similarity', async () => {
    const key = await upload(await copyOf(FIXTURES[7]!.images![1]!));
    const { body } = await list({ imageKey: key, keyword: 'ignored words' });
    expect(body.code).toBe(0);
    const page = strictImagePage.parse(body.data);
    expect(page.list[0]!.title).toBe('Image search test 7');
    expect(page.list[0]!.similarity).toBeGreaterThanOrEqual(SIMILARITY_THRESHOLD);
    expect(page.list[0]!.matchedImage).toEqual({ kind: 'goods', image: FIXTURES[7]!.images![1] });
    expect(page.similarityThreshold).toBe(SIMILARITY_THRESHOLD);
    // Ordered by similarity, one card per product.
    const sims = page.list.map((c) => c.similarity);
    expect([...sims].sort((a, b) => b - a)).toEqual(sims);
    expect(new Set(page.list.map((c) => c.offerId)).size).toBe(page.list.length);
    // Shareable: the same key gives the same answer.
    const again = await list({ imageKey: key });
    expect(again.body.data).toEqual(body.data);
  });

  it('answers no confident match for goods not in the catalog: another product of the same shape, its QC photo', async () => {
    const shape = DEMO_SHAPES[7 % 6]!;
    for (const key of [demoGoodsImageKey(shape, art(1000), 0), demoQcImageKey(DEMO_SHAPES[QC_PRODUCT % 6]!, art(1001), 1, 420)]) {
      const { body } = await list({ imageKey: await upload(await copyOf(key)) });
      expect(body.code).toBe(0);
      const page = strictImagePage.parse(body.data);
      expect(page.list.length).toBeGreaterThan(0);
      expect(page.list[0]!.similarity).toBeLessThan(SIMILARITY_THRESHOLD);
    }
  });

  it('leads a QC photo to its product', async () => {
    const key = await upload(await copyOf(qcKey(1), 640));
    const { body } = await list({ imageKey: key });
    expect(body.code).toBe(0);
    const first = strictImagePage.parse(body.data).list[0]!;
    expect(first.title).toBe(`Image search test ${QC_PRODUCT}`);
    expect(first.matchedImage).toEqual({ kind: 'qc', image: qcKey(1) });
    expect(first.similarity).toBeGreaterThanOrEqual(SIMILARITY_THRESHOLD);
  });

  it('applies the category and price filters and pages', async () => {
    const key = await upload(await copyOf(FIXTURES[7]!.images![0]!));
    const hoodies = await categoryId(t.database.db, HOODIES);
    const inHoodies = await list({ imageKey: key, categoryId: hoodies, pageSize: 60 });
    expect(inHoodies.body.code).toBe(0);
    expect(inHoodies.body.data.list.length).toBeGreaterThan(0);
    expect(inHoodies.body.data.list.every((c: { categoryId: number }) => c.categoryId === hoodies)).toBe(true);
    const cheap = await list({ imageKey: key, maxPrice: 50, pageSize: 60 });
    expect(cheap.body.data.list.every((c: { priceCny: number }) => c.priceCny <= 50)).toBe(true);
    expect(cheap.body.data.list.some((c: { title: string }) => c.title === 'Image search test 7')).toBe(false);
    const all = await list({ imageKey: key, pageSize: 4 });
    const second = await list({ imageKey: key, pageSize: 4, pageId: 2 });
    expect(all.body.data.list[0].title).toBe('Image search test 7');
    expect(second.body.data.list.map((c: { offerId: string }) => c.offerId)).not.toContain(all.body.data.list[0].offerId);
    expect(second.body.data.total).toBe(all.body.data.total);
  });

  it('describes a search image at upload time: the search reads that description, not the stored copy', async () => {
    const key = await upload(await copyOf(FIXTURES[11]!.images![0]!));
    const [row] = await t.database.db.select({ searchQuery: uploads.searchQuery }).from(uploads).where(eq(uploads.key, key));
    expect(row!.searchQuery!.length).toBeGreaterThan(1000);
    // With the stored copy gone the search still answers: it neither reads nor decodes it.
    await createStorage(t.config).delete(key);
    const { body } = await list({ imageKey: key });
    expect(body.code).toBe(0);
    const first = strictImagePage.parse(body.data).list[0]!;
    expect(first.title).toBe('Image search test 11');
    expect(first.similarity).toBeGreaterThanOrEqual(SIMILARITY_THRESHOLD);
    // Other purposes are not described.
    const logo = await upload(await copyOf(FIXTURES[11]!.images![0]!), 'logo');
    const [logoRow] = await t.database.db.select({ searchQuery: uploads.searchQuery }).from(uploads).where(eq(uploads.key, logo));
    expect(logoRow!.searchQuery).toBeNull();
  });

  it('decodes the stored copy of an upload without a description (or of another descriptor version)', async () => {
    const copy = await copyOf(FIXTURES[13]!.images![1]!);
    const stale = await upload(copy);
    const [row] = await t.database.db.select({ searchQuery: uploads.searchQuery }).from(uploads).where(eq(uploads.key, stale));
    const older = Buffer.from(row!.searchQuery!);
    older.writeUInt16LE(older.readUInt16LE(0) - 1, 0);
    await t.database.db.update(uploads).set({ searchQuery: older }).where(eq(uploads.key, stale));
    const none = await upload(copy);
    await t.database.db.update(uploads).set({ searchQuery: null }).where(eq(uploads.key, none));
    for (const key of [stale, none]) {
      const { body } = await list({ imageKey: key });
      expect(body.code).toBe(0);
      const first = strictImagePage.parse(body.data).list[0]!;
      expect(first.title).toBe('Image search test 13');
      expect(first.matchedImage).toEqual({ kind: 'goods', image: FIXTURES[13]!.images![1] });
    }
    // Without a description, the stored copy is what is searched: gone, the search has expired.
    const gone = await upload(copy);
    await t.database.db.update(uploads).set({ searchQuery: null }).where(eq(uploads.key, gone));
    await createStorage(t.config).delete(gone);
    expect((await list({ imageKey: gone })).body.code).toBe(404);
  });

  it('reads candidates\' thumbnails byte for byte (as base64 text)', async () => {
    const keys = [FIXTURES[5]!.images![0]!, qcKey(1), 'uploads/no/such.webp'];
    const read = await makeImageSearchRepo(t.database.db).thumbsOf(DESCRIPTOR_VERSION, keys);
    const stored = await t.database.db.selectDistinct({ key: imageVectors.imageKey, thumb: imageVectors.thumb }).from(imageVectors).where(inArray(imageVectors.imageKey, keys));
    expect([...read.keys()].sort()).toEqual(keys.slice(0, 2).sort());
    for (const row of stored) expect(Buffer.from(read.get(row.key)!).equals(row.thumb!)).toBe(true);
    expect(read.get(qcKey(1))!.length).toBe(THUMB_BYTES);
  });

  it('answers 404 with a translated message for an expired or unknown upload', async () => {
    const key = await upload(await copyOf(FIXTURES[3]!.images![0]!));
    await t.database.db.update(uploads).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(uploads.key, key));
    const expired = await list({ imageKey: key }, { language: 'de' });
    expect(expired.body.code).toBe(404);
    expect(expired.body.msg).toBe('Diese Bildersuche ist abgelaufen. Bitte lade das Bild erneut hoch.');
    const unknown = await list({ imageKey: 'uploads/ab/abababababababababababababababab.webp' });
    expect(unknown.body.code).toBe(404);
    expect(unknown.body.data.reason).toBe('image_search_expired');
  });

  it('refuses a malformed image key with 400', async () => {
    const { body } = await list({ imageKey: '../../etc/passwd' });
    expect(body.code).toBe(400);
    expect(body.data.fields.imageKey).toBeDefined();
  });
});
