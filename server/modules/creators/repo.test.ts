import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_PATH, type AgentOffer } from '../../../core/api.ts';
import { agents, creatorClicks } from '../../../db/schema/index.ts';
import { createSignedInUser } from '../../test-support/sessions.ts';
import { callApi, createTestApp } from '../../test-support/test-app.ts';
import { insertGoods } from '../catalog/test-fixtures.ts';
import { makeCreatorsRepo } from './repo.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let repo: ReturnType<typeof makeCreatorsRepo>;

beforeAll(async () => {
  t = await createTestApp();
  repo = makeCreatorsRepo(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('creator codes repository', () => {
  it('keeps one code per user and agent, and scopes every change to its owner', async () => {
    const db = t.database.db;
    const [cnfans] = await db.select().from(agents).where(eq(agents.slug, 'cnfans'));
    const ann = await createSignedInUser(db);
    const bob = await createSignedInUser(db);
    const id = await repo.insert(ann.userId, cnfans!.id, 'ANN1');
    expect(id).toEqual(expect.any(Number));
    expect(await repo.insert(ann.userId, cnfans!.id, 'ANN2')).toBeNull();
    expect(await repo.update(bob.userId, id!, 'BOB')).toBe(false);
    expect(await repo.remove(bob.userId, id!)).toBe(false);
    expect(await repo.findOwn(bob.userId, id!)).toBeNull();
    expect(await repo.update(ann.userId, id!, 'ANN3')).toBe(true);
    expect(await repo.listOfUser(ann.userId)).toEqual([{ id, agentId: cnfans!.id, agentName: 'CNFans', code: 'ANN3' }]);
    expect(await repo.findCodeOfUser(ann.userId, cnfans!.id)).toBe('ANN3');
    expect(await repo.remove(ann.userId, id!)).toBe(true);
    expect(await repo.listOfUser(ann.userId)).toEqual([]);
  });

  it('finds a code by the creator\'s invite code, in any case', async () => {
    const db = t.database.db;
    const [cnfans] = await db.select().from(agents).where(eq(agents.slug, 'cnfans'));
    const creator = await createSignedInUser(db);
    const inviteCode = (await repo.inviteCodeOf(creator.userId))!;
    await repo.insert(creator.userId, cnfans!.id, 'CRE8');
    expect(await repo.findCodeByInviteCode(` ${inviteCode.toLowerCase()} `, cnfans!.id)).toBe('CRE8');
    expect(await repo.findCodeByInviteCode('NOSUCHCODE', cnfans!.id)).toBeNull();
  });

  it('the catalog\'s buy links carry the code of the creator whose share link the visitor came by', async () => {
    const db = t.database.db;
    const [cnfans] = await db.select().from(agents).where(eq(agents.slug, 'cnfans'));
    const creator = await createSignedInUser(db);
    const inviteCode = (await repo.inviteCodeOf(creator.userId))!;
    await repo.insert(creator.userId, cnfans!.id, 'CREATOR77');
    const [product] = await insertGoods(db, [{ titleCn: '归因测试', categoryKey: 'shoes/sneakers', priceCny: 99 }]);
    const res = await callApi(t.app, t.config.SIGN_KEY, CATALOG_PATH.goodsAgentList, { channel: product!.channel, offerId: product!.offerId }, { cookie: `inviteCode=${inviteCode}` });
    const offers = res.body.data as AgentOffer[];
    expect(offers.find((o) => o.id === cnfans!.id)).toMatchObject({ referralCode: 'CREATOR77', attribution: 'creator' });
    expect(offers.filter((o) => o.attribution === 'creator')).toHaveLength(1);
  });

  it('counts clicks with one upsert per click: concurrent clicks are all counted', async () => {
    const db = t.database.db;
    const [cnfans] = await db.select().from(agents).where(eq(agents.slug, 'cnfans'));
    const creator = await createSignedInUser(db);
    await Promise.all(Array.from({ length: 100 }, () => repo.countClick(creator.userId, cnfans!.id, '2026-11-20')));
    const rows = await db.select().from(creatorClicks).where(eq(creatorClicks.userId, creator.userId));
    expect(rows).toEqual([{ userId: creator.userId, agentId: cnfans!.id, day: '2026-11-20', clicks: 100 }]);
    expect(await repo.clicksSince(creator.userId, '2026-11-21')).toEqual([]);
    expect(await repo.clicksSince(creator.userId, '2026-11-20')).toEqual([{ day: '2026-11-20', agentId: cnfans!.id, clicks: 100 }]);
  });
});
