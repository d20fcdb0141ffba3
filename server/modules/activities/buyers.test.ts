import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_BUYER_PATH, ActivityGoodsPageSchema, GroupBuyInfoSchema, JoinAnswerSchema, ShellActivitiesSchema } from '../../../core/activity-buyer-schemas.ts';
import { ADMIN_PATH } from '../../../core/admin-schemas.ts';
import { activities, activityClaims, activityJoins, activityRegistrationItems, activityRegistrations, auditLog, categories, goods, shopGoods, shops, users } from '../../../db/schema/index.ts';
import { createSignedInUser, type TestSession } from '../../test-support/sessions.ts';
import { createAccountsTestApp } from '../accounts/test-fixtures.ts';

/**
 * Buyers in activities (issue 14 §3–§4): group-buy info and joins, flash-sale goods and claims, the site banner.
 * Capacity and stock under real concurrency (1,000 parallel calls) on PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
let operator: TestSession;
let buyer: TestSession;
let seller: TestSession;
let shopId: number;
const offers: { offerId: string; shopGoodsId: number; priceCny: number }[] = [];

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
let ipSeq = 0;
const ip = () => {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};
const as = (session: TestSession | null, path: string, body: unknown, extra: { language?: string; cookies?: Record<string, string> } = {}) =>
  t.api(path, body, { ip: ip(), language: extra.language, cookies: { ...extra.cookies, ...(session ? { token: session.token } : {}) } });

const save = async (body: Record<string, unknown>) => {
  const res = await as(operator, ADMIN_PATH.activitySave, {
    titles: { en: 'Promotion', de: 'Aktion' },
    descriptions: { en: 'Limited time.' },
    rules: { en: ['One per buyer.'] },
    startAt: at(-1),
    endAt: at(2),
    minDiscountPct: 10,
    capacity: 100,
    ...body,
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as { id: number };
};
const groupBuy = (requirement: number, capacity: number, times: Record<string, string> = {}) =>
  save({ type: 'group_buy', capacity, groupBuy: { channel: 'taobao', offerId: offers[0]!.offerId, groupPriceCny: 199, requirement }, ...times });
const flashSale = (times: Record<string, string> = {}) => save({ type: 'flash_sale', ...times });

/** An approved (or pending) registration of the seller's goods, written directly: the seller's flow is another slice. */
async function register(activityId: number, items: { index: number; stock: number; price: number }[], status = 'approved') {
  const [registration] = await t.database.db.insert(activityRegistrations).values({ activityId, userId: seller.userId, shopId, status }).returning({ id: activityRegistrations.id });
  for (const item of items) {
    const offer = offers[item.index]!;
    await t.database.db.insert(activityRegistrationItems).values({ registrationId: registration!.id, activityId, shopGoodsId: offer.shopGoodsId, originalPriceCny: offer.priceCny, activityPriceCny: item.price, stock: item.stock });
  }
}

/** `n` signed-in buyers, made in parallel. */
const buyersOf = (n: number) => Promise.all(Array.from({ length: n }, () => createSignedInUser(t.database.db)));

