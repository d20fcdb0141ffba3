import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, activityRegistrationItems, activityRegistrations, categories, goods, shopGoods, shops } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../../db/test-support.ts';
import { createSignedInUser } from '../../test-support/sessions.ts';
import { makeActivityBuyerRepo } from './buyer-repo.ts';
import { makeActivityBuyerService } from './buyer-service.ts';
import { makeActivitiesRepo } from './repo.ts';

/**
 * The one clock (docs/decisions/021-activities.md): a join or claim reads it only once it holds its row lock, so an
 * activity that ends while the call waits refuses it with 410. PGlite runs one transaction at a time (the join waits
 * for the holder's whole transaction); PostgreSQL waits on the row lock, which the test sees in pg_locks.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let clock = new Date('2030-01-01T12:00:00Z');
let service: ReturnType<typeof makeActivityBuyerService>;
let buyerId: number;
let shopGoodsId: number;
let shopId: number;
let sellerId: number;
const END = new Date('2030-01-01T13:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await database.migrate();
  const { seedReferenceData } = await import('../../../db/seed/reference.ts');
  await seedReferenceData(database.db);
  buyerId = (await createSignedInUser(database.db)).userId;
  const seller = await createSignedInUser(database.db);
  const [category] = await database.db.select({ id: categories.id }).from(categories).limit(1);
  const [g] = await database.db.insert(goods).values({ channel: 'taobao', offerId: '820001', titleCn: '外套', searchText: 'coat', priceCny: 100, categoryId: category!.id, weightG: 1, volumeCm3: 1, deliveryDays: 1, productUrl: 'https://item.taobao.com/item.htm?id=820001' }).returning({ id: goods.id });
  const [shop] = await database.db.insert(shops).values({ userId: seller.userId, storeSpace: 'Clock-Shop', name: 'Clock' }).returning({ id: shops.id });
  const [sg] = await database.db.insert(shopGoods).values({ shopId: shop!.id, channel: 'taobao', offerId: '820001', goodsId: g!.id, status: 'ready' }).returning({ id: shopGoods.id });
  shopGoodsId = sg!.id;
  const activitiesRepo = makeActivitiesRepo(database.db);
  service = makeActivityBuyerService({ repo: makeActivityBuyerRepo(database.db), activities: activitiesRepo, agentOffers: async () => [], now: () => clock });
  shopId = shop!.id;
  sellerId = seller.userId;
});
afterAll(async () => {
  await database.close();
});

const insertActivity = async (type: 'group_buy' | 'flash_sale') => {
  const [row] = await database.db
    .insert(activities)
    .values({ type, titles: { en: 'Clock' }, descriptions: { en: 'Clock' }, rules: {}, startAt: new Date('2030-01-01T00:00:00Z'), endAt: END, capacity: 10, minDiscountPct: 0, ...(type === 'group_buy' ? { groupChannel: 'taobao', groupOfferId: '820001', groupPriceCny: 80, groupRequirement: 2 } : {}) })
    .returning({ id: activities.id });
  return row!.id;
};

/** Holds `lockSql` in a transaction until `release` is called; `locked` resolves once the lock is held. */
function holdLock(lockSql: ReturnType<typeof sql>) {
  let release!: () => void;
  let locked!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = new Promise<void>((resolve) => (locked = resolve));
  const done = database.db.transaction(async (tx) => {
    await tx.execute(lockSql);
    locked();
    await released;
  });
  return { held, release, done };
}

/** On PostgreSQL, until another session waits for a lock (the call under test is queued behind the holder). */
async function untilSomeoneWaits() {
  if (database.kind !== 'postgres') return;
  for (;;) {
    const result = (await database.db.execute(sql`select count(*)::int as n from pg_locks where not granted`)) as unknown as { rows: { n: number }[] };
    if (result.rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('an activity that ends while a join or claim waits refuses it (410)', () => {
  it('group buy: the join waits for the activity row, the clock passes the end meanwhile → 410', async () => {
    clock = new Date('2030-01-01T12:00:00Z');
    const id = await insertActivity('group_buy');
    const holder = holdLock(sql`select id from activities where id = ${id} for update`);
    await holder.held;
    const joining = service.join({ id }, buyerId, { locale: 'en', clientIp: '127.0.0.1', userId: buyerId }).then(
      () => 'joined',
      (error: { code?: number }) => error.code,
    );
    await untilSomeoneWaits();
    clock = new Date(END.getTime() + 1);
    holder.release();
    await holder.done;
    expect(await joining).toBe(410);
    expect((await database.db.select({ p: activities.participants }).from(activities).where(eq(activities.id, id)))[0]!.p).toBe(0);
  });

  it('flash sale: the claim waits for the item row, the clock passes the end meanwhile → 410, nothing sold', async () => {
    clock = new Date('2030-01-01T12:00:00Z');
    const id = await insertActivity('flash_sale');
    const [reg] = await database.db.insert(activityRegistrations).values({ activityId: id, userId: sellerId, shopId, status: 'approved' }).returning({ id: activityRegistrations.id });
    const [item] = await database.db.insert(activityRegistrationItems).values({ registrationId: reg!.id, activityId: id, shopGoodsId, originalPriceCny: 100, activityPriceCny: 50, stock: 5 }).returning({ id: activityRegistrationItems.id });
    const holder = holdLock(sql`select id from activity_registration_items where id = ${item!.id} for update`);
    await holder.held;
    const claiming = service.join({ id, shopGoodsId }, buyerId, { locale: 'en', clientIp: '127.0.0.1', userId: buyerId }).then(
      () => 'claimed',
      (error: { code?: number }) => error.code,
    );
    await untilSomeoneWaits();
    clock = new Date(END.getTime() + 1);
    holder.release();
    await holder.done;
    expect(await claiming).toBe(410);
    expect((await database.db.select({ s: activityRegistrationItems.soldCount }).from(activityRegistrationItems).where(eq(activityRegistrationItems.id, item!.id)))[0]!.s).toBe(0);
  });

  it('before the end the same join succeeds (the test can tell the two apart)', async () => {
    clock = new Date('2030-01-01T12:00:00Z');
    const id = await insertActivity('group_buy');
    await expect(service.join({ id }, buyerId, { locale: 'en', clientIp: '127.0.0.1', userId: buyerId })).resolves.toMatchObject({ joined: true, joinedCount: 1 });
  });
});
