import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVORITE_PATH } from '../../../core/api.ts';
import { favorites, sessions } from '../../../db/schema/index.ts';
import { ConflictError } from '../../errors.ts';
import { callApi, createTestApp, signedHeaders } from '../../test-support/test-app.ts';
import { asCookie, asHeader, createSession, createSignedInUser, type TestSession } from '../../test-support/sessions.ts';
import { insertGoods, newOfferId } from '../catalog/test-fixtures.ts';
import { makeFavoritesRepo } from './repo.ts';
import { makeFavoritesService } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const call = (path: string, body: unknown, headers: Record<string, string> = {}) => callApi(t.app, t.config.SIGN_KEY, path, body, headers);
const add = (who: TestSession, key: { channel: string; offerId: string }, headers: Record<string, string> = {}) => call(FAVORITE_PATH.add, key, { ...asCookie(who), ...headers });
const remove = (who: TestSession, key: { channel: string; offerId: string }, headers: Record<string, string> = {}) => call(FAVORITE_PATH.remove, key, { ...asCookie(who), ...headers });
const list = (who: TestSession, page = { pageId: 1, pageSize: 20 }, headers: Record<string, string> = {}) => call(FAVORITE_PATH.list, page, { ...asCookie(who), ...headers });

const HOODIES = 'clothing-accessories/hoodies-sweatshirts';
let hoodie: { channel: string; offerId: string };
let sneaker: { channel: string; offerId: string };
let untitled: { channel: string; offerId: string };

beforeAll(async () => {
  t = await createTestApp();
  const rows = await insertGoods(t.database.db, [
    { titleCn: '加绒连帽卫衣男', titles: { en: 'Fleece Hoodie', de: 'Fleece-Kapuzenpullover' }, categoryKey: HOODIES, priceCny: 129, soldCount: 321, viewCount: 40, weightG: 650, images: ['demo/goods/hoodie-1.svg'] },
    { channel: 'weidian', titleCn: '休闲运动鞋', titles: { en: 'Sneakers' }, categoryKey: 'shoes/sneakers', priceCny: 199.5, outOfStock: true },
    { titleCn: '只有中文标题', categoryKey: HOODIES, priceCny: 10 },
  ]);
  [hoodie, sneaker, untitled] = [rows[0]!, rows[1]!, rows[2]!];
});
afterAll(async () => {
  await t.close();
});

describe('favourites need a live session', () => {
  for (const [name, path, body] of [
    ['add', FAVORITE_PATH.add, { channel: 'taobao', offerId: '123456' }],
    ['remove', FAVORITE_PATH.remove, { channel: 'taobao', offerId: '123456' }],
    ['list', FAVORITE_PATH.list, { pageId: 1, pageSize: 10 }],
  ] as const) {
    it(`${name}: code 401 without a session, 401 with an unknown token`, async () => {
      expect((await call(path, body)).body).toMatchObject({ code: 401, data: { reason: 'login_required' } });
      expect((await call(path, body, { 'x-token': 'no-such-token' })).body).toMatchObject({ code: 401 });
    });
  }

  it('code 402 with a revoked session, and nothing changes', async () => {
    const user = await createSignedInUser(t.database.db);
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, user.sessionId));
    expect((await add(user, hoodie)).body).toMatchObject({ code: 402, data: { reason: 'session_expired' } });
    expect((await list(user)).body).toMatchObject({ code: 402 });
    const rows = await t.database.db.select().from(favorites).where(eq(favorites.userId, user.userId));
    expect(rows).toEqual([]);
  });

  it('code 402 with an idle-expired session', async () => {
    const user = await createSignedInUser(t.database.db);
    await t.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 91 * 86_400_000) }).where(eq(sessions.id, user.sessionId));
    expect((await list(user)).body).toMatchObject({ code: 402 });
  });
});

