import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agents, bots, users } from '../../../db/schema/index.ts';

export type BotRow = typeof bots.$inferSelect;
export type BotFields = {
  name: string;
  serverId: string;
  inviteUrl: string;
  logo: string | null;
  type: string;
  agentIds: number[];
  applicationId: string | null;
};

/** Bots (My Bots). Every private read and write names the owner: another user's bot is not found. */
export function makeBotsRepo(db: Db) {
  return {
    listOf: (userId: number) => db.select().from(bots).where(eq(bots.userId, userId)).orderBy(bots.id),

    async findOwn(userId: number, id: number): Promise<BotRow | null> {
      return (await db.select().from(bots).where(and(eq(bots.id, id), eq(bots.userId, userId))))[0] ?? null;
    },

    /** A bot with its owner's invite code, for the interactions endpoint (no owner check: Discord signs instead). */
    async findForInteraction(id: number): Promise<(BotRow & { ownerInviteCode: string }) | null> {
      const [row] = await db.select({ bot: bots, ownerInviteCode: users.inviteCode }).from(bots).innerJoin(users, eq(users.id, bots.userId)).where(eq(bots.id, id));
      return row ? { ...row.bot, ownerInviteCode: row.ownerInviteCode } : null;
    },

    /** Which of `ids` are active agents of the registry. */
    async activeAgentIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: agents.id }).from(agents).where(and(inArray(agents.id, ids), eq(agents.isActive, true)));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Inserts the bot unless the user already has `max` (one statement, so two saves at once cannot pass the limit
     * together: the count is taken under a lock on the owner's row). Answers the row, or null when full.
     */
    async insert(userId: number, fields: BotFields & { publicKey: string | null }, max: number): Promise<BotRow | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [{ n }] = (await tx.select({ n: count() }).from(bots).where(eq(bots.userId, userId))) as [{ n: number }];
        if (n >= max) return null;
        const [row] = await tx.insert(bots).values({ userId, ...fields }).returning();
        return row!;
      });
    },

    async update(userId: number, id: number, fields: Partial<BotFields> & { publicKey?: string | null; tokenSealed?: string | null }): Promise<BotRow | null> {
      const [row] = await db.update(bots).set({ ...fields, updatedAt: sql`now()` }).where(and(eq(bots.id, id), eq(bots.userId, userId))).returning();
      return row ?? null;
    },

    async delete(userId: number, id: number): Promise<BotRow | null> {
      const [row] = await db.delete(bots).where(and(eq(bots.id, id), eq(bots.userId, userId))).returning();
      return row ?? null;
    },
  };
}
export type BotsRepo = ReturnType<typeof makeBotsRepo>;
