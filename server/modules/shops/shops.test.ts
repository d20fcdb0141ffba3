import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAVORITE_PATH, SHOP_PATH } from '../../../core/api.ts';
import { goods, shopGoods, shops } from '../../../db/schema/index.ts';
import { callApi, createTestApp } from '../../test-support/test-app.ts';
import { asCookie, createSignedInUser, type TestSession } from '../../test-support/sessions.ts';
import { createTestUpload } from '../../test-support/uploads.ts';
import { createUploadKeeper } from '../uploads/index.ts';
import { ProductSourceError, type ProductSource } from '../product-source/index.ts';
import { makeShopsRepo } from './repo.ts';
import { makeShopsService } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const call = (path: string, body: unknown, who?: TestSession, headers: Record<string, string> = {}) => callApi(t.app, t.config.SIGN_KEY, path, body, { ...(who ? asCookie(who) : {}), ...headers });
let seq = 0;
const uniqueSpace = (prefix = 'shop') => `${prefix}-${process.pid}-${++seq}`;
const itemUrl = (offerId: string) => `https://item.taobao.com/item.htm?id=${offerId}`;
let offerSeq = 700_000_000;
const newOffer = () => String(++offerSeq);

async function userWithShop(space = uniqueSpace()) {
  const user = await createSignedInUser(t.database.db);
  const res = await call(SHOP_PATH.create, { name: 'My shop', storeSpace: space }, user);
  expect(res.body.code).toBe(0);
  return { user, shop: res.body.data as { id: number; storeSpace: string } };
}
async function addGoods(who: TestSession, offerId = newOffer(), extra: Record<string, unknown> = {}) {
  return call(SHOP_PATH.addGoods, { url: itemUrl(offerId), ...extra }, who);
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await t.close();
});

