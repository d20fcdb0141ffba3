import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATH } from '../../../core/admin-schemas.ts';
import { CATALOG_PATH, type AgentOffer, type Channel } from '../../../core/api.ts';
import type { AffiliateOverview, CreatorCode } from '../../../core/creator-codes.ts';
import { CREATOR_PATH } from '../../../core/creator-codes.ts';
import { buildAgentUrl } from '../../../core/links/index.ts';
import { clickPath } from '../../../core/outbound.ts';
import { agents, creatorClicks, shops, users } from '../../../db/schema/index.ts';
import { asCookie, createSignedInUser, type TestSession } from '../../test-support/sessions.ts';
import { callApi, createTestApp } from '../../test-support/test-app.ts';
import { insertGoods } from '../catalog/test-fixtures.ts';
import { COUNTED_CLICKS_PER_VISITOR } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
type Agent = typeof agents.$inferSelect;
let cnfans: Agent;
let kakobuy: Agent;
let noCodes: Agent;
let product: { channel: Channel; offerId: string };

const call = async (path: string, body: unknown, who?: TestSession, headers: Record<string, string> = {}) =>
  (await callApi(t.app, t.config.SIGN_KEY, path, body, { ...(who ? asCookie(who) : {}), ...headers })).body;
const inviteCodeOf = async (who: TestSession) => (await t.database.db.select({ c: users.inviteCode }).from(users).where(eq(users.id, who.userId)))[0]!.c;
const clicksOf = async (who: TestSession) => t.database.db.select().from(creatorClicks).where(eq(creatorClicks.userId, who.userId));
const PERSON = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };
const go = (url: string, headers: Record<string, string> = PERSON, method: 'GET' | 'HEAD' = 'GET', remoteAddress = '203.0.113.7') =>
  t.app.inject({ method, url, headers, remoteAddress });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const rows = await db.select().from(agents);
  cnfans = rows.find((a) => a.slug === 'cnfans')!;
  kakobuy = rows.find((a) => a.slug === 'kakobuy')!;
  noCodes = rows.find((a) => a.isActive && !a.referralParam)!;
  const [row] = await insertGoods(db, [{ titleCn: '联盟测试商品', categoryKey: 'shoes/sneakers', priceCny: 150 }]);
  product = { channel: row!.channel as Channel, offerId: row!.offerId };
});
afterAll(async () => {
  await t.close();
});

describe('the affiliate calls need a live session', () => {
  for (const [path, body] of [
    [CREATOR_PATH.list, {}],
    [CREATOR_PATH.add, { agentId: 1, code: '123456' }],
    [CREATOR_PATH.edit, { id: 1, code: '123456' }],
    [CREATOR_PATH.remove, { id: 1 }],
    [CREATOR_PATH.overview, {}],
  ] as const) {
    it(`${path}: code 401 without a session`, async () => {
      expect(await call(path, body)).toMatchObject({ code: 401, data: { reason: 'login_required' } });
    });
  }
});