describe('S/add/goods/collect and S/delete/goods/collect', () => {
  it('adds a favourite with the spec message, and lists it with the catalog figures', async () => {
    const user = await createSignedInUser(t.database.db);
    const added = await add(user, hoodie);
    expect(added.body).toEqual({ code: 0, msg: 'Collection Successfully', data: null });

    const { body } = await list(user);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ total: 1, pageId: 1, pageSize: 20, hasMore: false });
    expect(body.data.list).toEqual([
      {
        channel: 'taobao',
        offerId: hoodie.offerId,
        collectedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        inCatalog: true,
        productUrl: `https://item.taobao.com/item.htm?id=${hoodie.offerId}`,
        title: 'Fleece Hoodie',
        titleCn: '加绒连帽卫衣男',
        image: 'demo/goods/hoodie-1.svg',
        priceCny: 129,
        soldCount: 321,
        viewCount: 40,
        weightG: 650,
        volumeCm3: 3000,
        deliveryDays: 7,
        outOfStock: false,
      },
    ]);
  });

  it('answers the messages in the language of the request', async () => {
    const user = await createSignedInUser(t.database.db);
    expect((await add(user, hoodie, { language: 'de' })).body.msg).toBe('Zu den Favoriten hinzugefügt');
    expect((await remove(user, hoodie, { language: 'zh' })).body.msg).toBe('取消收藏成功');
  });

  it('accepts the session as the X-TOKEN header too', async () => {
    const user = await createSignedInUser(t.database.db);
    expect((await call(FAVORITE_PATH.add, sneaker, asHeader(user))).body.code).toBe(0);
    expect((await call(FAVORITE_PATH.list, { pageId: 1, pageSize: 5 }, asHeader(user))).body.data.total).toBe(1);
  });

  it('adding twice changes nothing (the first time stays)', async () => {
    const user = await createSignedInUser(t.database.db);
    await add(user, hoodie);
    const first = (await list(user)).body.data.list[0].collectedAt;
    expect((await add(user, hoodie)).body).toMatchObject({ code: 0, msg: 'Collection Successfully' });
    const { data } = (await list(user)).body;
    expect(data.total).toBe(1);
    expect(data.list[0].collectedAt).toBe(first);
  });

  it('removes a favourite with the spec message; removing an absent one is fine', async () => {
    const user = await createSignedInUser(t.database.db);
    await add(user, hoodie);
    await add(user, sneaker);
    expect((await remove(user, hoodie)).body).toEqual({ code: 0, msg: 'Cancel Collection Successfully', data: null });
    expect((await list(user)).body.data.list.map((c: { offerId: string }) => c.offerId)).toEqual([sneaker.offerId]);
    expect((await remove(user, hoodie)).body).toMatchObject({ code: 0, msg: 'Cancel Collection Successfully' });
    expect((await remove(user, { channel: '1688', offerId: newOfferId() })).body.code).toBe(0);
  });

  it('keeps a product the catalog does not hold, listed with its marketplace link only', async () => {
    const user = await createSignedInUser(t.database.db);
    const offerId = newOfferId();
    expect((await add(user, { channel: 'weidian', offerId })).body.code).toBe(0);
    const { data } = (await list(user)).body;
    expect(data.list).toEqual([
      {
        channel: 'weidian',
        offerId,
        collectedAt: expect.any(String),
        inCatalog: false,
        productUrl: `https://weidian.com/item.html?itemID=${offerId}`,
        title: null,
        titleCn: null,
        image: null,
        priceCny: null,
        soldCount: null,
        viewCount: null,
        weightG: null,
        volumeCm3: null,
        deliveryDays: null,
        outOfStock: null,
      },
    ]);
  });

  it('trims the offer id like every catalog call', async () => {
    const user = await createSignedInUser(t.database.db);
    await add(user, { channel: hoodie.channel, offerId: ` ${hoodie.offerId} ` });
    expect((await list(user)).body.data.list[0].offerId).toBe(hoodie.offerId);
  });
});