beforeAll(async () => {
  t = await createAccountsTestApp();
  const { seedReferenceData } = await import('../../../db/seed/reference.ts');
  await seedReferenceData(t.database.db);
  operator = await createSignedInUser(t.database.db);
  await t.database.db.update(users).set({ isOperator: true }).where(eq(users.id, operator.userId));
  buyer = await createSignedInUser(t.database.db);
  seller = await createSignedInUser(t.database.db);
  const [category] = await t.database.db.select({ id: categories.id }).from(categories).limit(1);
  const [shop] = await t.database.db.insert(shops).values({ userId: seller.userId, storeSpace: 'Deal-Shop', name: 'Deal shop' }).returning({ id: shops.id });
  shopId = shop!.id;
  for (let i = 0; i < 5; i++) {
    const offerId = String(810_000 + i);
    const priceCny = 100 + i * 10;
    const [row] = await t.database.db
      .insert(goods)
      .values({ channel: 'taobao', offerId, titleCn: `外套${i}`, titles: { en: `Coat ${i}` }, searchText: `coat ${i}`, priceCny, categoryId: category!.id, weightG: 900, volumeCm3: 6000, deliveryDays: 3, productUrl: `https://item.taobao.com/item.htm?id=${offerId}`, images: [`demo/goods/coat-${i}.svg`] })
      .returning({ id: goods.id });
    const [sg] = await t.database.db.insert(shopGoods).values({ shopId, channel: 'taobao', offerId, goodsId: row!.id, status: 'ready', stock: 500 }).returning({ id: shopGoods.id });
    offers.push({ offerId, shopGoodsId: sg!.id, priceCny });
  }
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('S/pub/get/groupBuy/info and S/join/activity (group buy)', () => {
  it('answers visitors the product, prices and progress (never a deal); unknown → 404; another type → 400 unsupported_type', async () => {
    const { id } = await groupBuy(3, 10);
    const res = await as(null, ACTIVITY_BUYER_PATH.groupBuyInfo, { id }, { language: 'de' });
    expect(res.body.code).toBe(0);
    const info = GroupBuyInfoSchema.strict().parse(res.body.data);
    expect(info).toMatchObject({ groupPriceCny: 199, requirement: 3, joinedCount: 0, capacity: 10, joined: false, state: 'forming', goods: { offerId: offers[0]!.offerId, title: 'Coat 0', priceCny: 100 }, activity: { id, title: 'Aktion', status: 'ongoing' } });
    expect(info.deal).toBeUndefined();
    expect((await as(null, ACTIVITY_BUYER_PATH.groupBuyInfo, { id: 999_999 })).body).toMatchObject({ code: 404, msg: 'Activity not found' });
    const sale = await flashSale();
    expect((await as(null, ACTIVITY_BUYER_PATH.groupBuyInfo, { id: sale.id })).body).toMatchObject({ code: 400, data: { reason: 'unsupported_type' } });
    expect((await as(null, ACTIVITY_BUYER_PATH.groupBuyInfo, { id: 'x' })).body.code).toBe(400);
  });

  it('a visitor cannot join (401); a buyer joins once (twice → the same answer); the deal goes to joined buyers once the requirement is reached, through their agent', async () => {
    const { id } = await groupBuy(2, 10);
    expect((await as(null, ACTIVITY_BUYER_PATH.join, { id })).body.code).toBe(401);
    const first = await as(buyer, ACTIVITY_BUYER_PATH.join, { id });
    expect(first.body).toMatchObject({ code: 0, data: { joined: true, joinedCount: 1 } });
    JoinAnswerSchema.strict().parse(first.body.data);
    expect((await as(buyer, ACTIVITY_BUYER_PATH.join, { id })).body).toMatchObject({ code: 0, data: { joined: true, joinedCount: 1 } });
    expect((await as(buyer, ACTIVITY_BUYER_PATH.groupBuyInfo, { id })).body.data).toMatchObject({ joined: true, joinedCount: 1, state: 'forming' });
    expect((await as(buyer, ACTIVITY_BUYER_PATH.groupBuyInfo, { id })).body.data.deal).toBeUndefined();

    const [second, bystander] = await buyersOf(2);
    const reached = await as(second!, ACTIVITY_BUYER_PATH.join, { id }, { cookies: { curAgent: 'mulebuy' } });
    expect(reached.body).toMatchObject({ code: 0, data: { joined: true, joinedCount: 2, deal: { priceCny: 199, agentName: 'Mulebuy' } } });
    const info = GroupBuyInfoSchema.strict().parse((await as(buyer, ACTIVITY_BUYER_PATH.groupBuyInfo, { id }, { cookies: { curAgent: 'CNFans' } })).body.data);
    expect(info).toMatchObject({ state: 'succeeded', joined: true, deal: { priceCny: 199, agentName: 'CNFans' } });
    expect(info.deal!.buyUrl).toContain(offers[0]!.offerId);
    const other = (await as(bystander!, ACTIVITY_BUYER_PATH.groupBuyInfo, { id })).body.data;
    expect(other).toMatchObject({ state: 'succeeded', joined: false });
    expect(other.deal).toBeUndefined();
    expect((await as(null, ACTIVITY_BUYER_PATH.groupBuyInfo, { id })).body.data.deal).toBeUndefined();
  });

  it('ended → 410 and the group buy that did not reach its requirement failed; upcoming → 409 not_open; a flash sale id without an item → 404', async () => {
    const over = await groupBuy(5, 10, { startAt: at(-3), endAt: at(-1) });
    expect((await as(buyer, ACTIVITY_BUYER_PATH.join, { id: over.id })).body).toMatchObject({ code: 410, data: { reason: 'ended' } });
    expect((await as(buyer, ACTIVITY_BUYER_PATH.groupBuyInfo, { id: over.id })).body.data).toMatchObject({ state: 'failed', joined: false, activity: { status: 'ended' } });
    const soon = await groupBuy(5, 10, { startAt: at(1), endAt: at(3) });
    expect((await as(buyer, ACTIVITY_BUYER_PATH.join, { id: soon.id })).body).toMatchObject({ code: 409, data: { reason: 'not_open' } });
    const sale = await flashSale();
    expect((await as(buyer, ACTIVITY_BUYER_PATH.join, { id: sale.id })).body).toMatchObject({ code: 400, data: { reason: 'unsupported_type' } });
    expect((await as(buyer, ACTIVITY_BUYER_PATH.join, { id: sale.id, shopGoodsId: offers[1]!.shopGoodsId })).body).toMatchObject({ code: 404, data: { reason: 'item_not_found' } });
    expect((await as(buyer, ACTIVITY_BUYER_PATH.join, { id: 424_242 })).body.code).toBe(404);
  });

  it('1,000 concurrent joins against a capacity of 100: exactly 100 join, 900 answer 409 sold_out', async () => {
    const { id } = await groupBuy(50, 100);
    const crowd = await buyersOf(1000);
    const answers = await Promise.all(crowd.map((b) => as(b, ACTIVITY_BUYER_PATH.join, { id })));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(100);
    expect(answers.filter((a) => a.body.code === 409 && a.body.data.reason === 'sold_out')).toHaveLength(900);
    const [row] = await t.database.db.select({ participants: activities.participants }).from(activities).where(eq(activities.id, id));
    const [joins] = await t.database.db.select({ n: count() }).from(activityJoins).where(eq(activityJoins.activityId, id));
    expect(row!.participants).toBe(100);
    expect(joins!.n).toBe(100);
    expect(new Set(answers.filter((a) => a.body.code === 0).map((a) => a.body.data.joinedCount)).size).toBe(100);
  }, 180_000);

  it('the same buyer joining 20 times at once counts once', async () => {
    const { id } = await groupBuy(2, 100);
    const [one] = await buyersOf(1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => as(one!, ACTIVITY_BUYER_PATH.join, { id })));
    expect(answers.every((a) => a.body.code === 0 && a.body.data.joinedCount === 1)).toBe(true);
    const [joins] = await t.database.db.select({ n: count() }).from(activityJoins).where(and(eq(activityJoins.activityId, id), eq(activityJoins.userId, one!.userId)));
    expect(joins!.n).toBe(1);
    expect((await t.database.db.select({ p: activities.participants }).from(activities).where(eq(activities.id, id)))[0]!.p).toBe(1);
  });
});

describe('S/pub/get/activity/goods/list and S/join/activity (flash sale claims)', () => {
  it('lists the approved goods only, with activity price, sold count, stock and the caller\'s claims; pages', async () => {
    const { id } = await flashSale();
    await register(id, [{ index: 1, stock: 5, price: 55 }, { index: 2, stock: 3, price: 60 }]);
    const pendingSeller = await createSignedInUser(t.database.db);
    const [pending] = await t.database.db.insert(activityRegistrations).values({ activityId: id, userId: pendingSeller.userId, shopId, status: 'pending' }).returning({ id: activityRegistrations.id });
    await t.database.db.insert(activityRegistrationItems).values({ registrationId: pending!.id, activityId: id, shopGoodsId: offers[3]!.shopGoodsId, originalPriceCny: 130, activityPriceCny: 50, stock: 9 });

    const res = await as(null, ACTIVITY_BUYER_PATH.goodsList, { id, pageId: 1, pageSize: 1 });
    expect(res.body.code).toBe(0);
    const page = ActivityGoodsPageSchema.strict().parse(res.body.data);
    expect(page).toMatchObject({ total: 2, hasMore: true, activity: { id, type: 'flash_sale', status: 'ongoing' } });
    expect(page.list[0]).toMatchObject({ shopGoodsId: offers[1]!.shopGoodsId, activityPriceCny: 55, originalPriceCny: 110, soldCount: 0, stock: 5, claimed: false, title: 'Coat 1' });
    const second = (await as(null, ACTIVITY_BUYER_PATH.goodsList, { id, pageId: 2, pageSize: 1 })).body.data;
    expect(second).toMatchObject({ hasMore: false, list: [{ shopGoodsId: offers[2]!.shopGoodsId }] });
    const gb = await groupBuy(2, 5);
    expect((await as(null, ACTIVITY_BUYER_PATH.goodsList, { id: gb.id, pageId: 1, pageSize: 10 })).body).toMatchObject({ code: 400, data: { reason: 'unsupported_type' } });
    expect((await as(null, ACTIVITY_BUYER_PATH.goodsList, { id: 777_777, pageId: 1, pageSize: 10 })).body.code).toBe(404);

    expect((await as(null, ACTIVITY_BUYER_PATH.join, { id, shopGoodsId: offers[1]!.shopGoodsId })).body.code).toBe(401);
    const claim = await as(buyer, ACTIVITY_BUYER_PATH.join, { id, shopGoodsId: offers[1]!.shopGoodsId }, { cookies: { curAgent: 'Mulebuy' } });
    expect(claim.body).toMatchObject({ code: 0, data: { joined: true, joinedCount: 1, deal: { priceCny: 55, agentName: 'Mulebuy' } } });
    JoinAnswerSchema.strict().parse(claim.body.data);
    expect((await as(buyer, ACTIVITY_BUYER_PATH.join, { id, shopGoodsId: offers[1]!.shopGoodsId })).body).toMatchObject({ code: 0, data: { joinedCount: 1 } });
    // A pending registration's goods cannot be claimed.
    expect((await as(buyer, ACTIVITY_BUYER_PATH.join, { id, shopGoodsId: offers[3]!.shopGoodsId })).body).toMatchObject({ code: 404, data: { reason: 'item_not_found' } });
    const mine = ActivityGoodsPageSchema.strict().parse((await as(buyer, ACTIVITY_BUYER_PATH.goodsList, { id, pageId: 1, pageSize: 10 })).body.data);
    expect(mine.list.map((g) => [g.shopGoodsId, g.claimed, g.soldCount])).toEqual([[offers[1]!.shopGoodsId, true, 1], [offers[2]!.shopGoodsId, false, 0]]);
    expect(mine.list[0]!.deal).toMatchObject({ priceCny: 55 });
    const visitor = (await as(null, ACTIVITY_BUYER_PATH.goodsList, { id, pageId: 1, pageSize: 10 })).body.data;
    expect(visitor.list.map((g: { claimed: boolean; deal?: unknown }) => [g.claimed, g.deal])).toEqual([[false, undefined], [false, undefined]]);
  });

  it('an ended flash sale refuses claims with 410, an upcoming one with 409 not_open', async () => {
    const over = await flashSale({ startAt: at(-3), endAt: at(-1) });
    await register(over.id, [{ index: 1, stock: 5, price: 50 }]);
    expect((await as(buyer, ACTIVITY_BUYER_PATH.join, { id: over.id, shopGoodsId: offers[1]!.shopGoodsId })).body).toMatchObject({ code: 410, data: { reason: 'ended' } });
    const soon = await flashSale({ startAt: at(1), endAt: at(2) });
    await register(soon.id, [{ index: 1, stock: 5, price: 50 }]);
    expect((await as(buyer, ACTIVITY_BUYER_PATH.join, { id: soon.id, shopGoodsId: offers[1]!.shopGoodsId })).body).toMatchObject({ code: 409, data: { reason: 'not_open' } });
  });

  it('1,000 concurrent claims against a stock of 100: exactly 100 claim, 900 answer 409 sold_out; sold count 100', async () => {
    const { id } = await flashSale();
    await register(id, [{ index: 4, stock: 100, price: 70 }]);
    const crowd = await buyersOf(1000);
    const answers = await Promise.all(crowd.map((b) => as(b, ACTIVITY_BUYER_PATH.join, { id, shopGoodsId: offers[4]!.shopGoodsId })));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(100);
    expect(answers.filter((a) => a.body.code === 409 && a.body.data.reason === 'sold_out')).toHaveLength(900);
    const [item] = await t.database.db.select({ sold: activityRegistrationItems.soldCount }).from(activityRegistrationItems).where(eq(activityRegistrationItems.activityId, id));
    const [claims] = await t.database.db.select({ n: count() }).from(activityClaims).where(eq(activityClaims.activityId, id));
    expect(item!.sold).toBe(100);
    expect(claims!.n).toBe(100);
    const page = (await as(crowd[0]!, ACTIVITY_BUYER_PATH.goodsList, { id, pageId: 1, pageSize: 10 })).body.data;
    expect(page.list[0]).toMatchObject({ soldCount: 100, stock: 100 });
  }, 180_000);

  it('the same buyer claiming 20 times at once counts once', async () => {
    const { id } = await flashSale();
    await register(id, [{ index: 2, stock: 10, price: 70 }]);
    const [one] = await buyersOf(1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => as(one!, ACTIVITY_BUYER_PATH.join, { id, shopGoodsId: offers[2]!.shopGoodsId })));
    expect(answers.every((a) => a.body.code === 0 && a.body.data.joinedCount === 1)).toBe(true);
    const [item] = await t.database.db.select({ sold: activityRegistrationItems.soldCount }).from(activityRegistrationItems).where(eq(activityRegistrationItems.activityId, id));
    expect(item!.sold).toBe(1);
  });
});

