import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATH } from '../../../core/admin-schemas.ts';
import { ShopGoodsSchema } from '../../../core/api-schemas.ts';
import { z } from 'zod';
import { ActivitySchema } from '../../../core/activity-schemas.ts';
import { PricedItemSchema, PriceCalculationSchema, REGISTRATION_PATH, RegistrationAdminPageSchema, RegistrationAdminSchema, RegistrationItemSchema, RegistrationSchema } from '../../../core/registration-schemas.ts';
import { activityRegistrations, auditLog, categories, goods, shopGoods, shops, users } from '../../../db/schema/index.ts';
import { createSignedInUser, type TestSession } from '../../test-support/sessions.ts';
import { signedHeaders } from '../../test-support/test-app.ts';
import { createAccountsTestApp, freshIp } from '../accounts/test-fixtures.ts';
import { makeActivitiesRepo } from '../activities/repo.ts';
import { makeActivitiesService } from '../activities/service.ts';
import { makeUploadKeeper } from '../uploads/service.ts';
import { makeUploadsRepo } from '../uploads/repo.ts';
import { makeRegistrationsRepo } from './repo.ts';
import { makeRegistrationsService } from './service.ts';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
let operator: TestSession;
let categoryId: number;
let nextOffer = 810_000;

const DAY = 86_400_000;
const at = (days: number) => new Date(t.clock.now() + days * DAY).toISOString();
// Each call from an address of its own: the parallel tests send more than one address may per minute (rate limit).
const as = (who: TestSession, language?: string) => (path: string, body: unknown = {}) => t.api(path, body, { cookies: { token: who.token }, language, ip: freshIp() });
const get = async (who: TestSession | null, path: string, language?: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/${path}`, headers: signedHeaders(t.config.SIGN_KEY, language ? { language } : {}), cookies: who ? { token: who.token } : {} });
  return res.json() as { code: number; msg: string; data: any };
};
// The answers, key for key (`.strict()` all the way down: no field the schemas do not name).
const StrictRegistration = RegistrationSchema.extend({ items: z.array(RegistrationItemSchema.strict()) }).strict();
const StrictMine = z.array(StrictRegistration.extend({ activity: ActivitySchema.strict() }).strict());
const StrictCheck = z.object({ registered: z.boolean(), registration: StrictRegistration.nullable() }).strict();
const StrictCalculation = PriceCalculationSchema.extend({ items: z.array(PricedItemSchema.strict()), totals: PriceCalculationSchema.shape.totals.strict() }).strict();
const StrictAdminPage = RegistrationAdminPageSchema.extend({ list: z.array(RegistrationAdminSchema.extend({ items: z.array(RegistrationItemSchema.strict()) }).strict()) }).strict();
const cancelPath = (id: number) => REGISTRATION_PATH.cancel.replace(':id', String(id));
const checkPath = (id: number) => REGISTRATION_PATH.check.replace(':id', String(id));

/** A seller with a shop holding ready goods at these prices (stock 10), and one still syncing. */
async function seller(prices: number[], language?: string) {
  const session = await createSignedInUser(t.database.db);
  const [shop] = await t.database.db.insert(shops).values({ userId: session.userId, storeSpace: `s-${session.userId}`, name: `Shop ${session.userId}` }).returning();
  const ids: number[] = [];
  for (const price of [...prices, 50]) {
    const offerId = String(nextOffer++);
    const [row] = await t.database.db.insert(goods).values({ channel: 'taobao', offerId, titleCn: `商品${offerId}`, searchText: 'jacket', priceCny: price, categoryId, weightG: 500, volumeCm3: 1000, deliveryDays: 3, productUrl: `https://item.taobao.com/item.htm?id=${offerId}` }).returning({ id: goods.id });
    const ready = ids.length < prices.length;
    const [item] = await t.database.db.insert(shopGoods).values({ shopId: shop!.id, channel: 'taobao', offerId, goodsId: row!.id, stock: 10, status: ready ? 'ready' : 'syncing' }).returning({ id: shopGoods.id });
    ids.push(item!.id);
  }
  return { session, shopId: shop!.id, goodsIds: ids.slice(0, prices.length), syncingId: ids.at(-1)!, call: as(session, language) };
}

