import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_PATH } from '../../../core/api.ts';
import { agents, goods, qcPhotos, sellers } from '../../../db/schema/index.ts';
import { trustScore } from '../../../core/trust.ts';
import { callApi, createTestApp, signedHeaders } from '../../test-support/test-app.ts';
import { cardColumns, makeCatalogRepo } from './repo.ts';
import { InvalidError } from '../../errors.ts';
import { makeCatalogService, type CatalogContext } from './service.ts';
import { categoryId, insertGoods, insertQcPhotos, insertSeller } from './test-fixtures.ts';
import { makeReferenceRepo } from '../reference/repo.ts';
import { makeReferenceService } from '../reference/service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const call = (path: string, body: unknown, headers: Record<string, string> = {}) => callApi(t.app, t.config.SIGN_KEY, path, body, headers);
const info = (body: Record<string, unknown>, headers: Record<string, string> = {}) => call(CATALOG_PATH.goodsInfo, body, headers);
/** A call from another client address (app.inject's remoteAddress). */
const infoFrom = async (ip: string, body: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/${CATALOG_PATH.goodsInfo}`, headers: signedHeaders(t.config.SIGN_KEY), payload: JSON.stringify(body), remoteAddress: ip });
  return res.json();
};

const HOODIES = 'clothing-accessories/hoodies-sweatshirts';
const JACKETS = 'clothing-accessories/jackets-coats';
const TEES = 'clothing-accessories/t-shirts-tops';
const SNEAKERS = 'shoes/sneakers';

let hoodie: { id: number; channel: string; offerId: string };
let sellerId: number;
const listedSince = new Date(Date.now() - 500 * 86_400_000 - 3_600_000);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  sellerId = (await insertSeller(db, { name: 'Hangzhou Knit Co.', verified: true, qcPassRate: 0.97, onTimeShipRate: 0.92, disputeRate: 0.004, listedSince })).id;
  const [inserted] = await insertGoods(db, [
    {
      titleCn: '加绒连帽卫衣男',
      titles: { en: 'Fleece Hoodie', de: 'Fleece-Kapuzenpullover', zh: '加绒连帽卫衣' },
      categoryKey: HOODIES,
      priceCny: 129,
      soldCount: 321,
      viewCount: 40,
      qcCount: 3,
      weightG: 650,
      sellerId,
      images: ['demo/goods/hoodie-1.svg', 'demo/goods/hoodie-2.svg'],
    },
  ]);
  hoodie = inserted!;
  await insertQcPhotos(db, hoodie.id, [
    { image: 'demo/qc/old.svg', takenAt: new Date('2026-03-01T10:00:00Z'), agentSlug: 'cnfans' },
    { image: 'demo/qc/new.svg', takenAt: new Date('2026-05-01T10:00:00Z'), agentSlug: 'kakobuy' },
    { image: 'demo/qc/mid.svg', takenAt: new Date('2026-04-01T10:00:00Z') },
  ]);
  // Similar-goods candidates: same sub-category (hoodies), sibling sub-categories, another hot category.
  await insertGoods(db, [
    { titleCn: '加绒连帽卫衣女', titles: { en: 'Fleece Hoodie for Women' }, categoryKey: HOODIES, priceCny: 125, weightG: 600 },
    { titleCn: '纯色圆领卫衣', titles: { en: 'Plain Crew Sweatshirt' }, categoryKey: HOODIES, priceCny: 60, weightG: 400 },
    { titleCn: '重磅卫衣', titles: { en: 'Heavyweight Hoodie' }, categoryKey: HOODIES, priceCny: 300, weightG: 900 },
    { titleCn: '加绒夹克外套', titles: { en: 'Fleece Jacket' }, categoryKey: JACKETS, priceCny: 130, weightG: 700 },
    { titleCn: '纯棉短袖T恤', titles: { en: 'Cotton T-Shirt' }, categoryKey: TEES, priceCny: 39, weightG: 200 },
    { titleCn: '休闲运动鞋', titles: { en: 'Sneakers' }, categoryKey: SNEAKERS, priceCny: 129, weightG: 650 },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('S/pub/get/goods/info', () => {
  it('answers the product with its images, QC photos (newest first), seller and trust score', async () => {
    const { body } = await info({ channel: hoodie.channel, offerId: hoodie.offerId });
    expect(body.code).toBe(0);
    const listingAgeDays = 500;
    expect(body.data).toEqual({
      channel: 'taobao',
      offerId: hoodie.offerId,
      title: 'Fleece Hoodie',
      titleCn: '加绒连帽卫衣男',
      image: 'demo/goods/hoodie-1.svg',
      priceCny: 129,
      soldCount: 321,
      viewCount: 40,
      qcCount: 3,
      categoryId: await categoryId(t.database.db, HOODIES),
      outOfStock: false,
      images: ['demo/goods/hoodie-1.svg', 'demo/goods/hoodie-2.svg'],
      qcPhotos: [
        { url: 'demo/qc/new.svg', takenAt: '2026-05-01T10:00:00.000Z', agentName: 'Kakobuy' },
        { url: 'demo/qc/mid.svg', takenAt: '2026-04-01T10:00:00.000Z', agentName: null },
        { url: 'demo/qc/old.svg', takenAt: '2026-03-01T10:00:00.000Z', agentName: 'CNFans' },
      ],
      weightG: 650,
      volumeCm3: 3000,
      deliveryDays: 7,
      stock: 50,
      productUrl: `https://item.taobao.com/item.htm?id=${hoodie.offerId}`,
      seller: {
        id: sellerId,
        name: 'Hangzhou Knit Co.',
        channel: 'taobao',
        trustScore: trustScore({ qcPassRate: 0.97, onTimeShipRate: 0.92, disputeRate: 0.004, listingAgeDays, verified: true }),
        verified: true,
        qcPassRate: 0.97,
        onTimeShipRate: 0.92,
        disputeRate: 0.004,
        listingAgeDays,
      },
    });
    expect(body.data.seller.trustScore).toBe(94); // 38.8 + 27.6 + 18.4 + 4.6 + 5
  });

  it('answers the title in the request language', async () => {
    expect((await info({ channel: 'taobao', offerId: hoodie.offerId }, { language: 'de' })).body.data.title).toBe('Fleece-Kapuzenpullover');
    expect((await info({ channel: 'taobao', offerId: hoodie.offerId }, { language: 'zh' })).body.data.title).toBe('加绒连帽卫衣');
    expect((await info({ channel: 'taobao', offerId: hoodie.offerId }, { language: 'ru' })).body.data.title).toBe('Fleece Hoodie');
  });

  it('answers a product without a seller with seller null', async () => {
    const [bare] = await insertGoods(t.database.db, [{ titleCn: '无店铺商品', categoryKey: TEES }]);
    expect((await info({ channel: 'taobao', offerId: bare!.offerId })).body.data.seller).toBeNull();
  });

  it('answers code 404 with a translated message for a product we do not have', async () => {
    const en = await info({ channel: 'weidian', offerId: hoodie.offerId });
    expect(en.status).toBe(200);
    expect(en.body).toEqual({ code: 404, msg: 'Product not found.', data: { reason: 'product_not_found' } });
    const de = await info({ channel: 'taobao', offerId: '99999999999' }, { language: 'de' });
    expect(de.body).toMatchObject({ code: 404, msg: 'Produkt nicht gefunden.' });
  });

  it('refuses an unknown channel, a non-numeric offer id and missing fields with code 400', async () => {
    expect((await info({ channel: 'amazon', offerId: hoodie.offerId })).body.data.fields).toHaveProperty('channel');
    expect((await info({ channel: 'taobao', offerId: 'abc123' })).body.data.fields).toHaveProperty('offerId');
    expect((await info({ channel: 'taobao', offerId: '12' })).body.code).toBe(400);
    expect((await info({ channel: 'taobao', offerId: 123456789 })).body.code).toBe(400);
    expect((await info({ channel: 'taobao' })).body).toMatchObject({ code: 400, data: { fields: { offerId: expect.any(String) } } });
    expect((await info({ channel: 'taobao', offerId: hoodie.offerId, countView: 'yes' })).body.code).toBe(400);
  });
});