describe('S/add/agent/inviteCode, S/edit/user/agent, S/delete/user/agent', () => {
  it('adds, lists, edits and deletes a code with the success texts, in the caller\'s language', async () => {
    const ann = await createSignedInUser(t.database.db);
    const added = await call(CREATOR_PATH.add, { agentId: cnfans.id, code: ' 4455667 ' }, ann);
    const inviteCode = await inviteCodeOf(ann);
    const shareLink = `${t.config.PUBLIC_ORIGIN}/?inviteCode=${inviteCode}`;
    expect(added).toEqual({ code: 0, msg: 'Add Affiliate Platform Successfully', data: { id: expect.any(Number), agentId: cnfans.id, agentName: 'CNFans', code: '4455667', shareLink } });
    expect(await call(CREATOR_PATH.list, {}, ann)).toMatchObject({ code: 0, data: [added.data] });
    const edited = await call(CREATOR_PATH.edit, { id: added.data.id, code: '7788990' }, ann, { language: 'de' });
    expect(edited).toMatchObject({ code: 0, msg: 'Affiliate-Plattform erfolgreich aktualisiert', data: { id: added.data.id, code: '7788990' } });
    expect(await call(CREATOR_PATH.remove, { id: added.data.id }, ann)).toEqual({ code: 0, msg: 'Delete Affiliate Platform Successfully', data: null });
    expect(await call(CREATOR_PATH.list, {}, ann)).toMatchObject({ code: 0, data: [] });
  });

  it("'Please add affiliate code' for an empty code, and nothing is stored", async () => {
    const ann = await createSignedInUser(t.database.db);
    const res = await call(CREATOR_PATH.add, { agentId: cnfans.id, code: '   ' }, ann);
    expect(res).toMatchObject({ code: 400, data: { fields: { code: 'Please add affiliate code' } } });
    expect((await call(CREATOR_PATH.list, {}, ann)).data).toEqual([]);
  });

  it("refuses a code that does not have the agent's form, one for an agent that takes no codes, an unknown agent and a second code at one agent", async () => {
    const ann = await createSignedInUser(t.database.db);
    expect(await call(CREATOR_PATH.add, { agentId: cnfans.id, code: 'has space' }, ann)).toMatchObject({ code: 400, data: { reason: 'code_invalid', fields: { code: "This is not a referral code of this agent's form." } } });
    expect(await call(CREATOR_PATH.add, { agentId: cnfans.id, code: 'a&b=c' }, ann)).toMatchObject({ code: 400, data: { reason: 'code_invalid' } });
    expect(await call(CREATOR_PATH.add, { agentId: noCodes.id, code: 'ABC123' }, ann)).toMatchObject({ code: 400, data: { fields: { code: 'This agent does not take referral codes.' } } });
    expect(await call(CREATOR_PATH.add, { agentId: 999_999, code: 'ABC123' }, ann)).toMatchObject({ code: 404, data: { reason: 'agent_not_found' } });
    expect((await call(CREATOR_PATH.add, { agentId: cnfans.id, code: '111222' }, ann)).code).toBe(0);
    expect(await call(CREATOR_PATH.add, { agentId: cnfans.id, code: '333444' }, ann)).toMatchObject({ code: 409, data: { reason: 'code_exists' } });
    expect((await call(CREATOR_PATH.list, {}, ann)).data).toMatchObject([{ code: '111222' }]);
  });

  it("another user's row is 404 to edit and delete, and stays as it was", async () => {
    const ann = await createSignedInUser(t.database.db);
    const bob = await createSignedInUser(t.database.db);
    const row = (await call(CREATOR_PATH.add, { agentId: kakobuy.id, code: 'ANNCODE' }, ann)).data as CreatorCode;
    expect(await call(CREATOR_PATH.edit, { id: row.id, code: 'BOBCODE' }, bob)).toMatchObject({ code: 404, data: { reason: 'not_found' } });
    expect(await call(CREATOR_PATH.remove, { id: row.id }, bob)).toMatchObject({ code: 404, data: { reason: 'not_found' } });
    expect(await call(CREATOR_PATH.edit, { id: 999_999, code: 'BOBCODE' }, bob)).toMatchObject({ code: 404 });
    expect((await call(CREATOR_PATH.list, {}, ann)).data).toEqual([row]);
    expect((await call(CREATOR_PATH.list, {}, bob)).data).toEqual([]);
  });

  it("holds codes to the form an operator sets in the registry, and refuses a pattern that is not a regular expression", async () => {
    const operator = await createSignedInUser(t.database.db);
    await t.database.db.update(users).set({ isOperator: true }).where(eq(users.id, operator.userId));
    const list = (await call(ADMIN_PATH.agentList, {}, operator)).data as { id: number; slug: string }[];
    const row = list.find((a) => a.slug === 'kakobuy') as unknown as Record<string, unknown>;
    const body = { id: row.id, serviceFeePct: row.serviceFeePct, freeStorageDays: row.freeStorageDays, processingDays: row.processingDays, rating: row.rating, referralParam: row.referralParam, platformReferralCode: row.platformReferralCode, productUrlTemplates: row.productUrlTemplates };
    expect(await call(ADMIN_PATH.agentSave, { ...body, referralCodePattern: '[A-Z' }, operator)).toMatchObject({ code: 400, data: { fields: { referralCodePattern: expect.stringContaining('regular expression') } } });
    // The platform's own code must fit the form too.
    expect(await call(ADMIN_PATH.agentSave, { ...body, referralCodePattern: 'Z[0-9]{3}' }, operator)).toMatchObject({ code: 400, data: { fields: { platformReferralCode: expect.any(String) } } });
    const saved = await call(ADMIN_PATH.agentSave, { ...body, referralCodePattern: '[A-Za-z0-9]{4,12}' }, operator);
    expect(saved).toMatchObject({ code: 0, data: { referralCodePattern: '[A-Za-z0-9]{4,12}' } });
    const ann = await createSignedInUser(t.database.db);
    expect(await call(CREATOR_PATH.add, { agentId: kakobuy.id, code: 'abc' }, ann)).toMatchObject({ code: 400, data: { fields: { code: expect.any(String) } } });
    expect((await call(CREATOR_PATH.add, { agentId: kakobuy.id, code: 'UPPER1' }, ann)).code).toBe(0);
    const overview = (await call(CREATOR_PATH.overview, {}, ann)).data as AffiliateOverview;
    expect(overview.agents.find((a) => a.id === kakobuy.id)).toMatchObject({ takesCodes: true, codePattern: '[A-Za-z0-9]{4,12}' });
    expect(overview.agents.find((a) => a.id === noCodes.id)).toMatchObject({ takesCodes: false });
    await call(ADMIN_PATH.agentSave, { ...body, referralCodePattern: '' }, operator);
  });
});