async function activity(overrides: Record<string, unknown> = {}) {
  const res = await as(operator)(ADMIN_PATH.activitySave, {
    type: 'flash_sale',
    titles: { en: 'Spring flash sale', de: 'Frühlings-Blitzangebot' },
    descriptions: { en: 'Up to 70 % off.' },
    rules: {},
    startAt: at(1),
    endAt: at(3),
    minDiscountPct: 20,
    capacity: 100,
    ...overrides,
  });
  if (res.body.code !== 0) throw new Error(JSON.stringify(res.body));
  return res.body.data.id as number;
}

beforeAll(async () => {
  t = await createAccountsTestApp();
  const { seedReferenceData } = await import('../../../db/seed/reference.ts');
  await seedReferenceData(t.database.db);
  operator = await createSignedInUser(t.database.db);
  await t.database.db.update(users).set({ isOperator: true }).where(eq(users.id, operator.userId));
  const [category] = await t.database.db.select({ id: categories.id }).from(categories).limit(1);
  categoryId = category!.id;
});
afterAll(async () => {
  await t.close();
});

describe('GET S/user/products', () => {
  it('answers the caller\'s ready goods only; none without a shop; 401 for visitors', async () => {
    const a = await seller([100, 200]);
    const res = await get(a.session, REGISTRATION_PATH.userProducts);
    expect(res.code).toBe(0);
    expect(res.data.map((g: { id: number }) => g.id).sort()).toEqual([...a.goodsIds].sort());
    for (const g of res.data) ShopGoodsSchema.strict().parse(g);
    const nobody = await createSignedInUser(t.database.db);
    expect((await get(nobody, REGISTRATION_PATH.userProducts)).data).toEqual([]);
    expect((await get(null, REGISTRATION_PATH.userProducts)).code).toBe(401);
  });
});

describe('S/activities/calculate-prices', () => {
  it('computes savings and refuses each broken rule per item; totals count the acceptable items', async () => {
    const id = await activity();
    const a = await seller([100, 100, 100, 100, 100]);
    const other = await seller([100]);
    const [ok, tooSmall, tooLarge, tooMuchStock, zero] = a.goodsIds as [number, number, number, number, number];
    const res = await a.call(REGISTRATION_PATH.calculate, {
      activityId: id,
      items: [
        { shopGoodsId: ok, activityPriceCny: 70 },
        { shopGoodsId: tooSmall, activityPriceCny: 85 },
        { shopGoodsId: tooLarge, activityPriceCny: 29.99 },
        { shopGoodsId: tooMuchStock, activityPriceCny: 60, stock: 11 },
        { shopGoodsId: zero, activityPriceCny: 0 },
        { shopGoodsId: other.goodsIds[0]!, activityPriceCny: 70 },
        { shopGoodsId: a.syncingId, activityPriceCny: 30 },
      ],
    });
    expect(res.body.code).toBe(0);
    StrictCalculation.parse(res.body.data);
    expect(res.body.data.items.map((i: { ok: boolean; reason?: string }) => i.reason ?? 'ok')).toEqual(['ok', 'discount_too_small', 'discount_too_large', 'stock_exceeds', 'price_invalid', 'goods_unavailable', 'goods_unavailable']);
    expect(res.body.data.items[0]).toEqual({ shopGoodsId: ok, originalPriceCny: 100, activityPriceCny: 70, savingsCny: 30, discountPct: 30, stock: 10, ok: true });
    expect(res.body.data.totals).toEqual({ originalCny: 100, activityCny: 70, savingsCny: 30 });
  });

  it('404 unknown activity; 400 unsupported_type for a group buy; 400 on a malformed body; 401 for visitors', async () => {
    const a = await seller([100]);
    expect((await a.call(REGISTRATION_PATH.calculate, { activityId: 999_999, items: [{ shopGoodsId: a.goodsIds[0], activityPriceCny: 70 }] })).body).toMatchObject({ code: 404 });
    const [g] = await t.database.db.select({ offerId: goods.offerId }).from(goods).limit(1);
    const group = await activity({ type: 'group_buy', groupBuy: { channel: 'taobao', offerId: g!.offerId, groupPriceCny: 10, requirement: 2 } });
    expect((await a.call(REGISTRATION_PATH.calculate, { activityId: group, items: [{ shopGoodsId: a.goodsIds[0], activityPriceCny: 70 }] })).body).toMatchObject({ code: 400, data: { reason: 'unsupported_type' } });
    expect((await a.call(REGISTRATION_PATH.calculate, { activityId: 1, items: [] })).body).toMatchObject({ code: 400 });
    expect((await t.api(REGISTRATION_PATH.calculate, { activityId: 1, items: [{ shopGoodsId: 1, activityPriceCny: 1 }] })).body.code).toBe(401);
  });
});

