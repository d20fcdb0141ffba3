// My Store (product §4 "My Store", issue 12 §3): a user's shop, its goods, tags and import jobs.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { goods } from './catalog.ts';

/** One shop per user; `store_space` is the public slug (/store/{storeSpace}), unique ignoring case. */
export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    storeSpace: text('store_space').notNull(),
    name: text('name').notNull(),
    /** A storage key of an upload (checked against `uploads` once that table lands), or null. */
    logo: text('logo'),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shops_user_uq').on(t.userId), uniqueIndex('shops_store_space_uq').on(sql`lower(${t.storeSpace})`)],
);

/** A product in a shop, by marketplace key; `goods_id` points at the catalog's row once it is there. */
export const shopGoods = pgTable(
  'shop_goods',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    offerId: text('offer_id').notNull(),
    goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'set null' }),
    stock: integer('stock'),
    /** syncing | ready | failed */
    status: text('status').notNull().default('syncing'),
    failReason: text('fail_reason'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shop_goods_shop_offer_uq').on(t.shopId, t.channel, t.offerId), index('shop_goods_shop_added_idx').on(t.shopId, t.addedAt.desc(), t.id)],
);

export const shopTags = pgTable(
  'shop_tags',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shop_tags_shop_name_uq').on(t.shopId, sql`lower(${t.name})`)],
);

export const shopGoodsTags = pgTable(
  'shop_goods_tags',
  {
    shopGoodsId: integer('shop_goods_id').notNull().references(() => shopGoods.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull().references(() => shopTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.shopGoodsId, t.tagId] }), index('shop_goods_tags_tag_idx').on(t.tagId)],
);

/** Adding goods in the background: kind link | shop | file; status queued | running | done | failed. */
export const shopJobs = pgTable(
  'shop_jobs',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'),
    /** What the job works on, e.g. `taobao:12345` for a shop import. */
    source: text('source').notNull().default(''),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** A shop import's next page of the marketplace shop (null before the first and after the last). */
    cursor: text('cursor'),
    /** Whether every page of a shop import has been read into `shop_job_items`. */
    listed: boolean('listed').notNull().default(false),
  },
  (t) => [index('shop_jobs_shop_created_idx').on(t.shopId, t.createdAt.desc(), t.id)],
);

/**
 * The rows a job works through (docs/decisions/016-resumable-imports.md): written before the job is queued (a
 * spreadsheet's accepted rows) or as its pages are read (a shop import), each `pending` until it is `done` or
 * `failed` with a reason. A job restarted after a crash works what is still pending; the job's counts are counted
 * from here, so no row is counted twice.
 */
export const shopJobItems = pgTable(
  'shop_job_items',
  {
    jobId: integer('job_id').notNull().references(() => shopJobs.id, { onDelete: 'cascade' }),
    /** The spreadsheet's row number, or the position in the marketplace shop's list. */
    row: integer('row').notNull(),
    channel: text('channel').notNull(),
    offerId: text('offer_id').notNull(),
    /** Ids of the shop's tags to attach (resolved, and created, when the file was accepted). */
    tagIds: jsonb('tag_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    stock: integer('stock'),
    /** pending | done | failed */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.row] }), index('shop_job_items_job_status_idx').on(t.jobId, t.status, t.row)],
);