describe('the product page\'s reads as functions (migration 0029, docs/decisions/020 "Ninth pass")', () => {
  it('findGoods answers what the typed selects of the row, its seller and its QC photos answer', async () => {
    const db = t.database.db;
    const repo = makeCatalogRepo(db);
    const [bare, tied] = await insertGoods(db, [
      // Another hot category than the hoodie's: its similar goods stay as the tests below expect.
      { titleCn: '无店铺无照片', categoryKey: SNEAKERS, images: [] },
      { titleCn: '同一时刻的照片', categoryKey: SNEAKERS, sellerId },
    ]);
    // Photos of one instant: by sort order, then by id.
    const instant = new Date('2026-02-01T10:00:00Z');
    await insertQcPhotos(db, tied!.id, [{ image: 'b.svg', takenAt: instant }, { image: 'a.svg', takenAt: instant, agentSlug: 'cnfans' }]);
    await insertQcPhotos(db, tied!.id, [{ image: 'c.svg', takenAt: instant }]);
    expect((await repo.findGoods(tied!.channel, tied!.offerId))!.qcPhotos.map((p) => p.image)).toEqual(['b.svg', 'c.svg', 'a.svg']);
    for (const key of [hoodie, bare!, tied!]) {
      const [row] = await db
        .select({
          ...cardColumns,
          images: goods.images,
          weightG: goods.weightG,
          volumeCm3: goods.volumeCm3,
          deliveryDays: goods.deliveryDays,
          stock: goods.stock,
          productUrl: goods.productUrl,
          seller: { id: sellers.id, name: sellers.name, channel: sellers.channel, verified: sellers.verified, qcPassRate: sellers.qcPassRate, onTimeShipRate: sellers.onTimeShipRate, disputeRate: sellers.disputeRate, listedSince: sellers.listedSince },
        })
        .from(goods)
        .leftJoin(sellers, eq(sellers.id, goods.sellerId))
        .where(and(eq(goods.channel, key.channel), eq(goods.offerId, key.offerId)));
      const photos = await db
        .select({ image: qcPhotos.image, takenAt: qcPhotos.takenAt, agentName: agents.agentName })
        .from(qcPhotos)
        .leftJoin(agents, eq(agents.id, qcPhotos.agentId))
        .where(eq(qcPhotos.goodsId, row!.id))
        .orderBy(desc(qcPhotos.takenAt), asc(qcPhotos.sortOrder), asc(qcPhotos.id));
      expect(await repo.findGoods(key.channel, key.offerId)).toEqual({ ...row, qcPhotos: photos });
    }
    expect(await repo.findGoods('taobao', '999999999999')).toBeNull();
  });

  it('listCardsByIds answers what the typed select of the cards answers', async () => {
    const db = t.database.db;
    const ids = (await db.select({ id: goods.id }).from(goods)).map((r) => r.id);
    const typed = await db.select(cardColumns).from(goods).where(inArray(goods.id, ids));
    const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);
    expect(byId(await makeCatalogRepo(db).listCardsByIds([...ids, 987654321]))).toEqual(byId(typed));
    expect(await makeCatalogRepo(db).listCardsByIds([])).toEqual([]);
  });
});

