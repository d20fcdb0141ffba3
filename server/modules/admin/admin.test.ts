import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATH, AgentAdminSchema, type AgentAdmin } from '../../../core/admin-schemas.ts';
import { ACCOUNT_PATH, API_PATH, CATALOG_PATH } from '../../../core/api.ts';
import { activities, activityRegistrations, agents, auditLog, categories, currencies, goods, programmeApplications, shops, users } from '../../../db/schema/index.ts';
import { asCookie, asHeader, createSignedInUser, type TestSession } from '../../test-support/sessions.ts';
import { createAccountsTestApp, signUp } from '../accounts/test-fixtures.ts';
import { makeAdminRepo, setOperators } from './repo.ts';

const OPERATOR_EMAIL = 'ops@haulbridge.example';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
let operator: TestSession;
let user: TestSession;

const call = (path: string, body: unknown, headers: Record<string, string> = {}) => t.api(path, body, { cookies: headers.cookie ? { token: headers.cookie.slice('token='.length) } : {}, headerToken: headers['x-token'] });

/** One valid body per console call: each is refused to a non-operator before its body is even read. */
const VALID_BODY: Record<(typeof ADMIN_PATH)[keyof typeof ADMIN_PATH], unknown> = {
  [ADMIN_PATH.rateSave]: { currency: 'EUR', rate: 7.8 },
  [ADMIN_PATH.auditList]: { pageId: 1, pageSize: 10 },
  [ADMIN_PATH.activitySave]: { type: 'flash_sale', titles: { en: 'Guard sale' }, descriptions: { en: 'Guard.' }, rules: {}, startAt: '2030-01-01T00:00:00Z', endAt: '2030-01-02T00:00:00Z', minDiscountPct: 10, capacity: 100 },
  [ADMIN_PATH.activityList]: { pageId: 1, pageSize: 10 },
  [ADMIN_PATH.registrationList]: { status: 'pending', pageId: 1, pageSize: 10 },
  // The id of a pending registration made in beforeAll.
  [ADMIN_PATH.registrationReview]: { id: 0, decision: 'approve' },
  [ADMIN_PATH.agentList]: {},
  [ADMIN_PATH.agentSave]: { id: 0, serviceFeePct: 3, freeStorageDays: 90, processingDays: 2, rating: 4.7, referralParam: 'ref', platformReferralCode: '', productUrlTemplates: { taobao: 'https://cnfans.com/product?id={offerId}&platform=TAOBAO', weidian: '', '1688': '' } },
  [ADMIN_PATH.bannerSet]: { activityId: null },
  [ADMIN_PATH.bannerGet]: {},
  [ADMIN_PATH.applicationList]: { programme: 'influencers', status: 'pending', pageId: 1, pageSize: 10 },
  // The id of a pending application made in beforeAll.
  [ADMIN_PATH.applicationReview]: { id: 0, decision: 'accept' },
};

const rateOf = async (currency: string) => {
  const { body } = await call(API_PATH.rateList, {});
  return (body.data as { currency: string; rate: number }[]).find((r) => r.currency === currency)?.rate;
};