describe('the site banner: S/admin/banner/set, S/admin/banner/get, S/pub/get/activity/list', () => {
  it('operators only; a flash sale that has not ended; audited; the shell shows it while it is ongoing', async () => {
    expect((await as(buyer, ADMIN_PATH.bannerSet, { activityId: null })).body.code).toBe(403);
    expect((await as(null, ADMIN_PATH.bannerSet, { activityId: null })).body.code).toBe(401);
    const gb = await groupBuy(2, 5);
    expect((await as(operator, ADMIN_PATH.bannerSet, { activityId: gb.id })).body).toMatchObject({ code: 400, data: { reason: 'not_flash_sale', fields: { activityId: expect.any(String) } } });
    const over = await flashSale({ startAt: at(-3), endAt: at(-1) });
    expect((await as(operator, ADMIN_PATH.bannerSet, { activityId: over.id })).body).toMatchObject({ code: 400, data: { reason: 'ended' } });
    expect((await as(operator, ADMIN_PATH.bannerSet, { activityId: 888_888 })).body.code).toBe(404);

    const sale = await flashSale();
    const set = await as(operator, ADMIN_PATH.bannerSet, { activityId: sale.id });
    expect(set.body).toMatchObject({ code: 0, msg: 'Site banner saved', data: { activityId: sale.id } });
    const shell = ShellActivitiesSchema.strict().parse((await as(null, ACTIVITY_BUYER_PATH.shellList, {}, { language: 'de' })).body.data);
    expect(shell.banner).toMatchObject({ activityId: sale.id, title: 'Aktion' });
    expect(shell.list.every((a) => a.status === 'ongoing')).toBe(true);
    expect(shell.list.map((a) => a.id)).toContain(sale.id);
    expect((await as(operator, ADMIN_PATH.bannerGet, {})).body).toMatchObject({ code: 0, data: { activityId: sale.id } });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'banner.set'));
    expect(audit.at(-1)).toMatchObject({ actorUserId: operator.userId, target: 'site:banner', after: { activityId: sale.id } });

    // Setting the same again writes no audit row.
    await as(operator, ADMIN_PATH.bannerSet, { activityId: sale.id });
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'banner.set'))).toHaveLength(audit.length);

    // An upcoming flash sale may be chosen; the shell shows no banner until it starts.
    const soon = await flashSale({ startAt: at(1), endAt: at(2) });
    expect((await as(operator, ADMIN_PATH.bannerSet, { activityId: soon.id })).body.code).toBe(0);
    expect((await as(null, ACTIVITY_BUYER_PATH.shellList, {})).body.data.banner).toBeNull();
    expect((await as(operator, ADMIN_PATH.bannerGet, {})).body.data).toEqual({ activityId: soon.id });

    expect((await as(operator, ADMIN_PATH.bannerSet, { activityId: null })).body).toMatchObject({ code: 0, data: { activityId: null } });
    expect((await as(null, ACTIVITY_BUYER_PATH.shellList, {})).body.data.banner).toBeNull();
  });
});
