import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHOP_PATH } from '../../../core/api.ts';
import { ShopFileImportSchema } from '../../../core/api-schemas.ts';
import { shopGoods, shopJobItems } from '../../../db/schema/index.ts';
import { buildBombXlsx } from '../../test-support/zip.ts';
import { callApi, createTestApp, signedHeaders } from '../../test-support/test-app.ts';
import { asCookie, createSignedInUser, type TestSession } from '../../test-support/sessions.ts';
import { createProductSource } from '../product-source/index.ts';
import { generatedShopSize } from '../product-source/demo-source.ts';
import { makeImportsRepo } from './imports-repo.ts';
import { makeShopImports } from './imports.ts';
import { makeShopsRepo } from './repo.ts';
import { GOODS_FILE_RATE_LIMIT } from './routes.ts';
import { demoGoodsSheet, demoItemUrl, multipartFile, sheetFile } from './test-fixtures.ts';

// S/add/user/shop/goods/byFile (issue #12 §3, §5; docs/decisions/015, 016) against a real database and the demo source.
let t: Awaited<ReturnType<typeof createTestApp>>;
const call = (path: string, body: unknown, who?: TestSession, headers: Record<string, string> = {}) => callApi(t.app, t.config.SIGN_KEY, path, body, { ...(who ? asCookie(who) : {}), ...headers });
let seq = 0;
let ipCounter = 0;
/** Each upload from its own address, so the route's per-IP limit is only met where a test means it. */
const freshIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
let offerBase = 1_000;
/** Distinct demo offers per test. */
const nextOffers = (n: number) => {
  const from = offerBase;
  offerBase += n;
  return from;
};

async function userWithShop() {
  const user = await createSignedInUser(t.database.db);
  const res = await call(SHOP_PATH.create, { name: 'Sheet shop', storeSpace: `sheet-${process.pid}-${++seq}` }, user);
  expect(res.body.code).toBe(0);
  return { user, shop: res.body.data as { id: number; storeSpace: string } };
}