describe('S/create/user/shop, S/edit/user/shop, S/pub/get/user/shop', () => {
  it('creates the shop with the spec message and answers it by slug (any case) and as the own shop', async () => {
    const user = await createSignedInUser(t.database.db);
    const space = uniqueSpace('Cool');
    const logo = await createTestUpload(t.database.db, user.userId);
    const res = await call(SHOP_PATH.create, { name: '  Cool Finds ', storeSpace: space, description: 'Line one\r\nLine two', logo }, user);
    expect(res.body).toMatchObject({ code: 0, msg: 'Create and Update Store Successfully' });
    expect(res.body.data).toEqual({ id: expect.any(Number), name: 'Cool Finds', storeSpace: space, logo, description: 'Line one\nLine two', goodsCount: 0, url: `/store/${space}`, createdAt: expect.any(String) });
    const pub = await call(SHOP_PATH.get, { storeSpace: space.toLowerCase() });
    expect(pub.body.data).toMatchObject({ id: res.body.data.id, tags: [] });
    expect((await call(SHOP_PATH.get, {}, user)).body.data).toMatchObject({ id: res.body.data.id });
    expect((await call(SHOP_PATH.get, {})).body).toMatchObject({ code: 0, data: null });
    expect((await call(SHOP_PATH.get, {}, await createSignedInUser(t.database.db))).body).toMatchObject({ code: 0, data: null });
    expect((await call(SHOP_PATH.get, { storeSpace: 'no-such-shop-here' })).body).toMatchObject({ code: 404, msg: 'Store not found.', data: { reason: 'shop_not_found' } });
  });

  it('a second shop → 409 shop_exists; a taken slug (other case) or a reserved one → 409 slug_taken', async () => {
    const { user, shop } = await userWithShop();
    expect((await call(SHOP_PATH.create, { name: 'Again', storeSpace: uniqueSpace() }, user)).body).toMatchObject({ code: 409, msg: 'You already have a store.', data: { reason: 'shop_exists' } });
    const other = await createSignedInUser(t.database.db);
    expect((await call(SHOP_PATH.create, { name: 'Copy', storeSpace: shop.storeSpace.toUpperCase() }, other)).body).toMatchObject({ code: 409, data: { reason: 'slug_taken' } });
    for (const reserved of ['admin', 'API', 'Dashboard', 'login', 'store']) {
      expect((await call(SHOP_PATH.create, { name: 'Copy', storeSpace: reserved }, other)).body).toMatchObject({ code: 409, msg: 'This store address is taken. Please choose another one.', data: { reason: 'slug_taken' } });
    }
  });

  it('refuses bad fields with their messages (code 400)', async () => {
    const user = await createSignedInUser(t.database.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'x', storeSpace: 'ab' }, 'storeSpace', 'The store address must be 3 to 40 characters: letters, digits and hyphens.'],
      [{ name: 'x', storeSpace: 'a'.repeat(41) }, 'storeSpace', 'The store address must be 3 to 40 characters: letters, digits and hyphens.'],
      [{ name: 'x', storeSpace: 'has space' }, 'storeSpace', 'The store address must be 3 to 40 characters: letters, digits and hyphens.'],
      [{ name: 'x', storeSpace: 'ünï' }, 'storeSpace', 'The store address must be 3 to 40 characters: letters, digits and hyphens.'],
      [{ name: '   ', storeSpace: uniqueSpace() }, 'name', 'A store name is required.'],
      [{ name: 'n'.repeat(61), storeSpace: uniqueSpace() }, 'name', 'The store name can be at most 60 characters.'],
      [{ name: 'a\u0000b', storeSpace: uniqueSpace() }, 'name', 'This text contains invisible control characters. Please remove them.'],
      [{ name: 'x', storeSpace: uniqueSpace(), description: 'd'.repeat(2001) }, 'description', 'The description can be at most 2,000 characters.'],
      [{ name: 'x', storeSpace: uniqueSpace(), description: 'bad\u001b[31m' }, 'description', 'This text contains invisible control characters. Please remove them.'],
      [{ name: 'x', storeSpace: uniqueSpace(), logo: '../etc/passwd' }, 'logo', 'This logo could not be used. Please upload it again.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(SHOP_PATH.create, body, user);
      expect(res.body.code, JSON.stringify(body)).toBe(400);
      expect(res.body.data.fields[field], JSON.stringify(body)).toBe(message);
    }
    expect((await call(SHOP_PATH.create, { name: 'x', storeSpace: uniqueSpace(), description: 'd'.repeat(2000) }, user)).body.code).toBe(0);
  });

  it('edits only the fields sent; a taken slug → 409 slug_taken; no shop → 404', async () => {
    const { user } = await userWithShop();
    const { shop: other } = await userWithShop();
    const space = uniqueSpace('New');
    const res = await call(SHOP_PATH.edit, { storeSpace: space, description: 'Hello' }, user);
    expect(res.body).toMatchObject({ code: 0, msg: 'Create and Update Store Successfully', data: { name: 'My shop', storeSpace: space, description: 'Hello' } });
    expect((await call(SHOP_PATH.edit, { storeSpace: other.storeSpace.toLowerCase() }, user)).body).toMatchObject({ code: 409, data: { reason: 'slug_taken' } });
    expect((await call(SHOP_PATH.edit, { storeSpace: 'root' }, user)).body).toMatchObject({ code: 409, data: { reason: 'slug_taken' } });
    expect((await call(SHOP_PATH.edit, { name: 'x' }, await createSignedInUser(t.database.db))).body).toMatchObject({ code: 404, data: { reason: 'shop_not_found' } });
  });

  it('translates the messages (de)', async () => {
    const { user } = await userWithShop();
    const res = await call(SHOP_PATH.create, { name: 'x', storeSpace: uniqueSpace() }, user, { language: 'de' });
    expect(res.body).toMatchObject({ code: 409, msg: 'Du hast bereits einen Shop.' });
  });

  it('100 concurrent creates by one user make exactly one shop', async () => {
    const user = await createSignedInUser(t.database.db);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => call(SHOP_PATH.create, { name: 'Race', storeSpace: uniqueSpace(`race${i}`) }, user)));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 409).every((a) => a.body.data.reason === 'shop_exists')).toBe(true);
    expect(await t.database.db.select().from(shops).where(eq(shops.userId, user.userId))).toHaveLength(1);
  });

  it('private calls need a session (401)', async () => {
    for (const path of [SHOP_PATH.create, SHOP_PATH.edit, SHOP_PATH.addGoods, SHOP_PATH.importShop, SHOP_PATH.jobs, SHOP_PATH.deleteGoods, SHOP_PATH.goodsList, SHOP_PATH.tagList, SHOP_PATH.addTag, SHOP_PATH.editTag, SHOP_PATH.removeTag, SHOP_PATH.attachTag, SHOP_PATH.detachTag]) {
      expect((await call(path, {})).body.code, path).toBe(401);
    }
  });
});

