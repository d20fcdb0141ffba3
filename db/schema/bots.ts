// My Bots (product §2 "My Bots", §3 "Bot"): a creator's Discord bots, answered over Discord's HTTP interactions.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const bots = pgTable(
  'bots',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    serverId: text('server_id').notNull(),
    inviteUrl: text('invite_url').notNull(),
    /** A kept upload's storage key (as shop logos), or null. */
    logo: text('logo'),
    /** influencer | platform | footer | promotion */
    type: text('type').notNull(),
    /** Agents of the registry the bot links to, in the creator's order. */
    agentIds: integer('agent_ids').array().notNull(),
    applicationId: text('application_id'),
    /** The Discord application's Ed25519 public key, 64 lowercase hex digits. */
    publicKey: text('public_key'),
    /** The bot token sealed with AES-256-GCM (server/modules/bots/token-box.ts): `v1.<iv>.<tag>.<ciphertext>`, base64url. */
    tokenSealed: text('token_sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bots_user_idx').on(t.userId, t.id)],
);
