// Reference data editable by operators: currencies, the category tree, the agent registry, and which seed sets have run.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

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
    /**
     * The form of this agent's referral codes, as a regular expression matched against the whole code (product §5
     * 'Please add affiliate code'); null: the default form (core/creator-codes.ts). Editable by operators.
     */
    referralCodePattern: text('referral_code_pattern'),
    /** Haulbridge's own referral code at this agent, when it has one. */
    platformReferralCode: text('platform_referral_code'),
    serviceFeePct: numeric('service_fee_pct', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    freeStorageDays: integer('free_storage_days').notNull(),
    processingDays: integer('processing_days').notNull(),
    rating: numeric('rating', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** When the facts above (fees, storage, processing, rating) were last confirmed; shown as "as of". */
    factsAsOf: timestamp('facts_as_of', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agents_slug_uq').on(t.slug)],
);

/** Which seed sets have run, so that operators' later edits are never overwritten. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