describe('view counting', () => {
  it('counts a view once per visitor and product within ten minutes, and answers the count with it', async () => {
    const [fresh] = await insertGoods(t.database.db, [{ titleCn: '计数测试', categoryKey: TEES, viewCount: 7 }]);
    const key = { channel: 'taobao', offerId: fresh!.offerId };
    expect((await infoFrom('203.0.113.5', key)).data.viewCount).toBe(7); // no countView: nothing counted
    expect((await infoFrom('203.0.113.5', { ...key, countView: true })).data.viewCount).toBe(8);
    expect((await infoFrom('203.0.113.5', { ...key, countView: true })).data.viewCount).toBe(8); // reload: same visitor
    expect((await infoFrom('198.51.100.9', { ...key, countView: true })).data.viewCount).toBe(9); // another visitor
    expect((await infoFrom('203.0.113.5', key)).data.viewCount).toBe(9);
  });

  it('counts again after the window, with a clock the test controls', async () => {
    let now = Date.parse('2026-06-01T00:00:00Z');
    const reference = makeReferenceService(makeReferenceRepo(t.database.db));
    const service = makeCatalogService({ repo: makeCatalogRepo(t.database.db), reference, now: () => now });
    const [fresh] = await insertGoods(t.database.db, [{ titleCn: '窗口测试', categoryKey: TEES }]);
    const ctx: CatalogContext = { locale: 'en', clientIp: '192.0.2.1' };
    const req = { channel: 'taobao' as const, offerId: fresh!.offerId, countView: true };
    expect((await service.goodsInfo(req, ctx)).viewCount).toBe(1);
    now += 9 * 60_000;
    expect((await service.goodsInfo(req, ctx)).viewCount).toBe(1);
    now += 2 * 60_000;
    expect((await service.goodsInfo(req, ctx)).viewCount).toBe(2);
  });
});

