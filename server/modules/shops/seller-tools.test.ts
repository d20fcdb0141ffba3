/**
 * The My Store calls beyond product §D4 (docs/decisions/014-shops.md): the stock edit, the slug check, the goods
 * template download, and shop logos as kept uploads. Real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_PATH } from '../../../core/api.ts';
import { ShopGoodsSchema, StoreSpaceCheckSchema } from '../../../core/api-schemas.ts';
import { GOODS_SHEET_HEADER_KEYS } from '../../../core/goods-sheet.ts';
import { CATALOGUES } from '../../../core/i18n/catalogues.ts';
import { LOCALES } from '../../../core/locale.ts';
import { SHOP_STOCK_MAX } from '../../../core/shop-schemas.ts';
import { UPLOAD_PATH, UPLOAD_TTL_MS } from '../../../core/upload.ts';
import { shopGoods, shops, uploads } from '../../../db/schema/index.ts';
import { createStorage } from '../../storage/index.ts';
import { asCookie, createSignedInUser, type TestSession } from '../../test-support/sessions.ts';
import { callApi, createTestApp, signedHeaders } from '../../test-support/test-app.ts';
import { createTestUpload } from '../../test-support/uploads.ts';
import { createProductSource, type ProductSource } from '../product-source/index.ts';
import { readGoodsSheet } from '../shop-sheets/index.ts';
import { createUploadKeeper } from '../uploads/index.ts';
import { makeUploadsRepo } from '../uploads/repo.ts';
import { makeUploadsService } from '../uploads/service.ts';
import { makeShopsRepo } from './repo.ts';
import { makeShopsService } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const call = (path: string, body: unknown, who?: TestSession, headers: Record<string, string> = {}) => callApi(t.app, t.config.SIGN_KEY, path, body, { ...(who ? asCookie(who) : {}), ...headers });
let seq = 0;
const uniqueSpace = (prefix = 'tools') => `${prefix}-${process.pid}-${++seq}`;
let offerSeq = 710_000_000;
const newOffer = () => String(++offerSeq);

async function userWithShop(space = uniqueSpace()) {
  const user = await createSignedInUser(t.database.db);
  const res = await call(SHOP_PATH.create, { name: 'Tools shop', storeSpace: space }, user);
  expect(res.body.code).toBe(0);
  return { user, shop: res.body.data as { id: number; storeSpace: string } };
}
async function addGoods(who: TestSession, extra: Record<string, unknown> = {}) {
  const res = await call(SHOP_PATH.addGoods, { url: `https://item.taobao.com/item.htm?id=${newOffer()}`, ...extra }, who);
  expect(res.body.code).toBe(0);
  return res.body.data as { id: number; stock: number | null };
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hb-seller-tools-'));
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('S/edit/user/shop/goods', () => {
  it('sets and clears the stock of one of the caller\'s goods and answers the goods as listed', async () => {
    const { user } = await userWithShop();
    const added = await addGoods(user, { stock: 3 });
    const res = await call(SHOP_PATH.editGoods, { id: added.id, stock: 42 }, user);
    expect(res.body).toMatchObject({ code: 0, msg: 'Add and Delete Product Successfully', data: { id: added.id, stock: 42, status: 'ready' } });
    expect(ShopGoodsSchema.strict().safeParse(res.body.data).success).toBe(true);
    expect((await call(SHOP_PATH.goodsList, { pageId: 1, pageSize: 10 }, user)).body.data.list[0]).toMatchObject({ id: added.id, stock: 42 });

    expect((await call(SHOP_PATH.editGoods, { id: added.id, stock: 0 }, user)).body.data.stock).toBe(0);
    expect((await call(SHOP_PATH.editGoods, { id: added.id, stock: SHOP_STOCK_MAX }, user)).body.data.stock).toBe(SHOP_STOCK_MAX);
    expect((await call(SHOP_PATH.editGoods, { id: added.id, stock: null }, user)).body.data.stock).toBeNull();
    const [row] = await t.database.db.select({ stock: shopGoods.stock }).from(shopGoods).where(eq(shopGoods.id, added.id));
    expect(row!.stock).toBeNull();
  });

  it('refuses a stock out of range or not whole (400 with the field message) and changes nothing', async () => {
    const { user } = await userWithShop();
    const added = await addGoods(user, { stock: 5 });
    for (const stock of [-1, SHOP_STOCK_MAX + 1, 1.5, '7', undefined]) {
      const res = await call(SHOP_PATH.editGoods, { id: added.id, stock }, user);
      expect(res.body.code, String(stock)).toBe(400);
      expect(res.body.data.fields.stock, String(stock)).toBe('Stock must be a whole number from 0 to 1,000,000.');
    }
    const de = await call(SHOP_PATH.editGoods, { id: added.id, stock: -1 }, user, { language: 'de' });
    expect(de.body.data.fields.stock).toBe('Der Bestand muss eine ganze Zahl von 0 bis 1.000.000 sein.');
    const [row] = await t.database.db.select({ stock: shopGoods.stock }).from(shopGoods).where(eq(shopGoods.id, added.id));
    expect(row!.stock).toBe(5);
  });

  it('another user\'s goods id and an unknown id → 404 goods_not_found, their stock unchanged; no shop → 404; no session → 401', async () => {
    const { user: owner, shop } = await userWithShop();
    const theirs = await addGoods(owner, { stock: 9 });
    const { user: intruder } = await userWithShop();
    await addGoods(intruder);
    expect((await call(SHOP_PATH.editGoods, { id: theirs.id, stock: 1 }, intruder)).body).toMatchObject({ code: 404, msg: 'This product is not in your store.', data: { reason: 'goods_not_found' } });
    expect((await call(SHOP_PATH.editGoods, { id: 2_000_000_000, stock: 1 }, intruder)).body).toMatchObject({ code: 404, data: { reason: 'goods_not_found' } });
    const [row] = await t.database.db.select({ stock: shopGoods.stock }).from(shopGoods).where(and(eq(shopGoods.id, theirs.id), eq(shopGoods.shopId, shop.id)));
    expect(row!.stock).toBe(9);
    const shopless = await createSignedInUser(t.database.db);
    expect((await call(SHOP_PATH.editGoods, { id: theirs.id, stock: 1 }, shopless)).body).toMatchObject({ code: 404, data: { reason: 'shop_not_found' } });
    expect((await call(SHOP_PATH.editGoods, { id: theirs.id, stock: 1 })).body.code).toBe(401);
  });
});

describe('a stock edit while the goods are syncing', () => {
  it('is kept when the listing arrives (the listing\'s stock fills only an empty one)', async () => {
    const { user } = await userWithShop();
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const askedOnce = new Promise<void>((resolve) => (asked = resolve));
    const demo = createProductSource({ PRODUCT_SOURCE: 'demo', PRODUCT_SOURCE_URL: undefined, PRODUCT_SOURCE_KEY: undefined, PRODUCT_SOURCE_TIMEOUT_MS: 5000 }, { db: t.database.db });
    const slow: ProductSource = {
      ...demo,
      item: async (channel, offerId) => {
        asked();
        await arrived;
        return demo.item(channel, offerId);
      },
    };
    const service = makeShopsService({ repo: makeShopsRepo(t.database.db), productSource: slow, jobs: { send: async () => 'x' }, uploads: createUploadKeeper(t.database.db) });
    const offerId = newOffer();
    const adding = service.addGoods(user.userId, { url: `https://item.taobao.com/item.htm?id=${offerId}` }, 'en');
    await askedOnce;
    const [row] = await t.database.db.select().from(shopGoods).where(eq(shopGoods.offerId, offerId));
    expect(row!.status).toBe('syncing');
    expect((await call(SHOP_PATH.editGoods, { id: row!.id, stock: 77 }, user)).body).toMatchObject({ code: 0, data: { status: 'syncing', stock: 77 } });
    release();
    expect(await adding).toMatchObject({ status: 'ready', stock: 77 });

    // Without an edit the listing's stock is taken.
    const plain = await service.addGoods(user.userId, { url: `https://item.taobao.com/item.htm?id=${newOffer()}` }, 'en');
    expect(plain.stock).not.toBeNull();
  });
});

describe('S/check/user/shop/storeSpace', () => {
  const check = async (storeSpace: unknown, who: TestSession) => {
    const res = await call(SHOP_PATH.checkStoreSpace, { storeSpace }, who);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(StoreSpaceCheckSchema.strict().safeParse(res.body.data).success).toBe(true);
    return res.body.data as { available: boolean; reason?: string };
  };

  it('answers available, invalid, reserved and taken (ignoring case); the caller\'s own slug is available', async () => {
    const { user, shop } = await userWithShop(uniqueSpace('Mine'));
    const { user: other } = await userWithShop();
    const shopless = await createSignedInUser(t.database.db);

    expect(await check(uniqueSpace('free'), shopless)).toEqual({ available: true });
    expect(await check(uniqueSpace('free'), user)).toEqual({ available: true });
    for (const invalid of ['ab', 'a'.repeat(41), 'has space', 'ünï', 'semi;colon', '', '   ']) {
      expect(await check(invalid, user), invalid).toEqual({ available: false, reason: 'invalid' });
    }
    for (const reserved of ['admin', 'API', 'Dashboard', 'store', ' login ']) {
      expect(await check(reserved, user), reserved).toEqual({ available: false, reason: 'reserved' });
    }
    expect(await check(shop.storeSpace, other)).toEqual({ available: false, reason: 'taken' });
    expect(await check(shop.storeSpace.toUpperCase(), other)).toEqual({ available: false, reason: 'taken' });
    expect(await check(shop.storeSpace.toLowerCase(), shopless)).toEqual({ available: false, reason: 'taken' });
    expect(await check(shop.storeSpace, user)).toEqual({ available: true });
    expect(await check(shop.storeSpace.toLowerCase(), user)).toEqual({ available: true });
    // What it answers is what create accepts.
    expect((await call(SHOP_PATH.create, { name: 'x', storeSpace: shop.storeSpace.toLowerCase() }, shopless)).body.data.reason).toBe('slug_taken');
  });

  it('refuses a body that is not a slug at all (400) and needs a session (401)', async () => {
    const user = await createSignedInUser(t.database.db);
    expect((await call(SHOP_PATH.checkStoreSpace, { storeSpace: 5 }, user)).body.code).toBe(400);
    expect((await call(SHOP_PATH.checkStoreSpace, { storeSpace: 'x'.repeat(201) }, user)).body.code).toBe(400);
    expect((await call(SHOP_PATH.checkStoreSpace, { storeSpace: 'some-slug' })).body.code).toBe(401);
  });

  it('is rate limited like every API call (429 past the limit)', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const user = await createSignedInUser(limited.database.db);
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await callApi(limited.app, limited.config.SIGN_KEY, SHOP_PATH.checkStoreSpace, { storeSpace: `slug-${i}` }, asCookie(user));
        codes.push(res.body.code);
      }
      expect(codes).toEqual([0, 0, 0, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET S/get/user/shop/goods/template', () => {
  const download = (query: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/${SHOP_PATH.goodsTemplate}${query}`, headers });
  const headerRow = (bytes: Buffer) => {
    const book = XLSX.read(bytes, { type: 'buffer' });
    return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })[0];
  };

  it('downloads the template in every locale (?lang=) with its headers translated and read back by the sheet reader', async () => {
    const user = await createSignedInUser(t.database.db);
    for (const locale of LOCALES) {
      const res = await download(`?lang=${locale}`, asCookie(user));
      expect(res.statusCode, locale).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="haulbridge-goods-template-${locale}.xlsx"`);
      const bytes = res.rawPayload;
      const api = CATALOGUES[locale].api as Record<string, string>;
      expect(headerRow(bytes), locale).toEqual([api[GOODS_SHEET_HEADER_KEYS.url], api[GOODS_SHEET_HEADER_KEYS.tags], api[GOODS_SHEET_HEADER_KEYS.stock]]);
      const sheet = await readGoodsSheet(bytes);
      expect(sheet.rejected, locale).toEqual([]);
      expect(sheet.rows.map((r) => [r.url, r.stock]), locale).toEqual([
        ['https://item.taobao.com/item.htm?id=675330231324', 20],
        ['https://weidian.com/item.html?itemID=7404538398', 5],
      ]);
      expect(sheet.rows[0]!.tags.length, locale).toBeGreaterThan(0);
    }
  });

  it('without ?lang= follows the language header, then Accept-Language, then English', async () => {
    const user = await createSignedInUser(t.database.db);
    const disposition = async (query: string, headers: Record<string, string>) => (await download(query, { ...asCookie(user), ...headers })).headers['content-disposition'];
    expect(await disposition('', { language: 'pl' })).toContain('template-pl.xlsx');
    expect(await disposition('', { 'accept-language': 'fr-CH, de;q=0.5' })).toContain('template-fr.xlsx');
    expect(await disposition('', { language: 'ru', 'accept-language': 'fr' })).toContain('template-ru.xlsx');
    expect(await disposition('?lang=zh', { language: 'ru' })).toContain('template-zh.xlsx');
    expect(await disposition('?lang=xx', {})).toContain('template-en.xlsx');
    expect(await disposition('', {})).toContain('template-en.xlsx');
  });

  it('is in the OpenAPI document as a GET answering the spreadsheet type', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths[`/api/${SHOP_PATH.goodsTemplate}`].get.responses['200'].content)).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
  });

  it('opens as a plain link (no signature needed) but needs a session (401 envelope)', async () => {
    const res = await download('?lang=en', {});
    expect(res.json()).toMatchObject({ code: 401 });
    const signed = await download('?lang=en', signedHeaders(t.config.SIGN_KEY));
    expect(signed.json()).toMatchObject({ code: 401 });
    // The exemption is this GET's only: its POST twin does not exist, and other calls still need the signature.
    const user = await createSignedInUser(t.database.db);
    const unsigned = await t.app.inject({ method: 'POST', url: `/api/${SHOP_PATH.checkStoreSpace}`, headers: { ...asCookie(user), 'content-type': 'application/json' }, payload: '{"storeSpace":"abc"}' });
    expect(unsigned.json()).toMatchObject({ code: 403, data: { reason: 'bad_signature' } });
  });
});

describe('shop logos are kept uploads', () => {
  /** A real A/pub/putfile upload by `who`: its key. */
  async function uploadLogo(who: TestSession): Promise<string> {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const boundary = `----hb${Math.random().toString(16).slice(2)}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nlogo\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({ method: 'POST', url: `/api/${UPLOAD_PATH}`, headers: { ...signedHeaders(t.config.SIGN_KEY, asCookie(who)), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(res.json().code, res.body).toBe(0);
    return res.json().data.key as string;
  }
  const uploadRow = async (key: string) => (await t.database.db.select().from(uploads).where(eq(uploads.key, key)))[0] ?? null;
  const sweeper = () => makeUploadsService({ repo: makeUploadsRepo(t.database.db), storage: createStorage(t.config), ipHashSecret: 'test' });

  it('a kept logo survives the expiry sweep; the one it replaced and a removed one do not', async () => {
    const user = await createSignedInUser(t.database.db);
    const first = await uploadLogo(user);
    expect((await uploadRow(first))!.expiresAt).not.toBeNull();
    const created = await call(SHOP_PATH.create, { name: 'Logo shop', storeSpace: uniqueSpace('logo'), logo: first }, user);
    expect(created.body).toMatchObject({ code: 0, data: { logo: first } });
    expect((await uploadRow(first))!.expiresAt).toBeNull();

    const second = await uploadLogo(user);
    const stray = await uploadLogo(user); // uploaded, never used: expires as any upload
    expect((await call(SHOP_PATH.edit, { logo: second }, user)).body).toMatchObject({ code: 0, data: { logo: second } });
    expect((await uploadRow(second))!.expiresAt).toBeNull();
    const released = (await uploadRow(first))!.expiresAt!;
    expect(released.getTime()).toBeGreaterThan(Date.now() + UPLOAD_TTL_MS - 3600_000);
    // Editing other fields, or sending the same logo again, keeps it.
    expect((await call(SHOP_PATH.edit, { name: 'Renamed', logo: second }, user)).body.code).toBe(0);
    expect((await call(SHOP_PATH.edit, { description: 'x' }, user)).body.code).toBe(0);
    expect((await uploadRow(second))!.expiresAt).toBeNull();

    const storage = createStorage(t.config);
    const sweep = await sweeper().sweepExpired(new Date(Date.now() + UPLOAD_TTL_MS + 3600_000));
    expect(sweep).toBeGreaterThanOrEqual(2);
    expect(await uploadRow(first)).toBeNull();
    expect(await storage.exists(first)).toBe(false);
    expect(await uploadRow(stray)).toBeNull();
    expect(await uploadRow(second)).not.toBeNull();
    expect(await storage.exists(second)).toBe(true);

    // Removing the logo releases it too.
    expect((await call(SHOP_PATH.edit, { logo: null }, user)).body).toMatchObject({ code: 0, data: { logo: null } });
    expect((await uploadRow(second))!.expiresAt).not.toBeNull();
    await sweeper().sweepExpired(new Date(Date.now() + UPLOAD_TTL_MS + 3600_000));
    expect(await uploadRow(second)).toBeNull();
  });

  it('a key that is no upload, another user\'s upload or an expired one → 400 logoInvalid, nothing saved or kept', async () => {
    const user = await createSignedInUser(t.database.db);
    const other = await createSignedInUser(t.database.db);
    const theirs = await createTestUpload(t.database.db, other.userId);
    const anonymous = await createTestUpload(t.database.db, null);
    const expired = await createTestUpload(t.database.db, user.userId, { createdAt: new Date(Date.now() - 2 * UPLOAD_TTL_MS) });
    for (const logo of ['uploads/ab/not-an-upload.webp', 'u/1/logo.png', theirs, anonymous, expired]) {
      const res = await call(SHOP_PATH.create, { name: 'x', storeSpace: uniqueSpace(), logo }, user);
      expect(res.body, logo).toMatchObject({ code: 400, msg: 'This logo could not be used. Please upload it again.', data: { reason: 'logo_invalid', fields: { logo: 'This logo could not be used. Please upload it again.' } } });
    }
    expect(await t.database.db.select().from(shops).where(eq(shops.userId, user.userId))).toEqual([]);
    expect((await uploadRow(theirs))!.expiresAt).not.toBeNull();
    expect((await uploadRow(anonymous))!.expiresAt).not.toBeNull();
    const de = await call(SHOP_PATH.create, { name: 'x', storeSpace: uniqueSpace(), logo: theirs }, user, { language: 'de' });
    expect(de.body.msg).not.toBe('This logo could not be used. Please upload it again.');

    // Edit: the same refusal, the shop's logo unchanged.
    const { user: owner } = await userWithShop();
    const mine = await createTestUpload(t.database.db, owner.userId);
    expect((await call(SHOP_PATH.edit, { logo: mine }, owner)).body.code).toBe(0);
    expect((await call(SHOP_PATH.edit, { logo: theirs }, owner)).body).toMatchObject({ code: 400, data: { reason: 'logo_invalid' } });
    expect((await call(SHOP_PATH.get, {}, owner)).body.data.logo).toBe(mine);
    expect((await uploadRow(mine))!.expiresAt).toBeNull();
  });

  it('a save that fails after the logo check leaves the new logo to expire and the current one kept', async () => {
    const { user, shop } = await userWithShop();
    const current = await createTestUpload(t.database.db, user.userId);
    expect((await call(SHOP_PATH.edit, { logo: current }, user)).body.code).toBe(0);
    const { shop: other } = await userWithShop();
    const next = await createTestUpload(t.database.db, user.userId);
    // A taken slug refuses the edit: `next` is released again, `current` stays the logo and kept.
    expect((await call(SHOP_PATH.edit, { storeSpace: other.storeSpace, logo: next }, user)).body).toMatchObject({ code: 409, data: { reason: 'slug_taken' } });
    expect((await uploadRow(next))!.expiresAt).not.toBeNull();
    expect((await uploadRow(current))!.expiresAt).toBeNull();
    // A second shop with the current logo is refused: the logo was kept already, so it stays kept.
    expect((await call(SHOP_PATH.create, { name: 'Again', storeSpace: uniqueSpace(), logo: current }, user)).body).toMatchObject({ code: 409, data: { reason: 'shop_exists' } });
    expect((await uploadRow(current))!.expiresAt).toBeNull();
    expect((await call(SHOP_PATH.get, { storeSpace: shop.storeSpace })).body.data.logo).toBe(current);
  });
});
