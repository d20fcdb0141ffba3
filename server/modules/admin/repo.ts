import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agents, auditLog, currencies, users } from '../../../db/schema/index.ts';

/** What one audit row records (issue #14 §1): who, what, to what, before and after. */
export type AuditRecord = {
  actorUserId: number;
  actorEmail: string;
  action: string;
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** What the console edits of a registry row. */
export type AgentValues = Pick<typeof agents.$inferInsert, 'serviceFeePct' | 'freeStorageDays' | 'processingDays' | 'rating' | 'referralParam' | 'platformReferralCode' | 'referralCodePattern' | 'productUrlTemplates'>;
export type AgentRow = typeof agents.$inferSelect;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const rateRow = { code: currencies.code, symbol: currencies.symbol, rate: currencies.rate };

/** Operators, the audit log and the reference rows operators edit. Every change writes its audit row in its own transaction. */
export function makeAdminRepo(db: Db) {
  const audit = (tx: Tx, record: AuditRecord) => tx.insert(auditLog).values(record);
  return {
    findUser: async (userId: number) => {
      const [row] = await db.select({ id: users.id, email: users.email, isOperator: users.isOperator }).from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    /** Sets the rate of `code` and records the change (a save of the same rate writes nothing); null when the currency is unknown. */
    saveRate: (code: string, rate: number, actor: { userId: number; email: string }) =>
      db.transaction(async (tx) => {
        // The row lock makes `before` the value this change replaced, even when two operators save at once.
        const [before] = await tx.select(rateRow).from(currencies).where(eq(currencies.code, code)).for('update');
        if (!before) return null;
        // Saving the rate it already has changes nothing, so there is nothing to audit.
        if (before.rate === rate) return { before, after: before };
        const [after] = await tx.update(currencies).set({ rate, updatedAt: sql`now()` }).where(eq(currencies.code, code)).returning(rateRow);
        await audit(tx, { actorUserId: actor.userId, actorEmail: actor.email, action: 'rate.save', target: `currency:${code}`, before: { rate: before.rate }, after: { rate: after!.rate } });
        return { before, after: after! };
      }),

    /** The agent registry in its order, every row (inactive ones too). */
    listAgents: () => db.select().from(agents).orderBy(agents.sortOrder, agents.id),

    /**
     * Saves a registry row's facts and links and records the change, in one transaction (row locked first, so
     * `before` is what this save replaced). `facts_as_of` moves to now when anything changed; a save that changes
     * nothing writes nothing. Null when the agent is unknown.
     */
    saveAgent: (id: number, values: AgentValues, actor: { userId: number; email: string }) =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(agents).where(eq(agents.id, id)).for('update');
        if (!before) return null;
        const changedBefore: Record<string, unknown> = {};
        const changedAfter: Record<string, unknown> = {};
        for (const [field, value] of Object.entries(values) as [keyof AgentValues, unknown][]) {
          if (JSON.stringify(before[field] ?? null) === JSON.stringify(value ?? null)) continue;
          changedBefore[field] = before[field] ?? null;
          changedAfter[field] = value ?? null;
        }
        if (Object.keys(changedAfter).length === 0) return { changed: false, after: before };
        const [after] = await tx.update(agents).set({ ...values, factsAsOf: sql`now()` }).where(eq(agents.id, id)).returning();
        await audit(tx, { actorUserId: actor.userId, actorEmail: actor.email, action: 'agent.save', target: `agent:${before.slug}`, before: changedBefore, after: changedAfter });
        return { changed: true, after: after! };
      }),

    /** Newest first (`id` breaks ties between rows of the same instant). */
    listAudit: async (offset: number, limit: number) => {
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: auditLog.id, actorEmail: auditLog.actorEmail, action: auditLog.action, target: auditLog.target, before: auditLog.before, after: auditLog.after, createdAt: auditLog.createdAt })
          .from(auditLog)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(auditLog),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type AdminRepo = ReturnType<typeof makeAdminRepo>;

/**
 * Grants (or revokes) the operator role by email, outside any request: `npm run admin:grant` (audited, actor
 * `auditActor`) and ADMIN_EMAILS at boot (configuration, not an operator's action: `auditActor` null). Answers the
 * emails that matched an account.
 */
export async function setOperators(db: Db, emails: readonly string[], isOperator: boolean, auditActor: string | null): Promise<string[]> {
  if (emails.length === 0) return [];
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ isOperator })
      .where(sql`${inArray(users.email, [...emails])} and ${users.isOperator} <> ${isOperator}`)
      .returning({ id: users.id, email: users.email });
    for (const user of auditActor === null ? [] : changed) {
      await tx.insert(auditLog).values({
        actorUserId: null,
        actorEmail: auditActor!,
        action: isOperator ? 'operator.grant' : 'operator.revoke',
        target: `user:${user.email}`,
        before: { isOperator: !isOperator },
        after: { isOperator },
      });
    }
    const found = await tx.select({ email: users.email }).from(users).where(inArray(users.email, [...emails]));
    return found.map((u) => u.email);
  });
}
