/** The catalog tells a signed-in caller which goods are favourites (`isCollected`), with one query per list. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_PATH, FAVORITE_PATH, type GoodsCard } from '../../../core/api.ts';
import { callApi, createTestApp, signedHeaders } from '../../test-support/test-app.ts';
import { asCookie, asHeader, createSignedInUser, type TestSession } from '../../test-support/sessions.ts';
import { makeCatalogRepo } from '../catalog/repo.ts';
import { makeCatalogService, type CatalogContext } from '../catalog/service.ts';
import { insertGoods, insertSeller } from '../catalog/test-fixtures.ts';
import { makeReferenceRepo } from '../reference/repo.ts';
import { makeReferenceService } from '../reference/service.ts';
import { makeFavoritesRepo } from './repo.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const call = (path: string, body: unknown, headers: Record<string, string> = {}) => callApi(t.app, t.config.SIGN_KEY, path, body, headers);

const HOODIES = 'clothing-accessories/hoodies-sweatshirts';
let goods: { channel: string; offerId: string }[];
let ana: TestSession;
let ben: TestSession;

/** offerId → isCollected (undefined when the answer has no such field). */
const flags = (cards: GoodsCard[]) => Object.fromEntries(cards.map((c) => [c.offerId, c.isCollected]));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const sellerId = (await insertSeller(db, { name: 'Trusted Knit', verified: true })).id;
  goods = await insertGoods(db, [
    { titleCn: '加绒连帽卫衣', titles: { en: 'Fleece Hoodie' }, categoryKey: HOODIES, soldCount: 50, sellerId },
    { titleCn: '纯色连帽卫衣', titles: { en: 'Plain Hoodie' }, categoryKey: HOODIES, soldCount: 40, sellerId },
    { titleCn: '重磅连帽卫衣', titles: { en: 'Heavy Hoodie' }, categoryKey: HOODIES, soldCount: 30, sellerId },
  ]);
  ana = await createSignedInUser(db);
  ben = await createSignedInUser(db);
  await call(FAVORITE_PATH.add, goods[0], asCookie(ana));
  await call(FAVORITE_PATH.add, goods[2], asCookie(ana));
  await call(FAVORITE_PATH.add, goods[1], asCookie(ben));
});
afterAll(async () => {
  await t.close();
});

describe('isCollected in S/pub/get/goods/info', () => {
  it('is true for a favourite and false otherwise when the call carries a session', async () => {
    expect((await call(CATALOG_PATH.goodsInfo, goods[0], asCookie(ana))).body.data.isCollected).toBe(true);
    expect((await call(CATALOG_PATH.goodsInfo, goods[1], asCookie(ana))).body.data.isCollected).toBe(false);
    expect((await call(CATALOG_PATH.goodsInfo, goods[1], asHeader(ben))).body.data.isCollected).toBe(true);
  });

  it('is absent without a session, and with a dead one on this public call', async () => {
    expect((await call(CATALOG_PATH.goodsInfo, goods[0])).body.data).not.toHaveProperty('isCollected');
    expect((await call(CATALOG_PATH.goodsInfo, goods[0], { 'x-token': 'unknown' })).body.data).not.toHaveProperty('isCollected');
  });

  it('follows adding and removing at once', async () => {
    const user = await createSignedInUser(t.database.db);
    expect((await call(CATALOG_PATH.goodsInfo, goods[1], asCookie(user))).body.data.isCollected).toBe(false);
    await call(FAVORITE_PATH.add, goods[1], asCookie(user));
    expect((await call(CATALOG_PATH.goodsInfo, goods[1], asCookie(user))).body.data.isCollected).toBe(true);
    await call(FAVORITE_PATH.remove, goods[1], asCookie(user));
    expect((await call(CATALOG_PATH.goodsInfo, goods[1], asCookie(user))).body.data.isCollected).toBe(false);
  });
});