describe('view counts written in batches (docs/decisions/020, fifth pass)', () => {
  const viewsInDatabase = async (goodsId: number) => {
    const result = await t.database.db.execute(sql`select view_count from goods where id = ${goodsId}`);
    return Number((result as unknown as { rows: { view_count: number }[] }).rows[0]!.view_count);
  };
  const serviceWithoutTimer = () =>
    makeCatalogService({ repo: makeCatalogRepo(t.database.db), reference: makeReferenceService(makeReferenceRepo(t.database.db)), viewFlushMs: 3_600_000 });

  it('counts 100 concurrent views of a product once each, writes none during the views and all of them in one flush', async () => {
    const service = serviceWithoutTimer();
    const [fresh, other] = await insertGoods(t.database.db, [
      { titleCn: '并发计数', categoryKey: TEES, viewCount: 50 },
      { titleCn: '并发计数二', categoryKey: TEES, viewCount: 5 },
    ]);
    const req = (g: { offerId: string }) => ({ channel: 'taobao' as const, offerId: g.offerId, countView: true });
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => service.goodsInfo(req(fresh!), { locale: 'en', clientIp: `198.51.100.${i}` })));
    // The same visitor again: not another view.
    await Promise.all(Array.from({ length: 10 }, () => service.goodsInfo(req(fresh!), { locale: 'en', clientIp: '198.51.100.1' })));
    await service.goodsInfo(req(other!), { locale: 'en', clientIp: '198.51.100.1' });
    for (const answer of answers) {
      expect(answer.viewCount).toBeGreaterThan(50);
      expect(answer.viewCount).toBeLessThanOrEqual(150);
    }
    expect(await viewsInDatabase(fresh!.id)).toBe(50); // the views themselves wrote nothing
    const look = () => service.goodsInfo({ channel: 'taobao', offerId: fresh!.offerId }, { locale: 'en', clientIp: '192.0.2.9' });
    expect((await look()).viewCount).toBe(150); // shown with the views not yet written
    await service.flushViews();
    expect(await viewsInDatabase(fresh!.id)).toBe(150);
    expect(await viewsInDatabase(other!.id)).toBe(6);
    expect((await look()).viewCount).toBe(150);
    await service.flushViews(); // nothing new: nothing added twice
    expect(await viewsInDatabase(fresh!.id)).toBe(150);
    await service.close();
  });

  it('writes the views counted since the last flush when closed (shutdown)', async () => {
    const service = serviceWithoutTimer();
    const [fresh] = await insertGoods(t.database.db, [{ titleCn: '关闭计数', categoryKey: TEES, viewCount: 0 }]);
    await service.goodsInfo({ channel: 'taobao', offerId: fresh!.offerId, countView: true }, { locale: 'en', clientIp: '203.0.113.77' });
    expect(await viewsInDatabase(fresh!.id)).toBe(0);
    await service.close();
    expect(await viewsInDatabase(fresh!.id)).toBe(1);
  });
});