describe('S/activities/register', () => {
  it('registers pending; a second call adds goods to the same pending registration and updates prices', async () => {
    const id = await activity();
    const a = await seller([100, 200]);
    const first = await a.call(REGISTRATION_PATH.register, { activityId: id, items: [{ shopGoodsId: a.goodsIds[0], activityPriceCny: 70, stock: 5 }] });
    expect(first.body).toMatchObject({ code: 0, data: { activityId: id, status: 'pending' } });
    StrictRegistration.parse(first.body.data);
    expect(first.body.data.items[0]).toMatchObject({ shopGoodsId: a.goodsIds[0], originalPriceCny: 100, activityPriceCny: 70, savingsCny: 30, discountPct: 30, stock: 5, soldCount: 0 });
    const second = await a.call(REGISTRATION_PATH.register, { activityId: id, items: [{ shopGoodsId: a.goodsIds[0], activityPriceCny: 75, stock: 4 }, { shopGoodsId: a.goodsIds[1], activityPriceCny: 150, stock: 2 }] });
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(second.body.data.items.map((i: { activityPriceCny: number; stock: number }) => [i.activityPriceCny, i.stock])).toEqual([[75, 4], [150, 2]]);
  });

  it('re-validates prices: one refused item refuses the call with per-item reasons, nothing stored', async () => {
    const id = await activity();
    const a = await seller([100, 100]);
    const res = await a.call(REGISTRATION_PATH.register, { activityId: id, items: [{ shopGoodsId: a.goodsIds[0], activityPriceCny: 70, stock: 1 }, { shopGoodsId: a.goodsIds[1], activityPriceCny: 20, stock: 1 }] });
    expect(res.body).toMatchObject({ code: 400, data: { reason: 'items_refused', items: [{ shopGoodsId: a.goodsIds[1], reason: 'discount_too_large' }] } });
    expect(await t.database.db.select().from(activityRegistrations).where(eq(activityRegistrations.userId, a.session.userId))).toEqual([]);
    expect((await a.call(REGISTRATION_PATH.register, { activityId: id, items: [{ shopGoodsId: a.goodsIds[0], activityPriceCny: 70 }] })).body).toMatchObject({ code: 400, data: { fields: { 'items.0.stock': expect.any(String) } } });
  });

  it('is open only while the activity is upcoming: ongoing → 409 not_open, ended → 410', async () => {
    const ongoing = await activity({ startAt: at(-1), endAt: at(1) });
    const ended = await activity({ startAt: at(-3), endAt: at(-1) });
    const a = await seller([100]);
    const items = [{ shopGoodsId: a.goodsIds[0], activityPriceCny: 70, stock: 1 }];
    expect((await a.call(REGISTRATION_PATH.register, { activityId: ongoing, items })).body).toMatchObject({ code: 409, data: { reason: 'not_open' } });
    expect((await a.call(REGISTRATION_PATH.register, { activityId: ended, items })).body).toMatchObject({ code: 410, msg: 'This activity has ended.', data: { reason: 'ended' } });
  });

  it('the same seller registering 100 times at once ends with one registration', async () => {
    const id = await activity();
    const a = await seller([100]);
    const answers = await Promise.all(Array.from({ length: 100 }, () => a.call(REGISTRATION_PATH.register, { activityId: id, items: [{ shopGoodsId: a.goodsIds[0], activityPriceCny: 70, stock: 3 }] })));
    const codes = answers.map((r) => r.body.code);
    expect(codes.every((c) => c === 0 || c === 409)).toBe(true);
    expect(codes).toContain(0);
    const rows = await t.database.db.select().from(activityRegistrations).where(and(eq(activityRegistrations.userId, a.session.userId), eq(activityRegistrations.activityId, id)));
    expect(rows).toHaveLength(1);
    expect(new Set(answers.filter((r) => r.body.code === 0).map((r) => r.body.data.id))).toEqual(new Set([rows[0]!.id]));
  });

  it('an activity that ends while the registration is in flight refuses it with 410', async () => {
    const id = await activity();
    const a = await seller([100]);
    let clock = new Date(t.clock.now());
    const repo = makeRegistrationsRepo(t.database.db);
    // The activity ends between the first check and the transaction.
    const racing = { ...repo, register: (...args: Parameters<typeof repo.register>) => ((clock = new Date(t.clock.now() + 5 * DAY)), repo.register(...args)) };
    const activities = makeActivitiesService({ repo: makeActivitiesRepo(t.database.db), uploads: makeUploadKeeper(makeUploadsRepo(t.database.db)), now: () => clock });
    const service = makeRegistrationsService({ repo: racing, activities, mail: t.outbox.queue, publicOrigin: 'http://localhost', now: () => clock });
    await expect(service.register(a.session.userId, { activityId: id, items: [{ shopGoodsId: a.goodsIds[0]!, activityPriceCny: 70, stock: 1 }] }, 'en')).rejects.toMatchObject({ code: 410, reason: 'ended' });
    expect(await t.database.db.select().from(activityRegistrations).where(eq(activityRegistrations.activityId, id))).toEqual([]);
  });
});