describe('attribution and the outbound redirect', () => {
  async function creatorWithCode(code: string, shopName?: string) {
    const creator = await createSignedInUser(t.database.db, `creator-${code.toLowerCase()}-${process.pid}@example.com`);
    expect((await call(CREATOR_PATH.add, { agentId: cnfans.id, code }, creator)).code).toBe(0);
    if (shopName) await t.database.db.insert(shops).values({ userId: creator.userId, storeSpace: `shop-${code.toLowerCase()}-${process.pid}`, name: shopName });
    return { creator, inviteCode: await inviteCodeOf(creator) };
  }
  const offersFor = async (inviteCode?: string) => (await call(CATALOG_PATH.goodsAgentList, product, undefined, inviteCode ? { cookie: `inviteCode=${inviteCode}` } : {})).data as AgentOffer[];

  it("a visitor who came by a creator's link sees that creator's code at that agent, named by their shop, and the platform's elsewhere", async () => {
    const { creator, inviteCode } = await creatorWithCode('5550001', 'Finds by Ann');
    const offers = await offersFor(inviteCode.toLowerCase());
    const mine = offers.find((o) => o.id === cnfans.id)!;
    expect(mine).toMatchObject({ attribution: 'creator', referralCode: '5550001', creatorName: 'Finds by Ann' });
    expect(new URL(mine.buyUrl).searchParams.get(cnfans.referralParam!)).toBe('5550001');
    expect(mine.clickUrl).toBe(clickPath(cnfans.id, mine.buyUrl, inviteCode.toLowerCase()));
    expect(JSON.stringify(offers)).not.toContain(creator.email);
    for (const other of offers.filter((o) => o.id !== cnfans.id)) expect(other.attribution).not.toBe('creator');
    // Without the cookie: the platform's code, counted for nobody.
    const plain = (await offersFor()).find((o) => o.id === cnfans.id)!;
    expect(plain).toMatchObject({ attribution: 'platform', referralCode: cnfans.platformReferralCode, creatorName: null, clickUrl: clickPath(cnfans.id, plain.buyUrl) });
  });

  it('a creator without a shop is named by their invite code, never their email', async () => {
    const { inviteCode } = await creatorWithCode('5550002');
    const mine = (await offersFor(inviteCode)).find((o) => o.id === cnfans.id)!;
    expect(mine.creatorName).toBe(inviteCode);
  });

  it("follows a buy link with 302 and counts the creator's click; a bot, a prefetch and a HEAD are followed but not counted", async () => {
    const { creator, inviteCode } = await creatorWithCode('5550003');
    const mine = (await offersFor(inviteCode)).find((o) => o.id === cnfans.id)!;
    const res = await go(mine.clickUrl);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(mine.buyUrl);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await go(mine.clickUrl, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).statusCode).toBe(302);
    expect((await go(mine.clickUrl, { ...PERSON, 'sec-purpose': 'prefetch' })).statusCode).toBe(302);
    expect((await go(mine.clickUrl, { ...PERSON, 'user-agent': 'Discordbot/2.0' })).statusCode).toBe(302);
    expect((await go(mine.clickUrl, PERSON, 'HEAD')).statusCode).toBe(302);
    const rows = await clicksOf(creator);
    expect(rows).toEqual([{ userId: creator.userId, agentId: cnfans.id, day: new Date().toISOString().slice(0, 10), clicks: 1 }]);
    const overview = (await call(CREATOR_PATH.overview, {}, creator)).data as AffiliateOverview;
    expect(overview.clicks.days).toHaveLength(30);
    expect(overview.clicks.days.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), clicks: 1 });
    expect(overview.clicks).toMatchObject({ total: 1, byAgent: [{ agentId: cnfans.id, agentName: 'CNFans', clicks: 1 }] });
  });

  it('refuses any target the registry does not build (no open redirect) with 404, counting nothing', async () => {
    const { creator, inviteCode } = await creatorWithCode('5550004');
    const mine = (await offersFor(inviteCode)).find((o) => o.id === cnfans.id)!;
    const forged = [
      clickPath(cnfans.id, 'https://evil.example/product?id=1', inviteCode),
      clickPath(cnfans.id, mine.buyUrl.replace('https://', 'http://'), inviteCode),
      clickPath(cnfans.id, `${mine.buyUrl}&next=https://evil.example`, inviteCode),
      clickPath(cnfans.id, 'javascript:alert(1)', inviteCode),
      clickPath(kakobuy.id, mine.buyUrl, inviteCode),
      clickPath(999_999, mine.buyUrl, inviteCode),
      `/go/${cnfans.id}`,
      `/go/abc?u=${encodeURIComponent(mine.buyUrl)}`,
    ];
    for (const url of forged) expect((await go(url)).statusCode, url).toBe(404);
    expect(await clicksOf(creator)).toEqual([]);
  });

  it("a link carrying a code that is not the creator's current one is followed but credits nobody", async () => {
    const { creator, inviteCode } = await creatorWithCode('5550005');
    const other = buildAgentUrl(cnfans, product.channel, product.offerId, '9990009')!;
    const res = await go(clickPath(cnfans.id, other, inviteCode));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(other);
    expect(await clicksOf(creator)).toEqual([]);
  });

  it('100 concurrent clicks from 100 visitors are 100 clicks', async () => {
    const { creator, inviteCode } = await creatorWithCode('5550006');
    const mine = (await offersFor(inviteCode)).find((o) => o.id === cnfans.id)!;
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => go(mine.clickUrl, PERSON, 'GET', `198.51.100.${i + 1}`)));
    expect(answers.every((a) => a.statusCode === 302)).toBe(true);
    const [row] = await t.database.db.select().from(creatorClicks).where(and(eq(creatorClicks.userId, creator.userId), eq(creatorClicks.agentId, cnfans.id)));
    expect(row!.clicks).toBe(100);
  });

  it(`100 concurrent clicks from one address are all followed and counted ${COUNTED_CLICKS_PER_VISITOR} times`, async () => {
    const { creator, inviteCode } = await creatorWithCode('5550016');
    const mine = (await offersFor(inviteCode)).find((o) => o.id === cnfans.id)!;
    const answers = await Promise.all(Array.from({ length: 100 }, () => go(mine.clickUrl, PERSON, 'GET', '192.0.2.44')));
    expect(answers.every((a) => a.statusCode === 302 && a.headers.location === mine.buyUrl)).toBe(true);
    const [row] = await t.database.db.select().from(creatorClicks).where(and(eq(creatorClicks.userId, creator.userId), eq(creatorClicks.agentId, cnfans.id)));
    expect(row!.clicks).toBe(COUNTED_CLICKS_PER_VISITOR);
  });
});
