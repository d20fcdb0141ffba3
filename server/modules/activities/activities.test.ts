import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATH } from '../../../core/admin-schemas.ts';
import { ActivityAdminSchema, ActivityPageSchema, ActivityRulesSchema, ActivitySchema } from '../../../core/activity-schemas.ts';
import { activities, auditLog, categories, goods, uploads, users } from '../../../db/schema/index.ts';
import { createSignedInUser, type TestSession } from '../../test-support/sessions.ts';
import { signedHeaders } from '../../test-support/test-app.ts';
import { createAccountsTestApp } from '../accounts/test-fixtures.ts';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
let operator: TestSession;
let user: TestSession;

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const asOperator = (path: string, body: unknown, language?: string) => t.api(path, body, { cookies: { token: operator.token }, language });
const asUser = (path: string, body: unknown, language?: string) => t.api(path, body, { cookies: { token: user.token }, language });
const getRules = async (id: number | string, language?: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/S/activities/${id}/rules`, headers: signedHeaders(t.config.SIGN_KEY, language ? { language } : {}), cookies: { token: user.token } });
  return res.json() as { code: number; msg: string; data: { rules: string[] } | null };
};

const flashSale = (overrides: Record<string, unknown> = {}) => ({
  type: 'flash_sale',
  titles: { en: 'Winter flash sale', de: 'Winter-Blitzangebot', it: '' },
  descriptions: { en: 'Up to 70 % off jackets.', de: 'Bis zu 70 % auf Jacken.' },
  rules: { en: ['One item per buyer.', 'While stock lasts.'], fr: ['Un article par acheteur.'] },
  startAt: at(-1),
  endAt: at(2),
  minDiscountPct: 20,
  capacity: 100,
  ...overrides,
});

const uploadOf = async (key: string, owner: number) => {
  await t.database.db.insert(uploads).values({ key, purpose: 'banner', ownerUserId: owner, ipHash: 'x', contentType: 'image/webp', width: 1200, height: 300, bytes: 1000, expiresAt: new Date(Date.now() + DAY) });
};
const expiryOf = async (key: string) => (await t.database.db.select({ e: uploads.expiresAt }).from(uploads).where(eq(uploads.key, key)))[0]?.e;

beforeAll(async () => {
  t = await createAccountsTestApp();
  const { seedReferenceData } = await import('../../../db/seed/reference.ts');
  await seedReferenceData(t.database.db);
  operator = await createSignedInUser(t.database.db);
  await t.database.db.update(users).set({ isOperator: true }).where(eq(users.id, operator.userId));
  user = await createSignedInUser(t.database.db);
  const [category] = await t.database.db.select({ id: categories.id }).from(categories).limit(1);
  await t.database.db.insert(goods).values({ channel: 'taobao', offerId: '700001', titleCn: '羽绒服', searchText: 'down jacket', priceCny: 299, categoryId: category!.id, weightG: 900, volumeCm3: 6000, deliveryDays: 3, productUrl: 'https://item.taobao.com/item.htm?id=700001' });
});
afterAll(async () => {
  await t.close();
});

describe('S/admin/activity/save', () => {
  it('refuses visitors (401) and non-operators (403) before reading the body', async () => {
    expect((await t.api(ADMIN_PATH.activitySave, flashSale())).body).toMatchObject({ code: 401 });
    expect((await asUser(ADMIN_PATH.activitySave, flashSale())).body).toMatchObject({ code: 403, data: { reason: 'operator_only' } });
    expect((await asUser(ADMIN_PATH.activitySave, { nonsense: 1 })).body).toMatchObject({ code: 403 });
    expect((await asUser(ADMIN_PATH.activityList, { pageId: 1, pageSize: 10 })).body).toMatchObject({ code: 403 });
  });

  it('creates a flash sale, audited with its fields, and answers every locale', async () => {
    const res = await asOperator(ADMIN_PATH.activitySave, flashSale());
    expect(res.body).toMatchObject({ code: 0, msg: 'Activity saved' });
    const saved = ActivityAdminSchema.strict().parse(res.body.data);
    expect(saved).toMatchObject({ type: 'flash_sale', status: 'ongoing', titles: { en: 'Winter flash sale', de: 'Winter-Blitzangebot' }, minDiscountPct: 20, capacity: 100, groupBuy: null });
    // An empty locale text is not stored: that locale falls back to English.
    expect(saved.titles.it).toBeUndefined();
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.target, `activity:${saved.id}`));
    expect(row).toMatchObject({ actorUserId: operator.userId, actorEmail: operator.email, action: 'activity.create', before: null });
    expect(row!.after).toMatchObject({ type: 'flash_sale', capacity: 100, titles: { en: 'Winter flash sale' } });
  });

  it('edits: the audit row holds only the changed fields, before and after; a save that changes nothing writes none', async () => {
    const created = (await asOperator(ADMIN_PATH.activitySave, flashSale())).body.data as { id: number; startAt: string; endAt: string };
    const edit = flashSale({ id: created.id, startAt: created.startAt, endAt: created.endAt, capacity: 250 });
    expect((await asOperator(ADMIN_PATH.activitySave, edit)).body).toMatchObject({ code: 0, data: { id: created.id, capacity: 250 } });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.target, `activity:${created.id}`)).orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual(['activity.create', 'activity.save']);
    expect(rows[1]).toMatchObject({ before: { capacity: 100 }, after: { capacity: 250 } });
    await asOperator(ADMIN_PATH.activitySave, edit);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.target, `activity:${created.id}`))).toHaveLength(2);
  });

  it('editing an unknown activity answers 404', async () => {
    expect((await asOperator(ADMIN_PATH.activitySave, flashSale({ id: 999_999 }))).body).toMatchObject({ code: 404, msg: 'Activity not found' });
  });

  it('refuses invalid input with the schema messages, in the caller language, and saves nothing', async () => {
    const before = (await t.database.db.select().from(activities)).length;
    const res = await asOperator(ADMIN_PATH.activitySave, flashSale({ titles: { de: 'Nur Deutsch' }, descriptions: {}, minDiscountPct: 75, capacity: 0, endAt: at(-2) }));
    expect(res.body.code).toBe(400);
    expect(res.body.data.fields).toMatchObject({
      'titles.en': 'Enter the English title.',
      'descriptions.en': 'Enter the English description.',
      minDiscountPct: 'Enter a minimum discount from 0 to 70 %.',
      capacity: 'Enter a capacity of at least 1.',
    });
    const de = await asOperator(ADMIN_PATH.activitySave, flashSale({ endAt: at(-2) }), 'de');
    expect(de.body.data.fields).toEqual({ endAt: 'Das Ende muss nach dem Beginn liegen.' });
    expect((await asOperator(ADMIN_PATH.activitySave, flashSale({ type: 'lottery' }))).body.data.fields).toEqual({ type: 'Choose one of the activity types.' });
    expect((await t.database.db.select().from(activities)).length).toBe(before);
  });

  it('a group buy needs its product (in the catalog), group price and requirement', async () => {
    const base = flashSale({ type: 'group_buy', capacity: 50 });
    expect((await asOperator(ADMIN_PATH.activitySave, base)).body.data.fields).toEqual({ groupBuy: 'A group buy needs its product, group price and number of people.' });
    const unknown = await asOperator(ADMIN_PATH.activitySave, { ...base, groupBuy: { channel: 'taobao', offerId: '123', groupPriceCny: 199, requirement: 5 } });
    expect(unknown.body).toMatchObject({ code: 400, msg: 'This product is not in the catalog.', data: { reason: 'unknown_product' } });
    const tooFew = await asOperator(ADMIN_PATH.activitySave, { ...base, capacity: 3, groupBuy: { channel: 'taobao', offerId: '700001', groupPriceCny: 199, requirement: 5 } });
    expect(tooFew.body.data.fields).toEqual({ capacity: 'The capacity cannot be below the number of people needed.' });
    const ok = await asOperator(ADMIN_PATH.activitySave, { ...base, groupBuy: { channel: 'taobao', offerId: '700001', groupPriceCny: 199, requirement: 5 } });
    expect(ok.body).toMatchObject({ code: 0, data: { type: 'group_buy', groupBuy: { channel: 'taobao', offerId: '700001', groupPriceCny: 199, requirement: 5 } } });
  });

  it('banners: only the operator\'s own live upload; kept on save, the replaced one released', async () => {
    await uploadOf('banners/a.webp', operator.userId);
    await uploadOf('banners/b.webp', operator.userId);
    await uploadOf('banners/other.webp', user.userId);
    const refused = await asOperator(ADMIN_PATH.activitySave, flashSale({ bannerDesktop: 'banners/other.webp' }));
    expect(refused.body).toMatchObject({ code: 400, data: { reason: 'banner_invalid', fields: { bannerDesktop: 'This image is no longer available. Please upload it again.' } } });
    const created = (await asOperator(ADMIN_PATH.activitySave, flashSale({ bannerDesktop: 'banners/a.webp' }))).body.data as { id: number; startAt: string; endAt: string; bannerDesktop: string };
    expect(created.bannerDesktop).toBe('banners/a.webp');
    expect(await expiryOf('banners/a.webp')).toBeNull();
    await asOperator(ADMIN_PATH.activitySave, flashSale({ id: created.id, startAt: created.startAt, endAt: created.endAt, bannerDesktop: 'banners/b.webp' }));
    expect(await expiryOf('banners/b.webp')).toBeNull();
    expect(await expiryOf('banners/a.webp')).toBeInstanceOf(Date);
  });
});

describe('public reads', () => {
  let ids: { upcoming: number; ongoing: number; ended: number; flash: number };
  beforeAll(async () => {
    const save = async (body: Record<string, unknown>) => ((await asOperator(ADMIN_PATH.activitySave, body)).body.data as { id: number }).id;
    ids = {
      upcoming: await save(flashSale({ type: 'influencers', startAt: at(5), endAt: at(9), titles: { en: 'Creators week' } })),
      ongoing: await save(flashSale({ type: 'become_seller', titles: { en: 'Open a shop', de: 'Eröffne einen Shop' } })),
      ended: await save(flashSale({ type: 'become_seller', startAt: at(-9), endAt: at(-5), titles: { en: 'Old call' } })),
      flash: await save(flashSale()),
    };
  });

  it('lists with the status computed from the times, filtered by status', async () => {
    const all = await t.api('S/pub/get/activity/listV1', { pageId: 1, pageSize: 60 });
    const page = ActivityPageSchema.strict().parse(all.body.data);
    const statusOf = (id: number) => page.list.find((a) => a.id === id)?.status;
    expect([statusOf(ids.upcoming), statusOf(ids.ongoing), statusOf(ids.ended)]).toEqual(['upcoming', 'ongoing', 'ended']);
    for (const status of ['upcoming', 'ongoing', 'ended'] as const) {
      const filtered = ActivityPageSchema.parse((await t.api('S/pub/get/activity/listV1', { status, pageId: 1, pageSize: 60 })).body.data);
      expect(filtered.list.length).toBeGreaterThan(0);
      expect(filtered.list.every((a) => a.status === status)).toBe(true);
      expect(filtered.list.some((a) => a.id === ids[status])).toBe(true);
    }
  });

  it('answers in the request language, English where that one has none', async () => {
    const de = ActivityPageSchema.parse((await t.api('S/pub/get/activity/listV1', { pageId: 1, pageSize: 60 }, { language: 'de' })).body.data);
    expect(de.list.find((a) => a.id === ids.ongoing)?.title).toBe('Eröffne einen Shop');
    expect(de.list.find((a) => a.id === ids.upcoming)?.title).toBe('Creators week');
    const detail = await asUser(`S/activities/${ids.ongoing}`, {}, 'it');
    expect(ActivitySchema.strict().parse(detail.body.data)).toMatchObject({ title: 'Open a shop', rules: ['One item per buyer.', 'While stock lasts.'], status: 'ongoing' });
  });

  it('S/activities/{id}: 404 unknown, 400 unsupported_type for a flash sale', async () => {
    expect((await asUser('S/activities/999999', {})).body).toMatchObject({ code: 404, msg: 'Activity not found' });
    expect((await asUser('S/activities/abc', {})).body).toMatchObject({ code: 404 });
    expect((await asUser(`S/activities/${ids.flash}`, {})).body).toMatchObject({ code: 400, msg: 'The requested activity type is not supported', data: { reason: 'unsupported_type' } });
    expect((await asUser(`S/activities/${ids.flash}`, {}, 'de')).body.msg).toBe('Der angeforderte Aktionstyp wird nicht unterstützt');
  });

  it('GET S/activities/{id}/rules: the language\'s rules, else English; 404 unknown', async () => {
    expect(ActivityRulesSchema.strict().parse((await getRules(ids.flash, 'fr')).data)).toEqual({ rules: ['Un article par acheteur.'] });
    expect((await getRules(ids.flash, 'pl')).data).toEqual({ rules: ['One item per buyer.', 'While stock lasts.'] });
    expect(await getRules(999_999)).toMatchObject({ code: 404, msg: 'Activity not found' });
  });
});
