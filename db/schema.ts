import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, index, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Display currencies (product §9). `rate` = CNY per one unit of the currency; editable by operators. */
export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  rate: numeric('rate', { precision: 18, scale: 8, mode: 'number' }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Category tree; top-level rows flagged `isHot` are the nine hot categories of product §3. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    cnName: text('cn_name').notNull(),
    enName: text('en_name').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    isHot: boolean('is_hot').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_key_uq').on(t.key), index('categories_parent_idx').on(t.parentId)],
);

/** The shopping-agent registry (product §D5): agents are data, editable without a release. */
export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    agentName: text('agent_name').notNull(),
    logo: text('logo').notNull(),
    /** Used to draw the generated logo at /files/agents/{slug}.svg. */
    brandColor: text('brand_color').notNull().default('#334155'),
    siteUrl: text('site_url').notNull(),
    /** Product URL per channel with `{offerId}` placeholder and the agent's own channel codes. */
    productUrlTemplates: jsonb('product_url_templates').$type<Record<string, string>>().notNull(),
    referralParam: text('referral_param'),
    /** Haulbridge's own referral code at this agent, when it has one. */
    platformReferralCode: text('platform_referral_code'),
    serviceFeePct: numeric('service_fee_pct', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    freeStorageDays: integer('free_storage_days').notNull(),
    processingDays: integer('processing_days').notNull(),
    rating: numeric('rating', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('agents_slug_uq').on(t.slug)],
);

/** Which seed sets have run, so that operators' later edits are never overwritten. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Marketplace sellers (shops on Taobao/Tmall, Weidian, 1688). The outcome figures feed the trust
 * score computed by `core/trust.ts` (never stored, so the formula can change without a migration).
 */
export const sellers = pgTable(
  'sellers',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    shopId: text('shop_id').notNull(),
    name: text('name').notNull(),
    verified: boolean('verified').notNull().default(false),
    /** Share of QC inspections passed, 0..1. */
    qcPassRate: numeric('qc_pass_rate', { precision: 5, scale: 4, mode: 'number' }).notNull(),
    /** Share of orders shipped within the promised time, 0..1. */
    onTimeShipRate: numeric('on_time_ship_rate', { precision: 5, scale: 4, mode: 'number' }).notNull(),
    /** Share of orders that ended in a dispute, 0..1. */
    disputeRate: numeric('dispute_rate', { precision: 5, scale: 4, mode: 'number' }).notNull(),
    /** When the shop started listing (listing age = now − this). */
    listedSince: timestamp('listed_since', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sellers_channel_shop_uq').on(t.channel, t.shopId)],
);

/**
 * Goods of the catalog, keyed by (channel, offerId) — channel is `taobao` (Tmall ids included),
 * `weidian` or `1688`. `titles` holds a title per locale where one exists (fallback en, then
 * `titleCn`). `searchText` concatenates every title for trigram search; `searchVector` is the
 * full-text vector over the same text. `qcCount` mirrors the number of rows in `qc_photos`.
 * `images` are storage keys (e.g. `demo/goods/…svg`), served through `/thumb/…`.
 */
export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    offerId: text('offer_id').notNull(),
    titleCn: text('title_cn').notNull(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    searchText: text('search_text').notNull(),
    priceCny: numeric('price_cny', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    weightG: integer('weight_g').notNull(),
    volumeCm3: integer('volume_cm3').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    soldCount: integer('sold_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    outOfStock: boolean('out_of_stock').notNull().default(false),
    qcCount: integer('qc_count').notNull().default(0),
    productUrl: text('product_url').notNull(),
    sellerId: integer('seller_id').references(() => sellers.id),
    /** True for generated demo listings (the footer says so while any exist). */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_channel_offer_uq').on(t.channel, t.offerId),
    // Category filters, and "similar goods": the goods nearest in price within a category.
    index('goods_category_price_idx').on(t.categoryId, t.priceCny, t.id),
    index('goods_sold_idx').on(t.soldCount.desc(), t.id),
    index('goods_price_idx').on(t.priceCny, t.id),
    index('goods_created_idx').on(t.createdAt.desc(), t.id),
    index('goods_seller_idx').on(t.sellerId),
    // The home feed's order: goods with QC photos first, in stock first, best sellers first.
    index('goods_feed_idx').on(sql`(${t.qcCount} > 0) desc`, t.outOfStock, t.soldCount.desc(), t.id),
    // Full-text search: words, bigrams of Chinese runs (0003_search_functions) and the tails of German, Polish
    // and Russian compound words (0006_compound_search).
    index('goods_search_fts_idx').using('gin', sql`hb_search_vector(${t.searchText}, ${t.titles})`),
  ],
);

/** QC photos taken in an agent's warehouse (image storage key, date taken, agent). */
export const qcPhotos = pgTable(
  'qc_photos',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('qc_photos_goods_idx').on(t.goodsId, t.sortOrder)],
);

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