async function upload(file: Buffer | null, who?: TestSession, options: { filename?: string; field?: string; language?: string; ip?: string; json?: boolean } = {}) {
  const body = file ? multipartFile(file, options.filename ?? 'goods.xlsx', options.field) : null;
  const headers: Record<string, string> = { ...signedHeaders(t.config.SIGN_KEY, { ...(who ? asCookie(who) : {}), ...(options.language ? { language: options.language } : {}) }) };
  if (body) headers['content-type'] = body.contentType;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${SHOP_PATH.addGoodsByFile}`,
    headers,
    payload: body ? body.payload : '{}',
    remoteAddress: options.ip ?? freshIp(),
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}

type Job = { id: number; kind: string; status: string; total: number; done: number; failed: number };
async function jobDone(who: TestSession, jobId: number): Promise<Job> {
  return vi.waitFor(
    async () => {
      const job = ((await call(SHOP_PATH.jobs, {}, who)).body.data as Job[]).find((j) => j.id === jobId);
      expect(job?.status).toBe('done');
      return job!;
    },
    { timeout: 60_000, interval: 100 },
  );
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await t.close();
});

describe('S/add/user/shop/goods/byFile', () => {
  it('accepts the good rows, reports each bad row with its reason, and the job adds the goods with their tags and stock', async () => {
    const { user, shop } = await userWithShop();
    const from = nextOffers(10);
    // Already in the shop before the upload.
    expect((await call(SHOP_PATH.addGoods, { url: demoItemUrl(from + 9) }, user)).body.code).toBe(0);
    const file = sheetFile([
      ['url', 'tags', 'stock'],
      [demoItemUrl(from), 'Sneakers, summer', 12], // 2
      [demoItemUrl(from + 1), 'sneakers', null], // 3: an existing tag by name, any case
      ['not a link', null, null], // 4
      ['https://shop77702.taobao.com/', null, null], // 5: a shop, not a product
      [`https://item.taobao.com/item.htm?spm=a&id=${600_000_000_000 + from}`, null, null], // 6: the same product as row 2
      [demoItemUrl(from + 2), null, 'many'], // 7
      [null, 'orphan tag', null], // 8
      [demoItemUrl(from + 9), null, null], // 9: already in the shop
      [demoItemUrl(from + 3), 'a,b,c,d,e,f,g,h,i,j,k', null], // 10
      [`https://weidian.com/item.html?itemID=${7_000_000_000 + from}`, null, 0], // 11
    ]);
    const res = await upload(file, user);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, msg: 'File uploaded. Product information is being synchronized.' });
    expect(ShopFileImportSchema.parse(res.body.data)).toEqual({
      jobId: expect.any(Number),
      accepted: 3,
      rejected: [
        { row: 4, code: 'not_a_link', reason: 'This is not a link. Paste a product link from Taobao, Weidian, 1688 or a shopping agent.' },
        { row: 5, code: 'shop_link', reason: "This is a shop page, not a product. Open one of the shop's products and paste its link." },
        { row: 6, code: 'duplicate_url', reason: 'This product is already in an earlier row of the file.' },
        { row: 7, code: 'invalid_stock', reason: 'The stock must be a whole number from 0 to 1000000.' },
        { row: 8, code: 'url_required', reason: 'The product link is missing.' },
        { row: 9, code: 'goods_exists', reason: 'This product is already in your store.' },
        { row: 10, code: 'too_many_tags', reason: 'A product can have at most 10 tags.' },
      ],
    });
    const job = await jobDone(user, res.body.data.jobId);
    expect(job).toMatchObject({ kind: 'file', total: 3, done: 3, failed: 0 });

    const list = (await call(SHOP_PATH.goodsList, { pageId: 1, pageSize: 50 }, user)).body.data as { total: number; list: { offerId: string; status: string; stock: number | null; tags: { name: string }[] }[] };
    expect(list.total).toBe(4);
    const byOffer = new Map(list.list.map((g) => [g.offerId, g]));
    expect(byOffer.get(String(600_000_000_000 + from))).toMatchObject({ status: 'ready', stock: 12, tags: [{ name: 'Sneakers' }, { name: 'summer' }] });
    expect(byOffer.get(String(600_000_000_000 + from + 1))).toMatchObject({ status: 'ready', tags: [{ name: 'Sneakers' }] });
    expect(byOffer.get(String(7_000_000_000 + from))).toMatchObject({ status: 'ready', stock: 0, tags: [] });
    const tags = (await call(SHOP_PATH.tagList, {}, user)).body.data as { name: string; goodsCount: number }[];
    expect(tags).toEqual([
      { id: expect.any(Number), name: 'Sneakers', goodsCount: 2 },
      { id: expect.any(Number), name: 'summer', goodsCount: 1 },
    ]);
    // The public page shows them as ready goods.
    expect((await call(SHOP_PATH.pubGoodsList, { storeSpace: shop.storeSpace, pageId: 1, pageSize: 10 })).body.data.total).toBe(4);
  });

  it('words the row reasons in the request language (de, zh); codes stay the same', async () => {
    const { user } = await userWithShop();
    const from = nextOffers(2);
    const file = sheetFile([['url', 'stock'], ['kein Link', null], [demoItemUrl(from), -1], [demoItemUrl(from + 1), 3]]);
    const de = await upload(file, user, { language: 'de' });
    expect(de.body).toMatchObject({ code: 0, msg: 'Datei hochgeladen. Die Produktinformationen werden synchronisiert.', data: { accepted: 1 } });
    expect(de.body.data.rejected).toEqual([
      { row: 2, code: 'not_a_link', reason: expect.stringMatching(/Link/) },
      { row: 3, code: 'invalid_stock', reason: 'Der Bestand muss eine ganze Zahl von 0 bis 1000000 sein.' },
    ]);
    const zh = await upload(file, user, { language: 'zh' });
    expect(zh.body.msg).toBe('文件上传成功，商品信息正在同步中。');
    // The one good row is in the shop or on its way (a pending row of the first job): refused as already there.
    expect(zh.body.data.rejected).toEqual([
      { row: 2, code: 'not_a_link', reason: expect.not.stringMatching(/[A-Za-z]{5}/) },
      { row: 3, code: 'invalid_stock', reason: '库存必须是 0 到 1000000 之间的整数。' },
      { row: 4, code: 'goods_exists', reason: expect.any(String) },
    ]);
    expect(zh.body.data).toMatchObject({ jobId: null, accepted: 0 });
    await jobDone(user, de.body.data.jobId);
  });

  it('reads a legacy .xls by content, whatever its name', async () => {
    const { user } = await userWithShop();
    const from = nextOffers(2);
    const xls = sheetFile([['URL'], [demoItemUrl(from)], [demoItemUrl(from + 1)]], 'biff8');
    const res = await upload(xls, user, { filename: 'goods.bin' });
    expect(res.body).toMatchObject({ code: 0, data: { accepted: 2, rejected: [] } });
    expect(await jobDone(user, res.body.data.jobId)).toMatchObject({ total: 2, done: 2, failed: 0 });
  });

  it('refuses a missing file, another field, a text file renamed .xlsx, a file without a url column', async () => {
    const { user } = await userWithShop();
    const select = 'Please select a file; only .xlsx and .xls files are supported.';
    expect((await upload(null, user)).body).toMatchObject({ code: 400, msg: select, data: { reason: 'no_file' } });
    expect((await upload(demoGoodsSheet(1, nextOffers(1)), user, { field: 'other' })).body).toMatchObject({ code: 400, msg: select, data: { reason: 'no_file' } });
    expect((await upload(Buffer.from('url\nhttps://item.taobao.com/item.htm?id=1\n'), user, { filename: 'goods.xlsx' })).body).toMatchObject({ code: 400, msg: select, data: { reason: 'unsupported_file' } });
    expect((await upload(sheetFile([['name'], ['x']]), user)).body).toMatchObject({ code: 400, data: { reason: 'no_url_column' } });
    expect((await upload(null, user, { language: 'fr' })).body.msg).toBe('Veuillez sélectionner un fichier ; seuls les fichiers .xlsx et .xls sont acceptés.');
  });

  it('refuses more than 5,000 rows, more than 5 MB, and a 1 GB zip bomb (from its directory)', async () => {
    const { user } = await userWithShop();
    expect((await upload(demoGoodsSheet(5001, 1), user)).body).toMatchObject({ code: 400, msg: 'This file has too many rows. The limit is 5000 rows.', data: { reason: 'too_many_rows' } });
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(5 * 1024 * 1024)]);
    expect((await upload(big, user)).body).toMatchObject({ code: 400, msg: 'This file is too large. The limit is 5 MB.', data: { reason: 'file_too_large' } });
    const bomb = await buildBombXlsx(1024 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    expect((await upload(bomb, user)).body).toMatchObject({ code: 400, msg: 'This file unpacks to more than 50 MB. Please split it into smaller files.', data: { reason: 'zip_too_large' } });
    // Nothing was queued by any of them.
    expect((await call(SHOP_PATH.jobs, {}, user)).body.data).toEqual([]);
  });

  it('needs a session and a shop', async () => {
    const file = demoGoodsSheet(1, nextOffers(1));
    expect((await upload(file)).body).toMatchObject({ code: 401, data: { reason: 'login_required' } });
    const shopless = await createSignedInUser(t.database.db);
    expect((await upload(file, shopless)).body).toMatchObject({ code: 404, msg: 'Store not found.', data: { reason: 'shop_not_found' } });
  });

  it('shows a user only their own jobs', async () => {
    const a = await userWithShop();
    const b = await userWithShop();
    const res = await upload(demoGoodsSheet(2, nextOffers(2)), a.user);
    await jobDone(a.user, res.body.data.jobId);
    expect(((await call(SHOP_PATH.jobs, {}, b.user)).body.data as Job[]).map((j) => j.id)).not.toContain(res.body.data.jobId);
    expect((await call(SHOP_PATH.goodsList, { pageId: 1, pageSize: 10 }, b.user)).body.data.total).toBe(0);
  });

  it(`lets ${GOODS_FILE_RATE_LIMIT.max} uploads from one address through in the window, then answers 429`, async () => {
    const ip = freshIp();
    const user = await createSignedInUser(t.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < GOODS_FILE_RATE_LIMIT.max + 1; i++) statuses.push((await upload(null, user, { ip })).status);
    expect(statuses.slice(0, -1).every((s) => s !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('limits and resumption (the service with small limits)', () => {
  const imports = (limits: { goodsMax?: number; tagsMax?: number }) =>
    makeShopImports({
      repo: makeShopsRepo(t.database.db),
      imports: makeImportsRepo(t.database.db),
      productSource: createProductSource({ PRODUCT_SOURCE: 'demo', PRODUCT_SOURCE_URL: undefined, PRODUCT_SOURCE_KEY: undefined, PRODUCT_SOURCE_TIMEOUT_MS: 5000 }, { db: t.database.db }),
      jobs: { send: async () => 'queued' },
      ...limits,
    });

  it('refuses the rows past the shop goods limit and rows whose new tags pass the tag limit', async () => {
    const { user } = await userWithShop();
    const from = nextOffers(5);
    const service = imports({ goodsMax: 3, tagsMax: 2 });
    const file = sheetFile([
      ['url', 'tags'],
      [demoItemUrl(from), 'one'],
      [demoItemUrl(from + 1), 'two'],
      [demoItemUrl(from + 2), 'three'],
      [demoItemUrl(from + 3), null],
      [demoItemUrl(from + 4), 'one'],
    ]);
    const accepted = await service.acceptFile(user.userId, file);
    expect(accepted).toMatchObject({ accepted: 3, rejected: [{ row: 4, code: 'shop_tags_full' }, { row: 6, code: 'shop_goods_full' }] });
  });

  it('a job cut off anywhere finishes with every row once: rows worked again are not added twice', async () => {
    const { user, shop } = await userWithShop();
    const service = imports({});
    const accepted = await service.acceptFile(user.userId, demoGoodsSheet(250, nextOffers(250)));
    const jobId = accepted.jobId!;
    // One batch, then "the process dies": the batch's rows are set back to pending as if their outcome was never written.
    expect((await service.runSlice(jobId, 0)).state).toBe('more');
    const worked = await t.database.db.select().from(shopJobItems).where(sql`${shopJobItems.jobId} = ${jobId} and ${shopJobItems.status} <> 'pending'`);
    expect(worked.length).toBeGreaterThan(0);
    await t.database.db.update(shopJobItems).set({ status: 'pending', reason: null }).where(eq(shopJobItems.jobId, jobId));
    // And one shop row left half-written (syncing, no catalog row yet).
    await t.database.db.update(shopGoods).set({ status: 'syncing', goodsId: null }).where(eq(shopGoods.shopId, shop.id));
    let state = 'more';
    while (state === 'more') state = (await service.runSlice(jobId, 0)).state;
    const rows = await t.database.db.select().from(shopGoods).where(eq(shopGoods.shopId, shop.id));
    expect(rows).toHaveLength(250);
    expect(new Set(rows.map((r) => r.offerId)).size).toBe(250);
    expect(rows.every((r) => r.status === 'ready' && r.goodsId !== null)).toBe(true);
    const job = ((await call(SHOP_PATH.jobs, {}, user)).body.data as Job[]).find((j) => j.id === jobId);
    expect(job).toMatchObject({ status: 'done', total: 250, done: 250, failed: 0 });
  });

  it('a job whose slice failed past its retries is closed: its pending rows and the shop rows they left syncing fail as stopped', async () => {
    const { user, shop } = await userWithShop();
    const service = imports({});
    const jobId = (await service.acceptFile(user.userId, demoGoodsSheet(250, nextOffers(250))))!.jobId!;
    expect((await service.runSlice(jobId, 0)).state).toBe('more');
    // A batch cut off before it settled anything: its rows pending again, their shop rows syncing.
    const worked = await t.database.db.select().from(shopJobItems).where(sql`${shopJobItems.jobId} = ${jobId} and ${shopJobItems.status} <> 'pending'`);
    const cut = worked.slice(0, 10).map((r) => r.row);
    await t.database.db.update(shopJobItems).set({ status: 'pending', reason: null }).where(sql`${shopJobItems.jobId} = ${jobId} and ${shopJobItems.row} in ${cut}`);
    const cutOffers = worked.slice(0, 10).map((r) => r.offerId);
    await t.database.db.update(shopGoods).set({ status: 'syncing', goodsId: null }).where(sql`${shopGoods.shopId} = ${shop.id} and ${shopGoods.offerId} in ${cutOffers}`);

    await service.stopJob(jobId);
    const job = ((await call(SHOP_PATH.jobs, {}, user)).body.data as Job[]).find((j) => j.id === jobId)!;
    expect(job).toMatchObject({ status: 'failed', total: 250, done: worked.length - 10, failed: 250 - worked.length + 10 });
    const items = await t.database.db.select().from(shopJobItems).where(eq(shopJobItems.jobId, jobId));
    expect(items.filter((i) => i.status === 'pending')).toHaveLength(0);
    expect(items.filter((i) => i.status === 'failed').every((i) => i.reason === 'stopped')).toBe(true);
    const rows = await t.database.db.select().from(shopGoods).where(eq(shopGoods.shopId, shop.id));
    expect(rows.filter((r) => r.status === 'syncing')).toHaveLength(0);
    expect(rows.filter((r) => r.status === 'failed').map((r) => [r.offerId, r.failReason]).sort()).toEqual(cutOffers.map((o) => [o, 'stopped']).sort());

    // Closed for good: asked again, or a late slice, changes nothing.
    await service.stopJob(jobId);
    expect((await service.runSlice(jobId, 0)).state).toBe('finished');
    expect(((await call(SHOP_PATH.jobs, {}, user)).body.data as Job[]).find((j) => j.id === jobId)).toEqual(job);
  });

  it('a shop import is worked the same way: its pages become rows, and a cut-off run finishes with each item once', async () => {
    const { user, shop } = await userWithShop();
    const service = imports({});
    const repo = makeShopsRepo(t.database.db);
    const jobId = await repo.createJob(shop.id, 'shop', 'taobao:77703');
    expect((await service.runSlice(jobId, 0)).state).toBe('more');
    await t.database.db.update(shopJobItems).set({ status: 'pending', reason: null }).where(eq(shopJobItems.jobId, jobId));
    let state = 'more';
    while (state === 'more') state = (await service.runSlice(jobId, 0)).state;
    const job = ((await call(SHOP_PATH.jobs, {}, user)).body.data as Job[]).find((j) => j.id === jobId)!;
    expect(job).toMatchObject({ kind: 'shop', status: 'done', total: generatedShopSize('taobao', '77703') });
    expect(job.done + job.failed).toBe(job.total);
    const rows = await t.database.db.select().from(shopGoods).where(eq(shopGoods.shopId, shop.id));
    expect(new Set(rows.map((r) => r.offerId)).size).toBe(rows.length);
    expect(rows.filter((r) => r.status === 'ready')).toHaveLength(job.done);
  });
});