describe('S/add/user/shop/goods, lists and delete', () => {
  it('adds a product by link: catalog goods written, row ready, listed own and public, counted', async () => {
    const { user, shop } = await userWithShop();
    const offerId = newOffer();
    const res = await addGoods(user, offerId, { stock: 7 });
    expect(res.body).toMatchObject({ code: 0, msg: 'Add and Delete Product Successfully', data: { channel: 'taobao', offerId, stock: 7, status: 'ready', tags: [] } });
    expect(res.body.data.title).not.toBe('');
    expect(await t.database.db.select().from(goods).where(and(eq(goods.channel, 'taobao'), eq(goods.offerId, offerId)))).toHaveLength(1);
    const own = await call(SHOP_PATH.goodsList, { pageId: 1, pageSize: 10 }, user);
    expect(own.body.data).toMatchObject({ total: 1, list: [{ id: res.body.data.id }] });
    const pub = await call(SHOP_PATH.pubGoodsList, { storeSpace: shop.storeSpace, pageId: 1, pageSize: 10 });
    expect(pub.body.data).toMatchObject({ total: 1, list: [{ id: res.body.data.id }] });
    expect((await call(SHOP_PATH.get, { storeSpace: shop.storeSpace })).body.data.goodsCount).toBe(1);
    // A second shop adding the same product reuses the catalog row.
    const { user: other } = await userWithShop();
    expect((await addGoods(other, offerId)).body.code).toBe(0);
    expect(await t.database.db.select().from(goods).where(and(eq(goods.channel, 'taobao'), eq(goods.offerId, offerId)))).toHaveLength(1);
  });

  it('refused link → 400 with the link engine reason; duplicate → 409 goods_exists; no shop → 404', async () => {
    const { user } = await userWithShop();
    expect((await call(SHOP_PATH.addGoods, { url: 'hello' }, user)).body).toMatchObject({ code: 400, msg: 'Please enter a valid goods URL.', data: { reason: 'not_a_link' } });
    expect((await call(SHOP_PATH.addGoods, { url: 'https://shop123456.taobao.com/' }, user)).body).toMatchObject({ code: 400, data: { reason: 'shop_link' } });
    expect((await call(SHOP_PATH.addGoods, { url: 'https://item.jd.com/100012043978.html' }, user)).body).toMatchObject({ code: 400, data: { reason: 'unsupported_marketplace' } });
    const offerId = newOffer();
    expect((await addGoods(user, offerId)).body.code).toBe(0);
    expect((await addGoods(user, offerId)).body).toMatchObject({ code: 409, msg: 'This product is already in your store.', data: { reason: 'goods_exists' } });
    expect((await addGoods(await createSignedInUser(t.database.db))).body).toMatchObject({ code: 404, data: { reason: 'shop_not_found' } });
  });

  it("each listed row carries its own tags, by name, on every page, own and public", async () => {
    const { user, shop } = await userWithShop();
    const [a, b, c] = [(await addGoods(user)).body.data, (await addGoods(user)).body.data, (await addGoods(user)).body.data];
    const zebra = (await call(SHOP_PATH.addTag, { name: 'Zebra' }, user)).body.data;
    const apple = (await call(SHOP_PATH.addTag, { name: 'Apple' }, user)).body.data;
    await call(SHOP_PATH.attachTag, { goodsIds: [a.id, c.id], labId: zebra.id }, user);
    await call(SHOP_PATH.attachTag, { goodsIds: [a.id], labId: apple.id }, user);
    const expected = [
      { id: c.id, tags: [{ id: zebra.id, name: 'Zebra' }] },
      { id: b.id, tags: [] },
      { id: a.id, tags: [{ id: apple.id, name: 'Apple' }, { id: zebra.id, name: 'Zebra' }] },
    ];
    const pub = (pageId: number, pageSize: number, tagId?: number) => call(SHOP_PATH.pubGoodsList, { storeSpace: shop.storeSpace, pageId, pageSize, tagId });
    const rows = (body: { data: { list: { id: number; tags: unknown }[] } }) => body.data.list.map(({ id, tags }) => ({ id, tags }));
    expect(rows((await pub(1, 10)).body)).toEqual(expected);
    expect((await pub(2, 2)).body.data.total).toBe(3);
    expect(rows((await pub(2, 2)).body)).toEqual([expected[2]]);
    expect(rows((await pub(1, 10, zebra.id)).body)).toEqual([expected[0], expected[2]]);
    expect(rows((await call(SHOP_PATH.goodsList, { pageId: 1, pageSize: 2 }, user)).body)).toEqual(expected.slice(0, 2));
  });

  it('keyword and tag filters; public lists show ready goods only', async () => {
    const { user, shop } = await userWithShop();
    const a = (await addGoods(user)).body.data;
    const b = (await addGoods(user)).body.data;
    await t.database.db.update(shopGoods).set({ status: 'syncing' }).where(eq(shopGoods.id, b.id));
    const tag = (await call(SHOP_PATH.addTag, { name: 'Sale' }, user)).body.data;
    expect((await call(SHOP_PATH.attachTag, { goodsIds: [a.id], labId: tag.id }, user)).body).toMatchObject({ code: 0, msg: 'Update store label product successfully' });
    expect((await call(SHOP_PATH.goodsList, { pageId: 1, pageSize: 10, tagId: tag.id }, user)).body.data).toMatchObject({ total: 1, list: [{ id: a.id, tags: [{ id: tag.id, name: 'Sale' }] }] });
    expect((await call(SHOP_PATH.goodsList, { pageId: 1, pageSize: 10, keyword: a.offerId }, user)).body.data).toMatchObject({ total: 1, list: [{ id: a.id }] });
    expect((await call(SHOP_PATH.goodsList, { pageId: 1, pageSize: 10, keyword: a.titleCn.slice(0, 3) }, user)).body.data.list.map((g: { id: number }) => g.id)).toContain(a.id);
    expect((await call(SHOP_PATH.goodsList, { pageId: 1, pageSize: 10 }, user)).body.data.total).toBe(2);
    expect((await call(SHOP_PATH.pubGoodsList, { storeSpace: shop.storeSpace, pageId: 1, pageSize: 10 })).body.data).toMatchObject({ total: 1, list: [{ id: a.id }] });
    expect((await call(SHOP_PATH.pubGoodsList, { storeSpace: 'no-such-shop-here', pageId: 1, pageSize: 10 })).body).toMatchObject({ code: 404, data: { reason: 'shop_not_found' } });
  });

  it('deletes own goods with the spec message', async () => {
    const { user } = await userWithShop();
    const a = (await addGoods(user)).body.data;
    expect((await call(SHOP_PATH.deleteGoods, { ids: [a.id] }, user)).body).toMatchObject({ code: 0, msg: 'Add and Delete Product Successfully', data: null });
    expect((await call(SHOP_PATH.goodsList, { pageId: 1, pageSize: 10 }, user)).body.data.total).toBe(0);
  });

  it('the shop holds at most 5,000 goods (409 shop_goods_full)', async () => {
    const { user, shop } = await userWithShop();
    await t.database.db.insert(shopGoods).values(Array.from({ length: 5000 }, (_, i) => ({ shopId: shop.id, channel: 'taobao', offerId: String(900_000_000 + i), status: 'failed' })));
    expect((await addGoods(user)).body).toMatchObject({ code: 409, msg: 'Your store can hold at most 5000 products. Remove some to add new ones.', data: { reason: 'shop_goods_full', max: 5000 } });
  });

  it('100 concurrent adds of the same link make one row', async () => {
    const { user, shop } = await userWithShop();
    const offerId = newOffer();
    const answers = await Promise.all(Array.from({ length: 100 }, () => addGoods(user, offerId)));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code !== 0).every((a) => a.body.data.reason === 'goods_exists')).toBe(true);
    expect(await t.database.db.select().from(shopGoods).where(eq(shopGoods.shopId, shop.id))).toHaveLength(1);
  });
});

