import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_PATH, type AgentOffer } from '../../../core/api.ts';
import { parseProductLink } from '../../../core/links/index.ts';
import { agents } from '../../../db/schema/index.ts';
import { callApi, createTestApp } from '../../test-support/test-app.ts';
import { makeReferenceRepo } from '../reference/repo.ts';
import { makeReferenceService } from '../reference/service.ts';
import { makeCatalogRepo } from './repo.ts';
import { makeCatalogService, type CatalogContext } from './service.ts';
import { insertGoods, newOfferId } from './test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let product: { channel: string; offerId: string };
type Registry = (typeof agents.$inferSelect)[];
let registry: Registry;

const offersOf = async (body: unknown, headers: Record<string, string> = {}) => {
  const res = await callApi(t.app, t.config.SIGN_KEY, CATALOG_PATH.goodsAgentList, body, headers);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as AgentOffer[];
};
const urlsOf = (body: unknown) => callApi(t.app, t.config.SIGN_KEY, CATALOG_PATH.goodsAgentUrlList, body);
const holders = (offers: AgentOffer[], badge: string) => offers.filter((o) => o.badges.includes(badge as never));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // An operator switched one agent off; changes are made before the first call (the registry is cached a minute).
  await db.update(agents).set({ isActive: false }).where(eq(agents.slug, 'hagobuy'));
  const [row] = await insertGoods(db, [{ titleCn: '代理测试商品', categoryKey: 'shoes/sneakers', priceCny: 200 }]);
  product = { channel: row!.channel, offerId: row!.offerId };
  registry = await db.select().from(agents);
});
afterAll(async () => {
  await t.close();
});

