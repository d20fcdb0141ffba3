// The operator console (issue #14 §1): the audit log of every operator action.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * One row per operator action, written in the same transaction as the change it records. `actorEmail` is
 * kept as it was (the row outlives a deleted or renamed account); `before`/`after` are the changed row's
 * values (null when it did not exist before, or no longer exists after).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** What was done, `<area>.<verb>` (`rate.save`). */
    action: text('action').notNull(),
    /** What it was done to (`currency:USD`). */
    target: text('target').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt, t.id)],
);