describe('tags', () => {
  it('add, list (own and public), rename, detach, remove, with the spec messages', async () => {
    const { user, shop } = await userWithShop();
    const g = (await addGoods(user)).body.data;
    const added = await call(SHOP_PATH.addTag, { name: ' New In ' }, user);
    expect(added.body).toMatchObject({ code: 0, msg: 'Update and Delete Store Tag Successfully', data: { id: expect.any(Number), name: 'New In' } });
    const id = added.body.data.id;
    expect((await call(SHOP_PATH.addTag, { name: 'new in' }, user)).body).toMatchObject({ code: 409, data: { reason: 'tag_exists' } });
    expect((await call(SHOP_PATH.addTag, { name: '  ' }, user)).body).toMatchObject({ code: 400, data: { fields: { name: 'A tag name is required.' } } });
    expect((await call(SHOP_PATH.attachTag, { goodsIds: [g.id] }, user)).body).toMatchObject({ code: 400, data: { fields: { labId: 'Please select a tag.' } } });
    await call(SHOP_PATH.attachTag, { goodsIds: [g.id], labId: id }, user);
    expect((await call(SHOP_PATH.tagList, {}, user)).body.data).toEqual([{ id, name: 'New In', goodsCount: 1 }]);
    expect((await call(SHOP_PATH.pubTagList, { storeSpace: shop.storeSpace })).body.data).toEqual([{ id, name: 'New In', goodsCount: 1 }]);
    expect((await call(SHOP_PATH.get, { storeSpace: shop.storeSpace })).body.data.tags).toEqual([{ id, name: 'New In', goodsCount: 1 }]);
    expect((await call(SHOP_PATH.editTag, { id, name: 'Fresh' }, user)).body).toMatchObject({ code: 0, data: { id, name: 'Fresh' } });
    expect((await call(SHOP_PATH.detachTag, { goodsIds: [g.id], labId: id }, user)).body).toMatchObject({ code: 0, msg: 'Remove Product Tag Successfully' });
    expect((await call(SHOP_PATH.tagList, {}, user)).body.data).toEqual([{ id, name: 'Fresh', goodsCount: 0 }]);
    expect((await call(SHOP_PATH.removeTag, { id }, user)).body).toMatchObject({ code: 0, msg: 'Update and Delete Store Tag Successfully' });
    expect((await call(SHOP_PATH.tagList, {}, user)).body.data).toEqual([]);
    expect((await call(SHOP_PATH.removeTag, { id }, user)).body).toMatchObject({ code: 404, data: { reason: 'tag_not_found' } });
  });

  it('at most 100 tags per shop (409 shop_tags_full)', async () => {
    const { user } = await userWithShop();
    for (let i = 0; i < 100; i++) expect((await call(SHOP_PATH.addTag, { name: `t${i}` }, user)).body.code).toBe(0);
    expect((await call(SHOP_PATH.addTag, { name: 'one more' }, user)).body).toMatchObject({ code: 409, msg: 'Your store can have at most 100 tags.', data: { reason: 'shop_tags_full', max: 100 } });
  });
});

