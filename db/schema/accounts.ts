// Accounts (issue #4): users, sessions, emailed codes, password resets and the throttle counters.
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Accounts (issue #4). `email` is stored trimmed and lowercased (the unique login name). A Google
 * account is identified by `googleSub`; `passwordHash` (argon2id, PHC string) is null for an account
 * that never set a password. `inviteCode` is the user's own code to invite others; `invitedByUserId`
 * records whose code the user signed up with (affiliate features read it). `encryptUserId` is the
 * opaque public id of product §3 (never the serial id).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    encryptUserId: text('encrypt_user_id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    inviteCode: text('invite_code').notNull(),
    invitedByUserId: integer('invited_by_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    isOperator: boolean('is_operator').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_encrypt_user_id_uq').on(t.encryptUserId),
    uniqueIndex('users_google_sub_uq').on(t.googleSub),
    uniqueIndex('users_invite_code_uq').on(t.inviteCode),
  ],
);

/**
 * Sessions (product §D4): the random token is never stored, only its SHA-256 (`tokenHash`, hex). A
 * session ends when revoked (logout, password reset or change) or after `lastSeenAt` + the idle
 * expiry; either answers code 402, a token that matches no session 401.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    platform: text('platform').notNull().default('web'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Emailed codes (6 digits) bound to an email and a purpose (`register` | `reset` | `change_email`),
 * stored hashed; single use (`consumedAt`), dead after too many wrong tries (`attempts`) or at `expiresAt`.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('email_codes_email_purpose_idx').on(t.email, t.purpose, t.createdAt.desc())],
);

/** Password reset tokens (≥ 128 random bits, mailed as a link), stored hashed; single use, short-lived. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_token_hash_uq').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);

/**
 * Throttle counters of the account calls (per IP and per account, growing back-off), kept in the
 * database so they survive a restart when no `REDIS_URL` is set. `key` is e.g. `login:ip:203.0.113.9`.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