beforeAll(async () => {
  t = await createAccountsTestApp({ env: { ADMIN_EMAILS: ` ${OPERATOR_EMAIL.toUpperCase()} , lead@haulbridge.example` } });
  const { seedReferenceData } = await import('../../../db/seed/reference.ts');
  await seedReferenceData(t.database.db);
  operator = await createSignedInUser(t.database.db);
  await t.database.db.update(users).set({ isOperator: true }).where(eq(users.id, operator.userId));
  user = await createSignedInUser(t.database.db);
  // A pending registration for the guard's review call, and an agent for the agent save.
  const db = t.database.db;
  const [activity] = await db.insert(activities).values({ type: 'flash_sale', titles: { en: 'Guard sale' }, descriptions: { en: 'Guard.' }, rules: {}, startAt: new Date('2030-01-01T00:00:00Z'), endAt: new Date('2030-01-02T00:00:00Z'), capacity: 10 }).returning();
  const [shop] = await db.insert(shops).values({ userId: user.userId, storeSpace: 'guard-shop', name: 'Guard shop' }).returning();
  const [registration] = await db.insert(activityRegistrations).values({ activityId: activity!.id, userId: user.userId, shopId: shop!.id }).returning();
  (VALID_BODY[ADMIN_PATH.registrationReview] as { id: number }).id = registration!.id;
  const [application] = await db.insert(programmeApplications).values({ programme: 'influencers', userId: user.userId, details: { discordInvite: 'https://discord.gg/guard', memberCount: 10, links: [] } }).returning();
  (VALID_BODY[ADMIN_PATH.applicationReview] as { id: number }).id = application!.id;
  const [agent] = await db.select({ id: agents.id }).from(agents).where(eq(agents.slug, 'cnfans'));
  (VALID_BODY[ADMIN_PATH.agentSave] as { id: number }).id = agent!.id;
});
afterAll(async () => {
  await t.close();
});

describe('the operator guard, per call', () => {
  it('lists every console call (a new one must be added here)', () => {
    expect(Object.keys(VALID_BODY).sort()).toEqual(Object.values(ADMIN_PATH).sort());
    for (const path of Object.values(ADMIN_PATH)) expect(path.startsWith('S/admin/')).toBe(true);
  });

  for (const path of Object.values(ADMIN_PATH)) {
    it(`${path}: 401 without a session, 403 for a user (even with a bad body), ok for an operator`, async () => {
      expect((await call(path, VALID_BODY[path])).body).toMatchObject({ code: 401, data: { reason: 'login_required' } });
      expect((await call(path, VALID_BODY[path], { 'x-token': 'no-such-token' })).body).toMatchObject({ code: 401 });
      const refused = await call(path, VALID_BODY[path], asCookie(user));
      expect(refused.body).toEqual({ code: 403, msg: 'Only operators can do this.', data: { reason: 'operator_only' } });
      expect((await call(path, { nonsense: true }, asHeader(user))).body).toMatchObject({ code: 403 });
      expect((await call(path, VALID_BODY[path], asCookie(operator))).body).toMatchObject({ code: 0 });
    });
  }

  it('a refused rate save changes nothing and writes no audit row', async () => {
    const before = await rateOf('GBP');
    const rows = (await t.database.db.select().from(auditLog)).length;
    expect((await call(ADMIN_PATH.rateSave, { currency: 'GBP', rate: 1.5 }, asCookie(user))).body.code).toBe(403);
    expect(await rateOf('GBP')).toBe(before);
    expect((await t.database.db.select().from(auditLog)).length).toBe(rows);
  });
});