describe("user B never reaches user A's shop (404)", () => {
  it('goods, tags and jobs of A are unknown to B', async () => {
    const { user: a, shop } = await userWithShop();
    const { user: b } = await userWithShop();
    const g = (await addGoods(a)).body.data;
    const tag = (await call(SHOP_PATH.addTag, { name: 'A tag' }, a)).body.data;
    const job = (await call(SHOP_PATH.importShop, { url: 'https://shop55501.taobao.com/', all: true }, a)).body.data;
    const notFound = { code: 404 };
    expect((await call(SHOP_PATH.deleteGoods, { ids: [g.id] }, b)).body).toMatchObject(notFound);
    expect((await call(SHOP_PATH.goodsList, { pageId: 1, pageSize: 10, tagId: tag.id }, b)).body).toMatchObject(notFound);
    expect((await call(SHOP_PATH.editTag, { id: tag.id, name: 'hacked' }, b)).body).toMatchObject(notFound);
    expect((await call(SHOP_PATH.removeTag, { id: tag.id }, b)).body).toMatchObject(notFound);
    expect((await call(SHOP_PATH.attachTag, { goodsIds: [g.id], labId: tag.id }, b)).body).toMatchObject(notFound);
    expect((await call(SHOP_PATH.detachTag, { goodsIds: [g.id], labId: tag.id }, b)).body).toMatchObject(notFound);
    expect((await call(SHOP_PATH.addGoods, { url: itemUrl(newOffer()), tagIds: [tag.id] }, b)).body).toMatchObject(notFound);
    // B's tag on A's goods, and B's own lists never show A's rows.
    const bTag = (await call(SHOP_PATH.addTag, { name: 'B tag' }, b)).body.data;
    expect((await call(SHOP_PATH.attachTag, { goodsIds: [g.id], labId: bTag.id }, b)).body).toMatchObject(notFound);
    expect((await call(SHOP_PATH.goodsList, { pageId: 1, pageSize: 10 }, b)).body.data.total).toBe(0);
    expect((await call(SHOP_PATH.jobs, {}, b)).body.data.map((j: { id: number }) => j.id)).not.toContain(job.jobId);
    expect((await call(SHOP_PATH.tagList, {}, b)).body.data.map((x: { id: number }) => x.id)).not.toContain(tag.id);
    // Editing changes B's own shop only.
    expect((await call(SHOP_PATH.edit, { name: 'B renamed' }, b)).body.code).toBe(0);
    const aShop = (await call(SHOP_PATH.get, { storeSpace: shop.storeSpace })).body.data;
    expect(aShop).toMatchObject({ name: 'My shop', tags: [{ id: tag.id, name: 'A tag', goodsCount: 0 }] });
  });
});