describe('S/get/goods/collect/list', () => {
  it('titles each card in the request language, falling back to English, then the Chinese title', async () => {
    const user = await createSignedInUser(t.database.db);
    for (const key of [hoodie, sneaker, untitled]) await add(user, key);
    const titles = async (language: string) =>
      Object.fromEntries((await list(user, { pageId: 1, pageSize: 10 }, { language })).body.data.list.map((c: { offerId: string; title: string }) => [c.offerId, c.title]));
    expect(await titles('de')).toEqual({ [hoodie.offerId]: 'Fleece-Kapuzenpullover', [sneaker.offerId]: 'Sneakers', [untitled.offerId]: '只有中文标题' });
    expect(await titles('fr')).toEqual({ [hoodie.offerId]: 'Fleece Hoodie', [sneaker.offerId]: 'Sneakers', [untitled.offerId]: '只有中文标题' });
  });

  it('lists newest first and pages without overlap or gap, also among favourites added in the same instant', async () => {
    const user = await createSignedInUser(t.database.db);
    const db = t.database.db;
    const same = new Date('2026-05-01T12:00:00Z');
    const keys = Array.from({ length: 7 }, () => ({ channel: 'taobao', offerId: newOfferId() }));
    await db.insert(favorites).values([
      { userId: user.userId, ...keys[0]!, createdAt: new Date('2026-04-01T00:00:00Z') },
      ...keys.slice(1, 5).map((k) => ({ userId: user.userId, ...k, createdAt: same })),
      { userId: user.userId, ...keys[5]!, createdAt: new Date('2026-06-01T00:00:00Z') },
      { userId: user.userId, ...keys[6]!, createdAt: new Date('2026-03-01T00:00:00Z') },
    ]);
    const all = (await list(user, { pageId: 1, pageSize: 60 })).body.data;
    expect(all.total).toBe(7);
    const order = all.list.map((c: { offerId: string }) => c.offerId);
    const tied = keys.slice(1, 5).map((k) => k.offerId).sort();
    expect(order).toEqual([keys[5]!.offerId, ...tied, keys[0]!.offerId, keys[6]!.offerId]);

    const pages = [];
    for (let pageId = 1; pageId <= 3; pageId++) pages.push((await list(user, { pageId, pageSize: 3 })).body.data);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, false]);
    expect(pages.map((p) => p.total)).toEqual([7, 7, 7]);
    expect(pages.flatMap((p) => p.list.map((c: { offerId: string }) => c.offerId))).toEqual(order);
    const beyond = (await list(user, { pageId: 4, pageSize: 3 })).body.data;
    expect(beyond).toEqual({ list: [], total: 7, pageId: 4, pageSize: 3, hasMore: false });
  });

  it('answers an empty page for a user without favourites', async () => {
    const user = await createSignedInUser(t.database.db);
    expect((await list(user)).body).toEqual({ code: 0, msg: 'Success', data: { list: [], total: 0, pageId: 1, pageSize: 20, hasMore: false } });
  });
});

describe('one user cannot see or change another’s favourites', () => {
  it('lists only the caller’s own; removing the same product removes only the caller’s', async () => {
    const ana = await createSignedInUser(t.database.db);
    const ben = await createSignedInUser(t.database.db);
    await add(ana, hoodie);
    await add(ana, sneaker);
    await add(ben, sneaker);
    expect((await list(ben)).body.data.list.map((c: { offerId: string }) => c.offerId)).toEqual([sneaker.offerId]);
    await remove(ben, hoodie);
    await remove(ben, sneaker);
    expect((await list(ben)).body.data.total).toBe(0);
    expect((await list(ana)).body.data.total).toBe(2);
  });

  it('ignores a userId in the body', async () => {
    const ana = await createSignedInUser(t.database.db);
    const ben = await createSignedInUser(t.database.db);
    await add(ana, hoodie);
    expect((await call(FAVORITE_PATH.list, { pageId: 1, pageSize: 10, userId: ana.userId }, asCookie(ben))).body.data.total).toBe(0);
    await call(FAVORITE_PATH.remove, { ...hoodie, userId: ana.userId }, asCookie(ben));
    expect((await list(ana)).body.data.total).toBe(1);
  });

  it('a second session of the same user sees the same favourites', async () => {
    const ana = await createSignedInUser(t.database.db);
    await add(ana, hoodie);
    const other = await createSession(t.database.db, ana.userId);
    expect((await call(FAVORITE_PATH.list, { pageId: 1, pageSize: 10 }, asCookie(other))).body.data.total).toBe(1);
  });
});

