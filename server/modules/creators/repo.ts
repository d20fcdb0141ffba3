import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agents, creatorClicks, creatorCodes, shops, users } from '../../../db/schema/index.ts';

/** One of a creator's codes as the affiliate page lists it. */
export type CreatorCodeRow = { id: number; agentId: number; agentName: string; code: string };
/** A registry row as the code checks read it. */
export type CodeAgentRow = {
  id: number;
  agentName: string;
  isActive: boolean;
  referralParam: string | null;
  referralCodePattern: string | null;
  productUrlTemplates: Record<string, string>;
};
/** Who a share link's invite code belongs to, as buyers may see it: the shop's name, never an email. */
export type CreatorPublic = { userId: number; inviteCode: string; shopName: string | null };


/** Invite codes are stored upper case (server/modules/accounts/rules.ts); a cookie may carry any case. */
const normalized = (inviteCode: string) => inviteCode.trim().toUpperCase();

/** Creators' referral codes and their click counts (issue 15 §1). Every read and write of a row is scoped to its owner. */
export function makeCreatorsRepo(db: Db) {
  const codeColumns = { id: creatorCodes.id, agentId: creatorCodes.agentId, agentName: agents.agentName, code: creatorCodes.code };
  const ownRow = (userId: number, id: number) => and(eq(creatorCodes.userId, userId), eq(creatorCodes.id, id));

  return {
    /** The creator's codes, in the registry's order. */
    listOfUser: (userId: number): Promise<CreatorCodeRow[]> =>
      db.select(codeColumns).from(creatorCodes).innerJoin(agents, eq(agents.id, creatorCodes.agentId)).where(eq(creatorCodes.userId, userId)).orderBy(asc(agents.sortOrder), asc(agents.id)),

    /** One of the creator's own rows, or null (another user's row is absent to them). */
    async findOwn(userId: number, id: number): Promise<CreatorCodeRow | null> {
      const [row] = await db.select(codeColumns).from(creatorCodes).innerJoin(agents, eq(agents.id, creatorCodes.agentId)).where(ownRow(userId, id)).limit(1);
      return row ?? null;
    },

    /** Adds the creator's code at an agent; null when they already have one there (one per user and agent). */
    async insert(userId: number, agentId: number, code: string): Promise<number | null> {
      const [row] = await db.insert(creatorCodes).values({ userId, agentId, code }).onConflictDoNothing().returning({ id: creatorCodes.id });
      return row?.id ?? null;
    },

    /** Replaces the code of one of the creator's rows; false when the row is not theirs (or gone). */
    async update(userId: number, id: number, code: string): Promise<boolean> {
      const rows = await db.update(creatorCodes).set({ code, updatedAt: sql`now()` }).where(ownRow(userId, id)).returning({ id: creatorCodes.id });
      return rows.length > 0;
    },

    /** Deletes one of the creator's rows; false when the row is not theirs (or gone). */
    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db.delete(creatorCodes).where(ownRow(userId, id)).returning({ id: creatorCodes.id });
      return rows.length > 0;
    },

    /** A registry row for the code checks, or null. */
    async findAgent(agentId: number): Promise<CodeAgentRow | null> {
      const [row] = await db
        .select({ id: agents.id, agentName: agents.agentName, isActive: agents.isActive, referralParam: agents.referralParam, referralCodePattern: agents.referralCodePattern, productUrlTemplates: agents.productUrlTemplates })
        .from(agents)
        .where(eq(agents.id, agentId))
        .limit(1);
      return row ?? null;
    },

    /** The active agents with what the affiliate form needs to know of them, in the registry's order. */
    listAgents: (): Promise<CodeAgentRow[]> =>
      db
        .select({ id: agents.id, agentName: agents.agentName, isActive: agents.isActive, referralParam: agents.referralParam, referralCodePattern: agents.referralCodePattern, productUrlTemplates: agents.productUrlTemplates })
        .from(agents)
        .where(eq(agents.isActive, true))
        .orderBy(asc(agents.sortOrder), asc(agents.id)),

    /** The code the creator with this invite code set at this agent, or null (the catalog's `findCreatorCode`). */
    async findCodeByInviteCode(inviteCode: string, agentId: number): Promise<string | null> {
      const [row] = await db
        .select({ code: creatorCodes.code })
        .from(creatorCodes)
        .innerJoin(users, eq(users.id, creatorCodes.userId))
        .where(and(eq(users.inviteCode, normalized(inviteCode)), eq(creatorCodes.agentId, agentId)))
        .limit(1);
      return row?.code ?? null;
    },

    /** The code a user set at an agent, or null (a creator's bot builds its buttons with it). */
    async findCodeOfUser(userId: number, agentId: number): Promise<string | null> {
      const [row] = await db.select({ code: creatorCodes.code }).from(creatorCodes).where(and(eq(creatorCodes.userId, userId), eq(creatorCodes.agentId, agentId))).limit(1);
      return row?.code ?? null;
    },

    /** The creator behind an invite code, as buyers may see them, or null. */
    async findCreatorByInviteCode(inviteCode: string): Promise<CreatorPublic | null> {
      const [row] = await db
        .select({ userId: users.id, inviteCode: users.inviteCode, shopName: shops.name })
        .from(users)
        .leftJoin(shops, eq(shops.userId, users.id))
        .where(eq(users.inviteCode, normalized(inviteCode)))
        .limit(1);
      return row ?? null;
    },

    /** The user's own invite code (their share links carry it). */
    async inviteCodeOf(userId: number): Promise<string | null> {
      const [row] = await db.select({ inviteCode: users.inviteCode }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.inviteCode ?? null;
    },

    /**
     * Counts one buy click for (creator, agent, day): one upsert, so concurrent clicks each add one (the row lock of
     * ON CONFLICT DO UPDATE serialises them; none is lost). `day` is a UTC date, YYYY-MM-DD.
     */
    async countClick(userId: number, agentId: number, day: string): Promise<void> {
      await db.execute(sql`
        insert into ${creatorClicks} (user_id, agent_id, day, clicks) values (${userId}, ${agentId}, ${day}::date, 1)
        on conflict (user_id, day, agent_id) do update set clicks = ${creatorClicks}.clicks + 1`);
    },

    /** The creator's clicks per day and agent from `fromDay` (inclusive, YYYY-MM-DD) on. */
    clicksSince: (userId: number, fromDay: string): Promise<{ day: string; agentId: number; clicks: number }[]> =>
      db
        .select({ day: creatorClicks.day, agentId: creatorClicks.agentId, clicks: creatorClicks.clicks })
        .from(creatorClicks)
        .where(and(eq(creatorClicks.userId, userId), gte(creatorClicks.day, fromDay)))
        .orderBy(asc(creatorClicks.day), asc(creatorClicks.agentId)),
  };
}
export type CreatorsRepo = ReturnType<typeof makeCreatorsRepo>;