describe('isCollected in goods lists', () => {
  const [hoodie, plain, heavy] = [0, 1, 2];
  const key = (i: number) => goods[i]!.offerId;

  it('marks the default goods list per user; a cached page never carries another user’s marks', async () => {
    const page = { pageId: 1, pageSize: 20 };
    expect(flags((await call(CATALOG_PATH.defaultGoodsList, page, asCookie(ana))).body.data.list)).toEqual({ [key(hoodie)]: true, [key(plain)]: false, [key(heavy)]: true });
    expect(flags((await call(CATALOG_PATH.defaultGoodsList, page, asCookie(ben))).body.data.list)).toEqual({ [key(hoodie)]: false, [key(plain)]: true, [key(heavy)]: false });
    expect(flags((await call(CATALOG_PATH.defaultGoodsList, page)).body.data.list)).toEqual({ [key(hoodie)]: undefined, [key(plain)]: undefined, [key(heavy)]: undefined });
  });

  it('leaves an anonymous answer written before a signed-in call unchanged after it', async () => {
    const body = { keyword: 'hoodie', pageId: 1, pageSize: 10 };
    const before = (await call(CATALOG_PATH.goodsList, body)).body;
    expect(flags((await call(CATALOG_PATH.goodsList, body, asCookie(ana))).body.data.list)).toEqual({ [key(hoodie)]: true, [key(plain)]: false, [key(heavy)]: true });
    const after = (await call(CATALOG_PATH.goodsList, body)).body;
    expect(after).toEqual(before);
    expect(flags(after.data.list)).toEqual({ [key(hoodie)]: undefined, [key(plain)]: undefined, [key(heavy)]: undefined });
  });

  it('marks search results and a product link typed as the keyword', async () => {
    const search = (await call(CATALOG_PATH.goodsList, { keyword: 'hoodie', pageId: 1, pageSize: 20 }, asCookie(ana))).body.data;
    expect(flags(search.list)).toEqual({ [key(hoodie)]: true, [key(plain)]: false, [key(heavy)]: true });
    const byLink = (await call(CATALOG_PATH.goodsList, { keyword: `https://item.taobao.com/item.htm?id=${key(heavy)}`, pageId: 1, pageSize: 20 }, asCookie(ana))).body.data;
    expect(flags(byLink.list)).toEqual({ [key(heavy)]: true });
  });

  it('marks similar goods (GET and POST)', async () => {
    const query = `channel=${goods[1]!.channel}&offerId=${key(plain)}&pageSize=10`;
    const res = await t.app.inject({ method: 'GET', url: `/api/${CATALOG_PATH.similarGoodsList}?${query}`, headers: { ...signedHeaders(t.config.SIGN_KEY), ...asCookie(ana) } });
    expect(flags(res.json().data.list)).toEqual({ [key(hoodie)]: true, [key(heavy)]: true });
    const posted = await call(CATALOG_PATH.similarGoodsList, { ...goods[1], pageSize: 10 }, asCookie(ben));
    expect(flags(posted.body.data.list)).toEqual({ [key(hoodie)]: false, [key(heavy)]: false });
  });

  it('marks the trusted sellers’ goods', async () => {
    const { body } = await call(CATALOG_PATH.trustedSellerList, { pageSize: 4 }, asCookie(ana));
    expect(flags(body.data.list.flatMap((entry: { goods: GoodsCard[] }) => entry.goods))).toEqual({ [key(hoodie)]: true, [key(plain)]: false, [key(heavy)]: true });
  });
});

describe('one query per list', () => {
  it('asks the favourites once for a whole page, and not at all without a user', async () => {
    const repo = makeFavoritesRepo(t.database.db);
    const asked: number[] = [];
    const catalog = makeCatalogService({
      repo: makeCatalogRepo(t.database.db),
      reference: makeReferenceService(makeReferenceRepo(t.database.db)),
      collectedAmong: (userId, keys) => {
        asked.push(keys.length);
        return repo.collectedAmong(userId, keys);
      },
    });
    const ctx: CatalogContext = { locale: 'en', clientIp: '127.0.0.1', userId: ana.userId };
    const page = await catalog.defaultGoodsList({ pageId: 1, pageSize: 20 }, ctx);
    expect(asked).toEqual([3]);
    expect(page.list.filter((c) => c.isCollected).length).toBe(2);
    await catalog.defaultGoodsList({ pageId: 1, pageSize: 20 }, { ...ctx, userId: null });
    await catalog.defaultGoodsList({ pageId: 50, pageSize: 20 }, ctx);
    expect(asked).toEqual([3]);
  });
});
