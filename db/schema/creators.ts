// Creators (issue 15 §1): their own referral code per agent, and buy clicks counted per creator, agent and day.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { agents } from './reference.ts';

/**
 * A creator's own referral code at one agent ("agent invite code", product §7 `S/add/agent/inviteCode`): one per
 * user and agent. A visitor who came by the creator's share link (the `inviteCode` cookie) gets buy links carrying
 * this code at this agent (product §D5 "Attribution").
 */
export const creatorCodes = pgTable(
  'creator_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id').notNull().references(() => agents.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('creator_codes_user_agent_uq').on(t.userId, t.agentId), index('creator_codes_agent_idx').on(t.agentId)],
);

/**
 * Buy clicks on links carrying a creator's code, counted per creator, agent and UTC day (product §D7 "Attribution
 * is disclosed"). Only the count: nothing about who clicked is stored. One row per key, raised by an upsert.
 */
export const creatorClicks = pgTable(
  'creator_clicks',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id').notNull().references(() => agents.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.agentId] }), check('creator_clicks_positive', sql`${t.clicks} >= 0`)],
);
