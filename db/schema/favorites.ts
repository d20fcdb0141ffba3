// Favourites ("goods collect", product §7).
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Favourites ("goods collect", product §7): a user's products by `(channel, offerId)`, so a product the
 * catalog does not hold yet can be kept too; lists join `goods` on the same key.
 */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    offerId: text('offer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel, t.offerId] }), index('favorites_user_created_idx').on(t.userId, t.createdAt.desc(), t.channel, t.offerId)],
);