describe('a seller\'s registrations', () => {
  it('lists only their own, checks and lists goods; never another seller\'s', async () => {
    const id = await activity();
    const a = await seller([100]);
    const b = await seller([100]);
    const reg = (await a.call(REGISTRATION_PATH.register, { activityId: id, items: [{ shopGoodsId: a.goodsIds[0], activityPriceCny: 70, stock: 1 }] })).body.data;
    const mine = await get(a.session, REGISTRATION_PATH.mine, 'de');
    StrictMine.parse(mine.data);
    expect(mine.data.map((r: { id: number }) => r.id)).toEqual([reg.id]);
    expect(mine.data[0].activity).toMatchObject({ id, title: 'Frühlings-Blitzangebot', status: 'upcoming' });
    expect((await get(b.session, REGISTRATION_PATH.mine)).data).toEqual([]);
    const checked = await get(a.session, checkPath(id));
    StrictCheck.parse(checked.data);
    expect(checked.data).toMatchObject({ registered: true, registration: { id: reg.id } });
    expect((await get(b.session, checkPath(id))).data).toEqual({ registered: false, registration: null });
    expect((await get(a.session, checkPath(999_999))).code).toBe(404);
    expect((await a.call(REGISTRATION_PATH.goods, { activityId: id })).body.data.map((i: { shopGoodsId: number }) => i.shopGoodsId)).toEqual(a.goodsIds);
    expect((await b.call(REGISTRATION_PATH.goods, { activityId: id })).body.data).toEqual([]);
  });

  it('cancel: only their own (404 for another seller\'s), only while pending', async () => {
    const id = await activity();
    const a = await seller([100]);
    const b = await seller([100]);
    const reg = (await a.call(REGISTRATION_PATH.register, { activityId: id, items: [{ shopGoodsId: a.goodsIds[0], activityPriceCny: 70, stock: 1 }] })).body.data;
    expect((await b.call(cancelPath(reg.id))).body).toMatchObject({ code: 404, data: { reason: 'not_found' } });
    expect((await b.call(cancelPath(999_999))).body).toMatchObject({ code: 404, data: { reason: 'not_found' } });
    expect((await b.call('S/activities/registrations/abc/cancel')).body.code).toBe(404);
    const cancelled = await a.call(cancelPath(reg.id));
    expect(cancelled.body).toMatchObject({ code: 0, data: { status: 'cancelled' } });
    expect((await a.call(cancelPath(reg.id))).body).toMatchObject({ code: 409, data: { reason: 'invalid_transition', status: 'cancelled' } });
    StrictRegistration.parse(cancelled.body.data);
    // A cancelled registration no longer blocks a new one.
    const again = await a.call(REGISTRATION_PATH.register, { activityId: id, items: [{ shopGoodsId: a.goodsIds[0], activityPriceCny: 70, stock: 1 }] });
    expect(again.body).toMatchObject({ code: 0, data: { status: 'pending' } });
    expect(again.body.data.id).not.toBe(reg.id);
    expect((await get(a.session, checkPath(id))).data).toMatchObject({ registered: true, registration: { id: again.body.data.id } });
  });

  it('remove goods while pending, never the last one; another seller removes nothing', async () => {
    const id = await activity();
    const a = await seller([100, 100]);
    const b = await seller([100]);
    await a.call(REGISTRATION_PATH.register, { activityId: id, items: a.goodsIds.map((g) => ({ shopGoodsId: g, activityPriceCny: 70, stock: 1 })) });
    expect((await b.call(REGISTRATION_PATH.removeGoods, { activityId: id, shopGoodsIds: [a.goodsIds[0]] })).body).toMatchObject({ code: 404 });
    const removed = await a.call(REGISTRATION_PATH.removeGoods, { activityId: id, shopGoodsIds: [a.goodsIds[0]] });
    expect(removed.body).toMatchObject({ code: 0 });
    expect(removed.body.data.map((i: { shopGoodsId: number }) => i.shopGoodsId)).toEqual([a.goodsIds[1]]);
    expect((await a.call(REGISTRATION_PATH.removeGoods, { activityId: id, shopGoodsIds: [a.goodsIds[1]] })).body).toMatchObject({ code: 400, data: { reason: 'last_item' } });
  });
});

