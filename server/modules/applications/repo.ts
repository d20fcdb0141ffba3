import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { auditLog, categories, programmeApplications, users } from '../../../db/schema/index.ts';
import { OPEN_APPLICATION_STATUSES, type ApplicationStatus } from '../../../core/application-status.ts';
import type { Programme } from '../../../core/application-schemas.ts';

export type ApplicationRow = typeof programmeApplications.$inferSelect;
type Actor = { userId: number; email: string };

/** Postgres' unique violation (the open-application index): a second application raced this one. */
export const isUniqueViolation = (error: unknown) => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
};

/** SQL of programme applications (issue 15 §3). A review writes its audit row in its own transaction (decision 019). */
export function makeApplicationsRepo(db: Db) {
  return {
    /** A new pending application; the open-application unique index refuses a second open one (23505). */
    async insert(values: { programme: Programme; userId: number; locale: string; details: Record<string, unknown>; message: string }): Promise<ApplicationRow> {
      const [row] = await db.insert(programmeApplications).values(values).returning();
      return row!;
    },

    async find(id: number): Promise<ApplicationRow | null> {
      const [row] = await db.select().from(programmeApplications).where(eq(programmeApplications.id, id)).limit(1);
      return row ?? null;
    },

    /** The user's open (pending or accepted) application to the programme, else their newest one, else null. */
    async current(userId: number, programme: Programme): Promise<ApplicationRow | null> {
      const [row] = await db
        .select()
        .from(programmeApplications)
        .where(and(eq(programmeApplications.userId, userId), eq(programmeApplications.programme, programme)))
        .orderBy(sql`case when ${programmeApplications.status} in ('pending', 'accepted') then 0 else 1 end`, desc(programmeApplications.createdAt), desc(programmeApplications.id))
        .limit(1);
      return row ?? null;
    },

    async openOf(userId: number, programme: Programme): Promise<ApplicationRow | null> {
      const [row] = await db
        .select()
        .from(programmeApplications)
        .where(and(eq(programmeApplications.userId, userId), eq(programmeApplications.programme, programme), inArray(programmeApplications.status, [...OPEN_APPLICATION_STATUSES])))
        .limit(1);
      return row ?? null;
    },

    /** Which of `ids` are hot categories (the seller form offers those). */
    async hotCategoryIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: categories.id }).from(categories).where(and(inArray(categories.id, ids), eq(categories.isHot, true)));
      return rows.map((r) => r.id);
    },

    /**
     * Moves an application `from` → `to` (the state machine said it may): the row is locked (`FOR UPDATE`) and its
     * status must still be `from`, else the row is answered as it is, unchanged. A review records who, the message,
     * and writes its audit row in the same transaction: one change, one audit row, however many reviews race.
     */
    transition: (id: number, from: ApplicationStatus, to: ApplicationStatus, options: { reviewer?: Actor; reviewMessage?: string | null; audit?: { action: string } }) =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(programmeApplications).where(eq(programmeApplications.id, id)).for('update');
        if (!before || before.status !== from) return { changed: false as const, row: before ?? null };
        const [after] = (await tx
          .update(programmeApplications)
          .set({
            status: to,
            updatedAt: sql`now()`,
            ...(options.reviewer ? { reviewedBy: options.reviewer.userId, reviewedAt: sql`now()`, reviewMessage: options.reviewMessage ?? null } : {}),
          })
          .where(and(eq(programmeApplications.id, id), eq(programmeApplications.status, from)))
          .returning()) as [ApplicationRow];
        if (options.reviewer && options.audit) {
          await tx.insert(auditLog).values({
            actorUserId: options.reviewer.userId,
            actorEmail: options.reviewer.email,
            action: options.audit.action,
            target: `application:${id}`,
            before: { status: before.status, reviewMessage: before.reviewMessage },
            after: { status: after.status, reviewMessage: after.reviewMessage },
          });
        }
        return { changed: true as const, row: after };
      }),

    /** The operator's list: oldest first (first come, first reviewed), with the applicant's email. */
    async adminList(filter: { programme: Programme | null; status: ApplicationStatus | null }, offset: number, limit: number) {
      const conditions: SQL[] = [];
      if (filter.programme) conditions.push(eq(programmeApplications.programme, filter.programme));
      if (filter.status) conditions.push(eq(programmeApplications.status, filter.status));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ application: programmeApplications, applicantEmail: users.email })
          .from(programmeApplications)
          .innerJoin(users, eq(users.id, programmeApplications.userId))
          .where(where)
          .orderBy(programmeApplications.createdAt, programmeApplications.id)
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(programmeApplications).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async emailOf(userId: number): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.email ?? null;
    },
  };
}
export type ApplicationsRepo = ReturnType<typeof makeApplicationsRepo>;