describe('S/user/shop/import (shop.import job with the demo product source)', () => {
  it('refuses a product link (400 product_link) and a non-link', async () => {
    const { user } = await userWithShop();
    expect((await call(SHOP_PATH.importShop, { url: itemUrl('123456789'), all: true }, user)).body).toMatchObject({ code: 400, data: { reason: 'product_link' } });
    expect((await call(SHOP_PATH.importShop, { url: 'nothing', all: true }, user)).body).toMatchObject({ code: 400, data: { reason: 'not_a_link' } });
  });

  it('imports every item, counts them on the job, and a second import adds no duplicates', async () => {
    const { user, shop } = await userWithShop();
    const url = 'https://shop77701.taobao.com/';
    const started = await call(SHOP_PATH.importShop, { url, all: true }, user);
    expect(started.body).toMatchObject({ code: 0, msg: 'Store import started. Product information is being synchronized.', data: { jobId: expect.any(Number) } });
    const finished = async () => {
      const jobs = (await call(SHOP_PATH.jobs, {}, user)).body.data as { id: number; status: string; total: number; done: number; failed: number }[];
      const job = jobs.find((j) => j.id === started.body.data.jobId)!;
      expect(job.status).toBe('done');
      return job;
    };
    const first = await vi.waitFor(finished, { timeout: 60_000, interval: 100 });
    expect(first.total).toBeGreaterThan(0);
    expect(first.done + first.failed).toBe(first.total);
    const rows = await t.database.db.select().from(shopGoods).where(eq(shopGoods.shopId, shop.id));
    expect(rows.length).toBe(first.done);

    const again = await call(SHOP_PATH.importShop, { url, all: true }, user);
    expect(again.body.data.jobId).not.toBe(started.body.data.jobId);
    await vi.waitFor(async () => {
      const jobs = (await call(SHOP_PATH.jobs, {}, user)).body.data as { id: number; status: string; kind: string }[];
      expect(jobs[0]).toMatchObject({ id: again.body.data.jobId, kind: 'shop', status: 'done' });
    }, { timeout: 60_000, interval: 100 });
    expect(await t.database.db.select().from(shopGoods).where(eq(shopGoods.shopId, shop.id))).toHaveLength(rows.length);
  });
});