describe('S/pub/get/similar/goods/list', () => {
  const similar = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/${CATALOG_PATH.similarGoodsList}?${query}`, headers: signedHeaders(t.config.SIGN_KEY) })).json();

  it('answers goods of the same sub-category first, then of the same hot category, never the product itself', async () => {
    const body = await similar(`channel=taobao&offerId=${hoodie.offerId}`);
    expect(body.code).toBe(0);
    const titles: string[] = body.data.list.map((x: { title: string }) => x.title);
    expect(titles).not.toContain('Fleece Hoodie');
    expect(new Set(titles.slice(0, 3))).toEqual(new Set(['Fleece Hoodie for Women', 'Heavyweight Hoodie', 'Plain Crew Sweatshirt']));
    expect(titles[0]).toBe('Fleece Hoodie for Women'); // closest title, price and weight
    expect(titles.slice(3)).toEqual(expect.arrayContaining(['Fleece Jacket', 'Cotton T-Shirt']));
    expect(titles).not.toContain('Sneakers'); // another hot category
  });

  it('ranks same-category goods by title, price and weight closeness', async () => {
    const body = await similar(`channel=taobao&offerId=${hoodie.offerId}&pageSize=3`);
    expect(body.data.list.map((x: { title: string }) => x.title)).toEqual(['Fleece Hoodie for Women', 'Heavyweight Hoodie', 'Plain Crew Sweatshirt']);
  });

  it('answers an empty list for a product we do not have', async () => {
    expect(await similar('channel=weidian&offerId=1234567890')).toMatchObject({ code: 0, data: { list: [] } });
  });

  it('takes pageSize (default 12, at most 60) and refuses bad parameters', async () => {
    expect((await similar(`channel=taobao&offerId=${hoodie.offerId}&pageSize=1`)).data.list).toHaveLength(1);
    expect((await similar(`channel=taobao&offerId=${hoodie.offerId}&pageSize=61`)).code).toBe(400);
    expect((await similar(`channel=taobao&offerId=${hoodie.offerId}&pageSize=0`)).code).toBe(400);
    expect((await similar(`channel=ebay&offerId=${hoodie.offerId}`)).code).toBe(400);
    expect((await similar('channel=taobao')).code).toBe(400);
  });

  it('also answers a POST with the same fields (clients that only POST)', async () => {
    const { body } = await call(CATALOG_PATH.similarGoodsList, { channel: 'taobao', offerId: hoodie.offerId, pageSize: 2 });
    expect(body.data.list.map((x: { title: string }) => x.title)).toEqual(['Fleece Hoodie for Women', 'Heavyweight Hoodie']);
  });
});

describe('S/pub/get/goods/id/by/url', () => {
  const byUrl = (url: unknown, headers: Record<string, string> = {}) => call(CATALOG_PATH.goodsIdByUrl, { url }, headers);

  it('reads marketplace and agent links, for goods in the catalog or not', async () => {
    expect((await byUrl(`https://item.taobao.com/item.htm?spm=a21n57&id=${hoodie.offerId}`)).body).toMatchObject({ code: 0, data: { channel: 'taobao', offerId: hoodie.offerId } });
    expect((await byUrl('https://weidian.com/item.html?itemID=7212345678')).body.data).toEqual({ channel: 'weidian', offerId: '7212345678' });
    expect((await byUrl('https://detail.1688.com/offer/846137330434.html')).body.data).toEqual({ channel: '1688', offerId: '846137330434' });
    expect((await byUrl('https://cnfans.com/product?id=7212345678&platform=WEIDIAN&ref=123')).body.data).toEqual({ channel: 'weidian', offerId: '7212345678' });
  });

  it('refuses an unusable link with the spec message, the link engine’s reason and a message saying why', async () => {
    const res = await byUrl('https://example.com/page');
    expect(res.body).toEqual({
      code: 400,
      msg: 'Please enter a valid goods URL.',
      data: { reason: 'unsupported_link', fields: { url: 'This link is not a product page we can read. Paste a product link from Taobao, Weidian, 1688 or a shopping agent.' } },
    });
    const words = (await byUrl('just some words')).body.data;
    expect(words).toMatchObject({ reason: 'not_a_link', fields: { url: 'This is not a link. Paste a product link from Taobao, Weidian, 1688 or a shopping agent.' } });
    const shop = (await byUrl('https://shop123456.taobao.com/')).body.data;
    expect(shop).toMatchObject({ reason: 'shop_link', fields: { url: "This is a shop page, not a product. Open one of the shop's products and paste its link." } });
    expect((await byUrl('https://item.taobao.com/item.htm?spm=a1z10')).body.data).toMatchObject({ reason: 'missing_id', fields: { url: expect.stringContaining('no product ID') } });
    expect((await byUrl('https://www.goofish.com/item?id=712345678901')).body.data.reason).toBe('unsupported_marketplace');
    const de = await byUrl('https://shop123456.taobao.com/', { language: 'de' });
    expect(de.body.msg).toBe('Bitte gib einen gültigen Produktlink ein.');
    expect(de.body.data.fields.url).toBe('Das ist eine Shopseite, kein Produkt. Öffne ein Produkt des Shops und füge dessen Link ein.');
  });

  it('explains that a short share link must be opened first', async () => {
    const res = await byUrl('https://m.tb.cn/h.gYkQ1ab?tk=abc');
    expect(res.body).toMatchObject({
      code: 400,
      msg: 'This is a short share link. Open it in your browser and paste the full product link instead.',
      data: { reason: 'short_link_needs_resolution' },
    });
    expect(res.body.data.resolveFailed).toBeUndefined();
    const password = await byUrl('【淘宝】限时特惠 ￥AbC123xyZ9￥ 打开手淘');
    expect(password.body).toMatchObject({ code: 400, msg: 'This is a Taobao share code. Open it in the Taobao app and paste the product link instead.', data: { reason: 'short_link_needs_resolution' } });
  });

  it('refuses a missing, empty or too long url', async () => {
    expect((await call(CATALOG_PATH.goodsIdByUrl, {})).body.data.fields).toHaveProperty('url');
    expect((await byUrl('   ')).body.code).toBe(400);
    expect((await byUrl(`https://item.taobao.com/item.htm?id=1234567890&x=${'a'.repeat(2100)}`)).body.code).toBe(400);
    expect((await byUrl(42)).body.code).toBe(400);
  });
});

