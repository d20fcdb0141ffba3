// Activity registrations (product §3 "Activity registration", §4 "Registration status", issue 14 §2): a seller
// offers goods of their shop to an upcoming activity at an activity price; an operator approves or rejects.
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { activities } from './activities.ts';
import { shopGoods, shops } from './shops.ts';

/** One seller's offer to one activity. Status follows core/registration-status.ts. */
export const activityRegistrations = pgTable(
  'activity_registrations',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').notNull().references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    /** pending | approved | rejected | cancelled */
    status: text('status').notNull().default('pending'),
    /** The seller's language when they registered: the review mail is written in it. */
    locale: text('locale').notNull().default('en'),
    /** The operator's reason for a rejection. */
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open (pending or approved) registration per seller per activity; a rejected or cancelled one may be
    // followed by a new one.
    uniqueIndex('activity_registrations_open_uq').on(t.activityId, t.userId).where(sql`status in ('pending', 'approved')`),
    index('activity_registrations_status_idx').on(t.status, t.createdAt, t.id),
    index('activity_registrations_user_idx').on(t.userId, t.createdAt.desc(), t.id),
  ],
);

/**
 * The goods of a registration at their activity price. `stock` is what the seller offers to the activity;
 * `sold_count` counts the buyers' claims and can never pass `stock` (the check constraint is the last guard
 * behind the claim's conditional update).
 */
export const activityRegistrationItems = pgTable(
  'activity_registration_items',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id').notNull().references(() => activityRegistrations.id, { onDelete: 'cascade' }),
    /** Copied from the registration so the activity's goods list reads one table. */
    activityId: integer('activity_id').notNull().references(() => activities.id, { onDelete: 'cascade' }),
    shopGoodsId: integer('shop_goods_id').notNull().references(() => shopGoods.id, { onDelete: 'cascade' }),
    /** The catalog price when the item was registered (the savings are shown against it). */
    originalPriceCny: numeric('original_price_cny', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    activityPriceCny: numeric('activity_price_cny', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    stock: integer('stock').notNull(),
    soldCount: integer('sold_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_registration_items_reg_goods_uq').on(t.registrationId, t.shopGoodsId),
    index('activity_registration_items_activity_idx').on(t.activityId, t.id),
    check('activity_registration_items_sold_ck', sql`${t.soldCount} >= 0 and ${t.soldCount} <= ${t.stock}`),
    check('activity_registration_items_price_ck', sql`${t.activityPriceCny} > 0`),
    check('activity_registration_items_stock_ck', sql`${t.stock} > 0`),
  ],
);