describe('adding when the product source fails or has no such item (service with a stand-in source)', () => {
  it('a source failure keeps the row as failed with the reason; an unknown item answers 404 and leaves no row', async () => {
    const { user, shop } = await userWithShop();
    const failing: ProductSource = {
      kind: 'http',
      item: async (_channel, offerId) => {
        if (offerId === '111111111') throw new ProductSourceError('timeout', 'slow');
        return null;
      },
      shopItems: async () => ({ offerIds: [], nextCursor: null }),
    };
    const service = makeShopsService({ repo: makeShopsRepo(t.database.db), productSource: failing, jobs: { send: async () => 'x' }, uploads: createUploadKeeper(t.database.db) });
    const failed = await service.addGoods(user.userId, { url: itemUrl('111111111') }, 'en');
    expect(failed).toMatchObject({ offerId: '111111111', status: 'failed', failReason: 'timeout', title: '' });
    await expect(service.addGoods(user.userId, { url: itemUrl('222222222') }, 'en')).rejects.toMatchObject({ code: 404, reason: 'product_not_found' });
    const rows = await t.database.db.select().from(shopGoods).where(eq(shopGoods.shopId, shop.id));
    expect(rows.map((r) => r.offerId)).toEqual(['111111111']);
    // Failed goods are the owner's to see, never the public's.
    expect((await call(SHOP_PATH.pubGoodsList, { storeSpace: shop.storeSpace, pageId: 1, pageSize: 10 })).body.data.total).toBe(0);
  });
});

describe('what visitors see of a shop', () => {
  it('counts only ready goods for visitors (shop and tags), every row for the owner', async () => {
    const { user, shop } = await userWithShop();
    const ids = [(await addGoods(user)).body.data.id as number, (await addGoods(user)).body.data.id as number];
    const tag = (await call(SHOP_PATH.addTag, { name: 'Both' }, user)).body.data as { id: number };
    expect((await call(SHOP_PATH.attachTag, { goodsIds: ids, labId: tag.id }, user)).body.code).toBe(0);
    // One product goes back to syncing (a re-sync in flight): visitors do not see it, nor count it.
    await t.database.db.update(shopGoods).set({ status: 'syncing' }).where(eq(shopGoods.id, ids[1]!));
    const own = (await call(SHOP_PATH.get, {}, user)).body.data;
    expect(own).toMatchObject({ goodsCount: 2, tags: [{ id: tag.id, goodsCount: 2 }] });
    expect((await call(SHOP_PATH.get, { storeSpace: shop.storeSpace }, user)).body.data).toMatchObject({ goodsCount: 2 });
    expect((await call(SHOP_PATH.get, { storeSpace: shop.storeSpace })).body.data).toMatchObject({ goodsCount: 1, tags: [{ id: tag.id, goodsCount: 1 }] });
    expect((await call(SHOP_PATH.pubTagList, { storeSpace: shop.storeSpace })).body.data).toEqual([{ id: tag.id, name: 'Both', goodsCount: 1 }]);
    expect((await call(SHOP_PATH.tagList, {}, user)).body.data).toEqual([{ id: tag.id, name: 'Both', goodsCount: 2 }]);
    expect((await call(SHOP_PATH.pubGoodsList, { storeSpace: shop.storeSpace, tagId: tag.id, pageId: 1, pageSize: 10 })).body.data).toMatchObject({ total: 1, list: [{ id: ids[0] }] });
  });

  it("marks a signed-in visitor's favourites on the public goods list, and nobody else's", async () => {
    const { user, shop } = await userWithShop();
    const offers = [newOffer(), newOffer()];
    for (const offerId of offers) expect((await addGoods(user, offerId)).body.code).toBe(0);
    const visitor = await createSignedInUser(t.database.db);
    expect((await call(FAVORITE_PATH.add, { channel: 'taobao', offerId: offers[0] }, visitor)).body.code).toBe(0);
    const listOf = async (who?: TestSession) =>
      ((await call(SHOP_PATH.pubGoodsList, { storeSpace: shop.storeSpace, pageId: 1, pageSize: 10 }, who)).body.data.list as { offerId: string; isCollected?: boolean }[])
        .map((g) => [g.offerId, g.isCollected])
        .sort();
    expect(await listOf(visitor)).toEqual([[offers[0], true], [offers[1], false]].sort());
    expect(await listOf(user)).toEqual([[offers[0], false], [offers[1], false]].sort());
    expect(await listOf()).toEqual([[offers[0], undefined], [offers[1], undefined]].sort());
  });
});