describe('S/admin/rate/save', () => {
  it('validates with the shared schema: unknown currency, non-positive, too large, not a number, CNY', async () => {
    const cases: [unknown, string, string][] = [
      [{ currency: 'XYZ', rate: 1 }, 'currency', 'Choose one of the listed currencies.'],
      [{ currency: 'USD', rate: 0 }, 'rate', 'Enter a rate from 0.0001 to 1000 (CNY per one unit).'],
      [{ currency: 'USD', rate: -7 }, 'rate', 'Enter a rate from 0.0001 to 1000 (CNY per one unit).'],
      [{ currency: 'USD', rate: 100_000 }, 'rate', 'Enter a rate from 0.0001 to 1000 (CNY per one unit).'],
      [{ currency: 'USD', rate: '7.2' }, 'rate', 'Enter a rate from 0.0001 to 1000 (CNY per one unit).'],
      [{ currency: 'USD' }, 'rate', 'Enter a rate from 0.0001 to 1000 (CNY per one unit).'],
      [{ currency: 'CNY', rate: 2 }, 'currency', 'CNY is the base currency: its rate is always 1.'],
    ];
    const usd = await rateOf('USD');
    for (const [body, field, message] of cases) {
      const res = await call(ADMIN_PATH.rateSave, body, asCookie(operator));
      expect(res.body, JSON.stringify(body)).toMatchObject({ code: 400, data: { fields: { [field]: message } } });
    }
    expect(await rateOf('USD')).toBe(usd);
  });

  it('answers in the caller language', async () => {
    const res = await t.api(ADMIN_PATH.rateSave, { currency: 'USD', rate: 0 }, { cookies: { token: operator.token }, language: 'de' });
    expect(res.body.data.fields.rate).toBe('Gib einen Kurs von 0,0001 bis 1000 ein (CNY pro Einheit).');
  });

  it('takes effect at once (the cached rate list changes) and is audited with before and after', async () => {
    const before = await rateOf('USD'); // caches the list
    expect(before).toBeGreaterThan(0);
    const saved = await call(ADMIN_PATH.rateSave, { currency: 'USD', rate: 6.54321 }, asCookie(operator));
    expect(saved.body).toEqual({ code: 0, msg: 'Exchange rate saved', data: { currency: 'USD', symbol: '$', rate: 6.54321, exchange: Number((1 / 6.54321).toFixed(6)) } });
    expect(await rateOf('USD')).toBe(6.54321);
    const [row] = await t.database.db.select().from(currencies).where(eq(currencies.code, 'USD'));
    expect(row!.rate).toBe(6.54321);

    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.target, 'currency:USD')).orderBy(auditLog.id);
    expect(audited.at(-1)).toMatchObject({ actorUserId: operator.userId, actorEmail: operator.email, action: 'rate.save', target: 'currency:USD', before: { rate: before }, after: { rate: 6.54321 } });
  });

  it('saving the rate a currency already has writes no audit row', async () => {
    const eur = (await rateOf('EUR'))!;
    const rows = (await t.database.db.select().from(auditLog)).length;
    expect((await call(ADMIN_PATH.rateSave, { currency: 'EUR', rate: eur }, asCookie(operator))).body).toMatchObject({ code: 0, data: { currency: 'EUR', rate: eur } });
    expect((await t.database.db.select().from(auditLog)).length).toBe(rows);
  });

  it('the change and its audit row commit together: when the row cannot be written, the rate is not changed', async () => {
    const aud = (await rateOf('AUD'))!;
    const rows = (await t.database.db.select().from(auditLog)).length;
    // No such user: the audit row's actor reference fails, after the rate's UPDATE ran in the same transaction.
    await expect(makeAdminRepo(t.database.db).saveRate('AUD', aud + 1, { userId: 2_000_000_000, email: 'ghost@example.com' })).rejects.toThrow();
    const [row] = await t.database.db.select().from(currencies).where(eq(currencies.code, 'AUD'));
    expect(row!.rate).toBe(aud);
    expect((await t.database.db.select().from(auditLog)).length).toBe(rows);
  });

  it('CNY may be saved only as 1', async () => {
    expect((await call(ADMIN_PATH.rateSave, { currency: 'CNY', rate: 1 }, asCookie(operator))).body).toMatchObject({ code: 0, data: { currency: 'CNY', rate: 1 } });
  });
});