describe('short-link resolution (LINK_RESOLVER on)', () => {
  const serviceWith = (resolveShortLink: (url: string) => Promise<string | null>) =>
    makeCatalogService({ repo: makeCatalogRepo(t.database.db), reference: makeReferenceService(makeReferenceRepo(t.database.db)), resolveShortLink });

  it('resolves a short link and reads the product link behind it', async () => {
    const asked: string[] = [];
    const service = serviceWith(async (url) => {
      asked.push(url);
      return 'https://item.taobao.com/item.htm?id=678901234567';
    });
    expect(await service.goodsIdByUrl('看看这个 https://m.tb.cn/h.gYkQ1ab?tk=abc 好物')).toEqual({ channel: 'taobao', offerId: '678901234567' });
    expect(asked).toEqual([expect.stringContaining('m.tb.cn/h.gYkQ1ab')]);
  });

  it('answers the short-link message with resolveFailed when resolution fails or finds no product', async () => {
    for (const resolve of [async () => null, async () => 'https://example.com/', async () => Promise.reject(new Error('timeout'))]) {
      const error = await serviceWith(resolve).goodsIdByUrl('https://m.tb.cn/h.gYkQ1ab').catch((e: unknown) => e);
      // The service names message keys; the error mapper translates them (server/http/error-handler.ts).
      expect(error).toBeInstanceOf(InvalidError);
      expect(error).toMatchObject({ code: 400, msgKey: 'shortLinkNeedsResolution', data: { reason: 'short_link_needs_resolution', resolveFailed: true }, fields: { url: 'shortLinkNeedsResolution' } });
    }
  });

  it('never sends a 淘口令 to the resolver: only the Taobao app reads it', async () => {
    const service = serviceWith(async () => {
      throw new Error('must not be called');
    });
    const error = await service.goodsIdByUrl('￥AbC123xyZ9￥').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 400, msgKey: 'taoPasswordNeedsApp' });
  });
});
