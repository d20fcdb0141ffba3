import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_PATH, CATALOG_PATH, FAVORITE_PATH } from '../../core/api.ts';
import { asCookie, createSignedInUser } from '../test-support/sessions.ts';
import { AgentOfferSchema, AgentUrlSchema, GoodsCardSchema, GoodsDetailSchema, GoodsKeySchema, GoodsPageSchema, SellerSummarySchema, FavoriteCardSchema, pageOf, RateEntrySchema, HotCategorySchema, CategoryNodeSchema, AgentSummarySchema } from '../../core/api-schemas.ts';
import { callApi, createTestApp } from '../test-support/test-app.ts';
import { insertGoods, insertQcPhotos, insertSeller } from './catalog/test-fixtures.ts';

/**
 * Every public catalog, reference and favourites call's answer matches its one schema in core/api-schemas.ts, key for key
 * (`.strict()`: no field the schema does not name) — including the cached-bytes path of the goods lists
 * (routes.ts `makeAnswerBytes`), whose second answer is the prewritten bytes.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
const call = async (path: string, body: unknown, headers: Record<string, string> = {}) => (await callApi(t.app, t.config.SIGN_KEY, path, body, headers)).body;
const strictPage = z.object({ ...GoodsPageSchema.shape, list: z.array(GoodsCardSchema.strict()) }).strict();
let hoodie: { channel: string; offerId: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const sellerId = (await insertSeller(db, { name: 'Shape Knit Co.', verified: true, qcPassRate: 0.97, onTimeShipRate: 0.92, disputeRate: 0.004 })).id;
  const [inserted] = await insertGoods(db, [
    { titleCn: '形状测试卫衣', titles: { en: 'Shape Test Hoodie' }, categoryKey: 'clothing-accessories/hoodies-sweatshirts', priceCny: 129, soldCount: 5, qcCount: 1, sellerId },
    { titleCn: '形状测试夹克', titles: { en: 'Shape Test Jacket' }, categoryKey: 'clothing-accessories/hoodies-sweatshirts', priceCny: 99, sellerId },
  ]);
  hoodie = inserted!;
  await insertQcPhotos(db, inserted!.id, [{ image: 'demo/qc/shape.svg', takenAt: new Date('2026-03-01T10:00:00Z'), agentSlug: 'cnfans' }]);
});
afterAll(async () => t?.close());

describe('catalog answer shapes', () => {
  it('default goods list: first answer and cached bytes both parse strictly and agree', async () => {
    const first = await call(CATALOG_PATH.defaultGoodsList, { pageId: 1, pageSize: 20 });
    expect(first.code).toBe(0);
    expect(first.data.list.length).toBeGreaterThan(0);
    expect(strictPage.parse(first.data)).toEqual(first.data);
    const again = await call(CATALOG_PATH.defaultGoodsList, { pageId: 1, pageSize: 20 });
    expect(again).toEqual(first);
    expect(strictPage.parse(again.data)).toEqual(again.data);
  });

  it('goods list (search) parses strictly', async () => {
    const res = await call(CATALOG_PATH.goodsList, { keyword: 'Shape Test', pageId: 1, pageSize: 20 });
    expect(res.code).toBe(0);
    expect(res.data.list.length).toBeGreaterThan(0);
    expect(strictPage.parse(res.data)).toEqual(res.data);
  });

  it('goods id by url parses strictly', async () => {
    const res = await call(CATALOG_PATH.goodsIdByUrl, { url: `https://item.taobao.com/item.htm?id=${hoodie.offerId}` });
    expect(res.code).toBe(0);
    expect(GoodsKeySchema.strict().parse(res.data)).toEqual(res.data);
  });

  it('goods info parses strictly, seller and QC photos included', async () => {
    const res = await call(CATALOG_PATH.goodsInfo, { channel: hoodie.channel, offerId: hoodie.offerId });
    expect(res.code).toBe(0);
    expect(res.data.seller).not.toBeNull();
    expect(res.data.qcPhotos.length).toBe(1);
    const strict = GoodsDetailSchema.extend({ seller: SellerSummarySchema.strict().nullable(), qcPhotos: z.array(GoodsDetailSchema.shape.qcPhotos.element.strict()) }).strict();
    expect(strict.parse(res.data)).toEqual(res.data);
  });

  it('similar goods parse strictly', async () => {
    const res = await call(CATALOG_PATH.similarGoodsList, { channel: hoodie.channel, offerId: hoodie.offerId });
    expect(res.code).toBe(0);
    expect(res.data.list.length).toBeGreaterThan(0);
    expect(z.object({ list: z.array(GoodsCardSchema.strict()) }).strict().parse(res.data)).toEqual(res.data);
  });

  it('trusted sellers parse strictly', async () => {
    const res = await call(CATALOG_PATH.trustedSellerList, {});
    expect(res.code).toBe(0);
    expect(res.data.list.length).toBeGreaterThan(0);
    const strict = z.object({ list: z.array(z.object({ seller: SellerSummarySchema.strict(), goods: z.array(GoodsCardSchema.strict()) }).strict()) }).strict();
    expect(strict.parse(res.data)).toEqual(res.data);
  });

  it('agent offers and agent links parse strictly', async () => {
    const offers = await call(CATALOG_PATH.goodsAgentList, { channel: hoodie.channel, offerId: hoodie.offerId });
    expect(offers.code).toBe(0);
    expect(offers.data.length).toBeGreaterThan(0);
    expect(z.array(AgentOfferSchema.strict()).parse(offers.data)).toEqual(offers.data);
    const urls = await call(CATALOG_PATH.goodsAgentUrlList, { channel: hoodie.channel, offerId: hoodie.offerId });
    expect(urls.code).toBe(0);
    expect(urls.data.length).toBeGreaterThan(0);
    expect(z.array(AgentUrlSchema.strict()).parse(urls.data)).toEqual(urls.data);
  });
});

describe('reference answer shapes', () => {
  it('rate list, hot categories, category tree and agents parse strictly', async () => {
    const rates = await call(API_PATH.rateList, {});
    expect(rates.code).toBe(0);
    expect(rates.data.length).toBeGreaterThan(0);
    expect(z.array(RateEntrySchema.strict()).parse(rates.data)).toEqual(rates.data);
    const hot = await call(API_PATH.hotCategoryList, {});
    expect(hot.data.length).toBeGreaterThan(0);
    expect(z.array(HotCategorySchema.strict()).parse(hot.data)).toEqual(hot.data);
    const tree = await call(API_PATH.categoryTree, {});
    expect(tree.data.length).toBeGreaterThan(0);
    expect(tree.data.some((node: { children: unknown[] }) => node.children.length > 0)).toBe(true);
    // CategoryNodeSchema is recursive (z.lazy); strictness is checked level by level.
    const strictNode = HotCategorySchema.extend({ children: z.array(z.unknown()) }).strict();
    const walk = (nodes: { children: unknown[] }[]): void => nodes.forEach((node) => { strictNode.parse(node); walk(node.children as { children: unknown[] }[]); });
    walk(tree.data);
    expect(z.array(CategoryNodeSchema).parse(tree.data)).toEqual(tree.data);
    const agents = await call(API_PATH.agentList, {});
    expect(agents.data.length).toBeGreaterThan(0);
    expect(z.array(AgentSummarySchema.strict()).parse(agents.data)).toEqual(agents.data);
  });
});

describe('favourites answer shapes', () => {
  it('favourites list parses strictly, for a catalog product and one the catalog does not hold', async () => {
    const ana = await createSignedInUser(t.database.db);
    expect((await call(FAVORITE_PATH.add, hoodie, asCookie(ana))).code).toBe(0);
    expect((await call(FAVORITE_PATH.add, { channel: 'taobao', offerId: '69999999999' }, asCookie(ana))).code).toBe(0);
    const res = await call(FAVORITE_PATH.list, { pageId: 1, pageSize: 20 }, asCookie(ana));
    expect(res.code).toBe(0);
    expect(res.data.list.map((card: { inCatalog: boolean }) => card.inCatalog).sort()).toEqual([false, true]);
    expect(pageOf(FavoriteCardSchema.strict()).strict().parse(res.data)).toEqual(res.data);
  });
});