describe('S/pub/get/goods/agent/list', () => {
  it('answers every active agent that has a template for the channel', async () => {
    const offers = await offersOf(product);
    const expected = registry.filter((a) => a.isActive && a.productUrlTemplates.taobao).map((a) => a.id);
    expect(offers.map((o) => o.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(offers.some((o) => o.agentName === 'Hagobuy')).toBe(false);
    expect(offers.length).toBeGreaterThanOrEqual(15);
  });

  it('carries the platform referral code in the agent’s own referral parameter', async () => {
    for (const offer of await offersOf(product)) {
      const agent = registry.find((a) => a.id === offer.id)!;
      const url = new URL(offer.buyUrl);
      expect(url.protocol).toBe('https:');
      expect(offer.buyUrl).toContain(product.offerId);
      expect(offer.logo).toMatch(/^\/files\/agents\/[a-z0-9-]+\.svg\?v=[0-9a-f]{10}$/);
      if (agent.referralParam) {
        expect(agent.platformReferralCode, agent.slug).toBeTruthy();
        expect(url.searchParams.get(agent.referralParam), agent.slug).toBe(agent.platformReferralCode);
        expect(offer).toMatchObject({ referralCode: agent.platformReferralCode, attribution: 'platform' });
      } else {
        expect(offer).toMatchObject({ referralCode: null, attribution: 'none' });
      }
      expect(offer).toMatchObject({ serviceFeePct: agent.serviceFeePct, freeStorageDays: agent.freeStorageDays, processingDays: agent.processingDays, rating: agent.rating });
      expect(offer.estimatedTotalCny).toBeCloseTo(200 * (1 + agent.serviceFeePct / 100), 2);
    }
  });

  it('builds links the link engine reads back to the same product, on every channel', async () => {
    for (const channel of ['taobao', 'weidian', '1688'] as const) {
      const offerId = newOfferId();
      for (const offer of await offersOf({ channel, offerId })) {
        const parsed = parseProductLink(offer.buyUrl);
        expect(parsed, `${offer.agentName} ${offer.buyUrl}`).toMatchObject({ ok: true, channel, offerId });
      }
    }
  });

  it('awards best, fastest and safest to exactly one agent each', async () => {
    const offers = await offersOf(product);
    for (const badge of ['best', 'fastest', 'safest']) expect(holders(offers, badge), badge).toHaveLength(1);
    const [best] = holders(offers, 'best');
    const [fastest] = holders(offers, 'fastest');
    const [safest] = holders(offers, 'safest');
    expect(best!.serviceFeePct).toBe(Math.min(...offers.map((o) => o.serviceFeePct)));
    expect(fastest!.processingDays).toBe(Math.min(...offers.map((o) => o.processingDays)));
    expect(safest!.rating).toBe(Math.max(...offers.map((o) => o.rating)));
  });

  it('lists the badge holders first, then the registry order', async () => {
    const offers = await offersOf(product);
    const firstBadged = offers.findIndex((o) => o.badges.length === 0);
    expect(offers.slice(0, firstBadged).every((o) => o.badges.length > 0)).toBe(true);
    expect(offers[0]!.badges[0]).toBe('best');
    const rest = offers.slice(firstBadged).map((o) => registry.find((a) => a.id === o.id)!.sortOrder);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
  });

  it('puts the agent of the curAgent cookie first, matched ignoring case', async () => {
    const offers = await offersOf(product, { cookie: 'curAgent=kAkObUy' });
    expect(offers[0]!.agentName).toBe('Kakobuy');
    expect(offers.filter((o) => o.agentName === 'Kakobuy')).toHaveLength(1);
    const unknown = await offersOf(product, { cookie: 'curAgent=NoSuchAgent' });
    expect(unknown[0]!.badges).toContain('best');
  });

  it('works for goods outside the catalog (no price: the fee decides "best")', async () => {
    const offers = await offersOf({ channel: 'weidian', offerId: '7212345678' });
    expect(offers.length).toBeGreaterThanOrEqual(15);
    expect(offers.every((o) => o.estimatedTotalCny === null)).toBe(true);
    for (const badge of ['best', 'fastest', 'safest']) expect(holders(offers, badge)).toHaveLength(1);
  });

  it('refuses a missing or malformed product', async () => {
    for (const body of [{}, { channel: 'taobao' }, { channel: 'amazon', offerId: product.offerId }, { channel: 'taobao', offerId: 'x1' }]) {
      const res = await callApi(t.app, t.config.SIGN_KEY, CATALOG_PATH.goodsAgentList, body);
      expect(res.body.code, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.data.fields).length).toBeGreaterThan(0);
    }
  });
});

describe('S/pub/get/goods/agent/url/list', () => {
  it('answers every agent’s link for a pasted link, the same links as the agent list', async () => {
    const res = await urlsOf({ url: `https://cnfans.com/product?id=${product.offerId}&platform=TAOBAO&ref=42` });
    expect(res.body.code).toBe(0);
    const offers = await offersOf(product);
    expect(res.body.data).toEqual(offers.map((o) => ({ id: o.id, agentName: o.agentName, url: o.buyUrl })));
  });

  it('answers for a channel and offer id', async () => {
    const res = await urlsOf({ channel: '1688', offerId: '846137330434' });
    expect(res.body.data.length).toBeGreaterThanOrEqual(15);
    for (const row of res.body.data) expect(parseProductLink(row.url)).toMatchObject({ ok: true, channel: '1688', offerId: '846137330434' });
  });

  it('refuses a request without a link or product, and an unusable link like id/by/url', async () => {
    expect((await urlsOf({})).body.data.fields).toHaveProperty('url');
    expect((await urlsOf({ channel: 'taobao' })).body.code).toBe(400);
    expect((await urlsOf({ url: 'https://example.com/x' })).body).toMatchObject({ code: 400, msg: 'Please enter a valid goods URL.', data: { reason: 'unsupported_link' } });
    expect((await urlsOf({ url: 'https://m.tb.cn/h.abc123' })).body).toMatchObject({ code: 400, data: { reason: 'short_link_needs_resolution' } });
  });
});

describe('attribution to creators', () => {
  it('carries the code of the creator whose invite link the buyer came by, when the creator set one for that agent', async () => {
    const cnfans = registry.find((a) => a.slug === 'cnfans')!;
    const asked: string[] = [];
    const service = makeCatalogService({
      repo: makeCatalogRepo(t.database.db),
      reference: makeReferenceService(makeReferenceRepo(t.database.db)),
      findCreatorCode: async (inviteCode, agentId) => {
        asked.push(`${inviteCode}:${agentId}`);
        return inviteCode === 'CREATOR7' && agentId === cnfans.id ? '998877' : null;
      },
    });
    const ctx: CatalogContext = { locale: 'en', clientIp: '192.0.2.1', inviteCode: 'CREATOR7' };
    const offers = await service.goodsAgentList({ channel: 'taobao', offerId: product.offerId }, ctx);
    const viaCreator = offers.find((o) => o.id === cnfans.id)!;
    expect(viaCreator).toMatchObject({ referralCode: '998877', attribution: 'creator' });
    expect(new URL(viaCreator.buyUrl).searchParams.get('ref')).toBe('998877');
    expect(offers.filter((o) => o.attribution === 'creator')).toHaveLength(1);
    expect(offers.find((o) => o.agentName === 'Kakobuy')).toMatchObject({ attribution: 'platform' });
    expect(asked).toContain(`CREATOR7:${cnfans.id}`);

    asked.length = 0;
    await service.goodsAgentList({ channel: 'taobao', offerId: product.offerId }, { ...ctx, inviteCode: undefined });
    expect(asked).toEqual([]); // no invite cookie: no creator lookup
  });
});