describe('S/admin/audit/list', () => {
  it('pages the log newest first, with who, what, target, before/after and when', async () => {
    await call(ADMIN_PATH.rateSave, { currency: 'KRW', rate: 0.0052 }, asCookie(operator));
    await call(ADMIN_PATH.rateSave, { currency: 'KRW', rate: 0.0053 }, asCookie(operator));
    const total = (await t.database.db.select().from(auditLog)).length;
    const first = await call(ADMIN_PATH.auditList, { pageId: 1, pageSize: 1 }, asCookie(operator));
    expect(first.body.data).toMatchObject({ total, pageId: 1, pageSize: 1, hasMore: total > 1 });
    expect(first.body.data.list).toEqual([
      {
        id: expect.any(Number),
        actorEmail: operator.email,
        action: 'rate.save',
        target: 'currency:KRW',
        before: { rate: 0.0052 },
        after: { rate: 0.0053 },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ]);
    const second = await call(ADMIN_PATH.auditList, { pageId: 2, pageSize: 1 }, asCookie(operator));
    expect(second.body.data.list[0]).toMatchObject({ target: 'currency:KRW', after: { rate: 0.0052 } });
    expect(second.body.data.list[0].id).toBeLessThan(first.body.data.list[0].id);
    const beyond = await call(ADMIN_PATH.auditList, { pageId: total + 1, pageSize: 1 }, asCookie(operator));
    expect(beyond.body.data).toMatchObject({ list: [], hasMore: false });
  });

  it('refuses a bad page request', async () => {
    expect((await call(ADMIN_PATH.auditList, { pageId: 0, pageSize: 10 }, asCookie(operator))).body.code).toBe(400);
    expect((await call(ADMIN_PATH.auditList, { pageId: 1, pageSize: 1000 }, asCookie(operator))).body.code).toBe(400);
  });
});

describe('who is an operator', () => {
  it('ADMIN_EMAILS: an account signing up with a listed email is an operator at once (userinfo says so)', async () => {
    const { token, user: info } = await signUp(t.api, t.outbox, OPERATOR_EMAIL);
    expect(info).toMatchObject({ email: OPERATOR_EMAIL, isOperator: true });
    expect((await t.api(ACCOUNT_PATH.userInfo, {}, { token })).body.data.isOperator).toBe(true);
    expect((await t.api(ADMIN_PATH.auditList, { pageId: 1, pageSize: 5 }, { token })).body.code).toBe(0);
  });

  it('an unlisted account is not', async () => {
    const { token, user: info } = await signUp(t.api, t.outbox, 'shopper@haulbridge.example');
    expect(info).toMatchObject({ isOperator: false });
    expect((await t.api(ADMIN_PATH.auditList, { pageId: 1, pageSize: 5 }, { token })).body.code).toBe(403);
  });

  it('ADMIN_EMAILS at boot promotes existing accounts without an audit row; the grant command is audited and revokes too', async () => {
    const existing = await createSignedInUser(t.database.db, 'lead@haulbridge.example');
    const rows = (await t.database.db.select().from(auditLog)).length;
    expect(await setOperators(t.database.db, t.config.ADMIN_EMAILS, true, null)).toEqual(expect.arrayContaining(['lead@haulbridge.example', OPERATOR_EMAIL]));
    expect((await call(ADMIN_PATH.auditList, { pageId: 1, pageSize: 5 }, asCookie(existing))).body.code).toBe(0);
    expect((await t.database.db.select().from(auditLog)).length).toBe(rows);

    const other = await createSignedInUser(t.database.db);
    expect(await setOperators(t.database.db, [other.email, 'nobody@haulbridge.example'], true, 'cli')).toEqual([other.email]);
    expect((await call(ADMIN_PATH.auditList, { pageId: 1, pageSize: 5 }, asCookie(other))).body.data.list[0]).toMatchObject({
      actorEmail: 'cli',
      action: 'operator.grant',
      target: `user:${other.email}`,
      before: { isOperator: false },
      after: { isOperator: true },
    });
    await setOperators(t.database.db, [other.email], false, 'cli');
    expect((await call(ADMIN_PATH.auditList, { pageId: 1, pageSize: 5 }, asCookie(other))).body.code).toBe(403);
  });
});

describe('S/admin/agent/save', () => {
  const cnfansBody = async () => {
    const list = (await call(ADMIN_PATH.agentList, {}, asCookie(operator))).body.data as AgentAdmin[];
    for (const row of list) AgentAdminSchema.strict().parse(row);
    const { id, serviceFeePct, freeStorageDays, processingDays, rating, referralParam, platformReferralCode, productUrlTemplates } = list.find((a) => a.slug === 'cnfans')!;
    return { id, serviceFeePct, freeStorageDays, processingDays, rating, referralParam, platformReferralCode, productUrlTemplates };
  };
  const offerOf = async (offerId: string) => {
    const { body } = await call(CATALOG_PATH.goodsAgentList, { channel: 'taobao', offerId });
    return (body.data as { agentName: string; serviceFeePct: number; buyUrl: string; factsAsOf: string }[]).find((o) => o.agentName === 'CNFans')!;
  };

  it('takes effect at once on the buy links and comparison, moves the "as of" date, and is audited', async () => {
    const offerId = '745612398701';
    const [category] = await t.database.db.select({ id: categories.id }).from(categories).limit(1);
    await t.database.db.insert(goods).values({ channel: 'taobao', offerId, titleCn: '测试', searchText: 'test', priceCny: 100, categoryId: category!.id, weightG: 1, volumeCm3: 1, deliveryDays: 1, productUrl: `https://item.taobao.com/item.htm?id=${offerId}` });
    const before = await offerOf(offerId);
    const body = await cnfansBody();
    const saved = await call(ADMIN_PATH.agentSave, { ...body, serviceFeePct: 5.5, platformReferralCode: 'HBOPS' }, asCookie(operator));
    expect(saved.body).toMatchObject({ code: 0, msg: 'Agent saved', data: { serviceFeePct: 5.5, platformReferralCode: 'HBOPS' } });
    const after = await offerOf(offerId);
    expect(after.serviceFeePct).toBe(5.5);
    expect(after.buyUrl).toContain('ref=HBOPS');
    expect(Date.parse(after.factsAsOf)).toBeGreaterThanOrEqual(Date.parse(before.factsAsOf));
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.target, 'agent:cnfans')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'agent.save', actorEmail: operator.email, before: { serviceFeePct: body.serviceFeePct, platformReferralCode: null }, after: { serviceFeePct: 5.5, platformReferralCode: 'HBOPS' } });
    // Saving the same values again changes nothing and writes no audit row.
    const rows = (await t.database.db.select().from(auditLog)).length;
    expect((await call(ADMIN_PATH.agentSave, { ...body, serviceFeePct: 5.5, platformReferralCode: 'HBOPS' }, asCookie(operator))).body.code).toBe(0);
    expect((await t.database.db.select().from(auditLog)).length).toBe(rows);
  });

  it('refuses a template the link engine cannot read back, and out-of-range facts, changing nothing', async () => {
    const body = await cnfansBody();
    const rows = (await t.database.db.select().from(auditLog)).length;
    const broken = await call(ADMIN_PATH.agentSave, { ...body, productUrlTemplates: { ...body.productUrlTemplates, taobao: 'https://cnfans.com/product?id={offerId}&platform=WEIDIAN' } }, asCookie(operator));
    expect(broken.body).toMatchObject({ code: 400, data: { reason: 'template_invalid', fields: { 'productUrlTemplates.taobao': 'Links built from this template do not lead back to the same product.' } } });
    const noPlaceholder = await call(ADMIN_PATH.agentSave, { ...body, productUrlTemplates: { ...body.productUrlTemplates, weidian: 'https://cnfans.com/product' } }, asCookie(operator));
    expect(noPlaceholder.body).toMatchObject({ code: 400, data: { fields: { 'productUrlTemplates.weidian': expect.stringContaining('{offerId}') } } });
    expect((await call(ADMIN_PATH.agentSave, { ...body, rating: 6 }, asCookie(operator))).body).toMatchObject({ code: 400, data: { fields: { rating: 'Enter a rating from 0 to 5.' } } });
    expect((await call(ADMIN_PATH.agentSave, { ...body, id: 999_999 }, asCookie(operator))).body).toMatchObject({ code: 404 });
    expect((await t.database.db.select().from(auditLog)).length).toBe(rows);
    expect(await cnfansBody()).toEqual(body);
  });
});
