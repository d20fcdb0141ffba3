import { and, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { activities, auditLog, goods, uploads } from '../../../db/schema/index.ts';
import type { ActivityStatus } from '../../../core/activity-schemas.ts';

export type ActivityRow = typeof activities.$inferSelect;
export type ActivityValues = Omit<typeof activities.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'participants'>;
type Actor = { userId: number; email: string };

/** The fields an operator edits, as the audit log records them (times as ISO strings). */
const AUDITED = ['type', 'titles', 'descriptions', 'rules', 'startAt', 'endAt', 'bannerDesktop', 'bannerMobile', 'minDiscountPct', 'capacity', 'groupChannel', 'groupOfferId', 'groupPriceCny', 'groupRequirement'] as const;
const auditValue = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** The changed fields of `before` → `after` (all of `after` when there was no `before`). */
function changes(before: ActivityRow | null, after: ActivityRow) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const field of AUDITED) {
    const was = auditValue(before?.[field]);
    const is = auditValue(after[field]);
    if (before && JSON.stringify(was) === JSON.stringify(is)) continue;
    if (before) b[field] = was;
    a[field] = is;
  }
  return { before: before ? b : null, after: a };
}

/** The time condition of a status at `now` (product §4: upcoming < start ≤ ongoing < end ≤ ended). */
function statusWhere(status: ActivityStatus, now: Date): SQL | undefined {
  if (status === 'upcoming') return gt(activities.startAt, now);
  if (status === 'ongoing') return and(lte(activities.startAt, now), gt(activities.endAt, now));
  return lte(activities.endAt, now);
}

/** SQL of activities. A save writes its audit row in its own transaction (docs/decisions/019-operator-console.md). */
export function makeActivitiesRepo(db: Db) {
  return {
    async find(id: number): Promise<ActivityRow | null> {
      const [row] = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
      return row ?? null;
    },

    /** Newest start first; `status` filters by the times at `now`. */
    async list(status: ActivityStatus | null, now: Date, offset: number, limit: number) {
      const where = status ? statusWhere(status, now) : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(activities).where(where).orderBy(desc(activities.startAt), desc(activities.id)).offset(offset).limit(limit),
        db.select({ n: count() }).from(activities).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Creates (`id` null) or edits an activity and records it in the audit log, in one transaction. The edited row
     * is locked first, so `before` is what this save replaced. A save that changes nothing writes no audit row.
     * Answers null when `id` names no activity.
     */
    save: (id: number | null, values: ActivityValues, actor: Actor) =>
      db.transaction(async (tx) => {
        let before: ActivityRow | null = null;
        let after: ActivityRow;
        if (id === null) {
          [after] = (await tx.insert(activities).values({ ...values, createdBy: actor.userId }).returning()) as [ActivityRow];
        } else {
          const [locked] = await tx.select().from(activities).where(eq(activities.id, id)).for('update');
          if (!locked) return null;
          before = locked;
          [after] = (await tx.update(activities).set({ ...values, updatedAt: sql`now()` }).where(eq(activities.id, id)).returning()) as [ActivityRow];
        }
        const diff = changes(before, after);
        if (Object.keys(diff.after).length > 0) {
          await tx.insert(auditLog).values({ actorUserId: actor.userId, actorEmail: actor.email, action: id === null ? 'activity.create' : 'activity.save', target: `activity:${after.id}`, ...diff });
        }
        return { before, after };
      }),

    /** Whether the catalog holds this product (a group buy sells a catalog product). */
    async goodsExists(channel: string, offerId: string): Promise<boolean> {
      const [row] = await db.select({ id: goods.id }).from(goods).where(and(eq(goods.channel, channel), eq(goods.offerId, offerId))).limit(1);
      return Boolean(row);
    },

    /** Who uploaded `key` (its owner releases it), or null. */
    async uploadOwner(key: string): Promise<number | null> {
      const [row] = await db.select({ owner: uploads.ownerUserId }).from(uploads).where(eq(uploads.key, key)).limit(1);
      return row?.owner ?? null;
    },
  };
}
export type ActivitiesRepo = ReturnType<typeof makeActivitiesRepo>;
