// Buyers in activities (product §2 "Activity detail", "Flash sale", "Global shell"; product §3 "Group buy"; issue 14
// §3–§4): who joined a group buy, who claimed which flash-sale item, and which flash sale the site banner advertises.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { activities } from './activities.ts';
import { activityRegistrationItems } from './activity-registrations.ts';

/** One row per buyer per group buy; `activities.participants` counts them (both written in one transaction). */
export const activityJoins = pgTable(
  'activity_joins',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').notNull().references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('activity_joins_activity_user_uq').on(t.activityId, t.userId), index('activity_joins_user_idx').on(t.userId)],
);

/** One claim per buyer per flash-sale item; the item's `sold_count` counts them (one transaction, never past stock). */
export const activityClaims = pgTable(
  'activity_claims',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id').notNull().references(() => activityRegistrationItems.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id').notNull().references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('activity_claims_item_user_uq').on(t.itemId, t.userId), index('activity_claims_user_activity_idx').on(t.userId, t.activityId)],
);

/** The site banner (one row, id 1): the flash sale it advertises, or none. Set by operators, audited. */
export const siteBanner = pgTable(
  'site_banner',
  {
    id: integer('id').primaryKey().default(1),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_banner_one_row_ck', sql`${t.id} = 1`)],
);