describe('bad input changes nothing', () => {
  let user: TestSession;
  beforeAll(async () => {
    user = await createSignedInUser(t.database.db);
  });

  it.each([
    ['no channel', { offerId: '123456' }, 'channel'],
    ['no offerId', { channel: 'taobao' }, 'offerId'],
    ['an unknown channel', { channel: 'amazon', offerId: '123456' }, 'channel'],
    ['a number as offerId', { channel: 'taobao', offerId: 123456 }, 'offerId'],
    ['a non-numeric offerId', { channel: 'taobao', offerId: 'abc123' }, 'offerId'],
    ['an empty offerId', { channel: 'taobao', offerId: '' }, 'offerId'],
    ['a far too long offerId', { channel: 'taobao', offerId: '1'.repeat(200) }, 'offerId'],
  ])('add and remove refuse %s (code 400, the field named)', async (_name, body, field) => {
    for (const path of [FAVORITE_PATH.add, FAVORITE_PATH.remove]) {
      const { status, body: answer } = await call(path, body, asCookie(user));
      expect(status).toBe(200);
      expect(answer.code).toBe(400);
      expect(Object.keys(answer.data.fields)).toContain(field);
    }
    expect((await list(user)).body.data.total).toBe(0);
  });

  it('names an invalid product id with its message', async () => {
    const { body } = await call(FAVORITE_PATH.add, { channel: 'taobao', offerId: 'abc' }, { ...asCookie(user), language: 'en' });
    expect(body.data.fields.offerId).toBe('Please enter a valid product ID.');
  });

  it.each([
    ['pageSize 0', { pageId: 1, pageSize: 0 }, 'pageSize'],
    ['pageSize 1000', { pageId: 1, pageSize: 1000 }, 'pageSize'],
    ['pageId 0', { pageId: 0, pageSize: 10 }, 'pageId'],
    ['no pageId', { pageSize: 10 }, 'pageId'],
    ['a text pageSize', { pageId: 1, pageSize: '10' }, 'pageSize'],
    ['a fractional pageId', { pageId: 1.5, pageSize: 10 }, 'pageId'],
  ])('the list refuses %s', async (_name, body, field) => {
    const { body: answer } = await call(FAVORITE_PATH.list, body, asCookie(user));
    expect(answer.code).toBe(400);
    expect(Object.keys(answer.data.fields)).toContain(field);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/${FAVORITE_PATH.add}`, headers: { ...signedHeaders(t.config.SIGN_KEY), ...asCookie(user) }, payload: '{"channel":' });
    expect(res.json()).toMatchObject({ code: 400, data: { reason: 'malformed_json' } });
  });
});

describe('the favourites limit', () => {
  it('refuses a new favourite past the limit with code 409, but re-adding a kept one still succeeds', async () => {
    const user = await createSignedInUser(t.database.db);
    const service = makeFavoritesService({ repo: makeFavoritesRepo(t.database.db), max: 2 });
    const [a, b, c] = [newOfferId(), newOfferId(), newOfferId()].map((offerId) => ({ channel: 'taobao', offerId }));
    await service.add(user.userId, a!);
    await service.add(user.userId, b!);
    const refused = await service.add(user.userId, c!).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ConflictError);
    expect(refused).toMatchObject({ code: 409, msgKey: 'collectionLimitReached', data: { reason: 'favorites_full', max: 2 }, vars: { max: 2 } });
    await expect(service.add(user.userId, a!)).resolves.toBeUndefined();
    await service.remove(user.userId, a!);
    await expect(service.add(user.userId, c!)).resolves.toBeUndefined();
  });
});