describe('the operator\'s queue', () => {
  it('lists pending ones with goods and prices; reject needs a reason; approve and reject are audited and mailed in the seller\'s language', async () => {
    const id = await activity();
    const a = await seller([100], 'de');
    const b = await seller([200], 'zh');
    const regA = (await a.call(REGISTRATION_PATH.register, { activityId: id, items: [{ shopGoodsId: a.goodsIds[0], activityPriceCny: 70, stock: 2 }] })).body.data;
    const regB = (await b.call(REGISTRATION_PATH.register, { activityId: id, items: [{ shopGoodsId: b.goodsIds[0], activityPriceCny: 150, stock: 2 }] })).body.data;

    const queue = await as(operator)(ADMIN_PATH.registrationList, { status: 'pending', pageId: 1, pageSize: 60 });
    StrictAdminPage.parse(queue.body.data);
    const row = queue.body.data.list.find((r: { id: number }) => r.id === regA.id);
    expect(row).toMatchObject({ sellerEmail: a.session.email, shopName: `Shop ${a.session.userId}`, activityTitle: 'Spring flash sale', items: [{ originalPriceCny: 100, activityPriceCny: 70, stock: 2 }] });
    expect((await as(a.session)(ADMIN_PATH.registrationList, { pageId: 1, pageSize: 10 })).body.code).toBe(403);
    expect((await as(a.session)(ADMIN_PATH.registrationReview, { id: regA.id, decision: 'approve' })).body.code).toBe(403);

    const noReason = await as(operator)(ADMIN_PATH.registrationReview, { id: regB.id, decision: 'reject', reason: ' ' });
    expect(noReason.body).toMatchObject({ code: 400, data: { fields: { reason: 'Enter the reason the seller will read.' } } });

    const mails = t.outbox.messages.length;
    expect((await as(operator)(ADMIN_PATH.registrationReview, { id: regA.id, decision: 'approve' })).body).toMatchObject({ code: 0, msg: 'Registration approved', data: { id: regA.id, status: 'approved' } });
    expect((await as(operator)(ADMIN_PATH.registrationReview, { id: regB.id, decision: 'reject', reason: 'Prices too high for this sale.' })).body).toMatchObject({ code: 0, data: { status: 'rejected', reason: 'Prices too high for this sale.' } });
    const sent = t.outbox.messages.slice(mails);
    expect(sent.find((m) => m.to === a.session.email)).toMatchObject({ subject: 'Deine Anmeldung für Frühlings-Blitzangebot ist genehmigt' });
    const toB = sent.find((m) => m.to === b.session.email)!;
    expect(toB.subject).toBe('你的「Spring flash sale」报名未通过');
    expect(toB.text).toContain('原因：Prices too high for this sale.');
    expect(toB.text).toContain('/zh/dashboard/activity');

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.target, `registration:${regB.id}`));
    expect(audits).toMatchObject([{ action: 'registration.reject', actorEmail: operator.email, before: { status: 'pending', reason: null }, after: { status: 'rejected', reason: 'Prices too high for this sale.' } }]);

    // Final states stay final: approve again, reject the approved one, the seller cancelling an approved one.
    expect((await as(operator)(ADMIN_PATH.registrationReview, { id: regA.id, decision: 'approve' })).body).toMatchObject({ code: 409, data: { reason: 'invalid_transition' } });
    expect((await as(operator)(ADMIN_PATH.registrationReview, { id: regA.id, decision: 'reject', reason: 'x' })).body).toMatchObject({ code: 409 });
    expect((await a.call(cancelPath(regA.id))).body).toMatchObject({ code: 409, data: { reason: 'invalid_transition' } });
    expect((await a.call(REGISTRATION_PATH.removeGoods, { activityId: id, shopGoodsIds: a.goodsIds })).body).toMatchObject({ code: 409 });
    expect((await a.call(REGISTRATION_PATH.register, { activityId: id, items: [{ shopGoodsId: a.goodsIds[0], activityPriceCny: 70, stock: 1 }] })).body).toMatchObject({ code: 409, data: { reason: 'already_registered' } });
    expect((await as(operator)(ADMIN_PATH.registrationReview, { id: 999_999, decision: 'approve' })).body.code).toBe(404);
    // The seller sees the decision and the reason.
    expect((await get(b.session, checkPath(id))).data).toMatchObject({ registered: false, registration: { status: 'rejected', reason: 'Prices too high for this sale.' } });
  });

  it('200 reviews of one registration at once: exactly one wins, one audit row, one mail', async () => {
    const id = await activity();
    const a = await seller([100]);
    const reg = (await a.call(REGISTRATION_PATH.register, { activityId: id, items: [{ shopGoodsId: a.goodsIds[0], activityPriceCny: 70, stock: 1 }] })).body.data;
    const mails = t.outbox.messages.length;
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => as(operator)(ADMIN_PATH.registrationReview, i % 2 ? { id: reg.id, decision: 'approve' } : { id: reg.id, decision: 'reject', reason: 'No.' })));
    expect(answers.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(answers.filter((r) => r.body.code === 409)).toHaveLength(199);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.target, `registration:${reg.id}`))).toHaveLength(1);
    expect(t.outbox.messages.slice(mails).filter((m) => m.to === a.session.email)).toHaveLength(1);
  });
});
