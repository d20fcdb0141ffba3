// Uploaded images (issue #12 §1, A/pub/putfile).
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bytea } from './columns.ts';

/**
 * One uploaded image: its storage key (server/storage), who sent it (a user, or null when anonymous; the IP only
 * as a keyed hash), and when it goes away. Every upload starts with `expires_at` 24 h ahead; a shop, bot or logo
 * that keeps it sets `expires_at` to null. The sweep deletes expired rows and their files.
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    purpose: text('purpose').notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    ipHash: text('ip_hash').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * A search image's description (purpose "search"): its descriptors and re-rank samples made from the original
     * pixels at upload time (server/modules/image-search, decision 022), so a search need not decode the stored copy;
     * gone with the row. Null for other purposes and for uploads made without it.
     */
    searchQuery: bytea('search_query'),
  },
  (t) => [index('uploads_expires_idx').on(t.expiresAt)],
);
