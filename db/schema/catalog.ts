// The catalog: marketplace sellers, goods and their QC photos.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agents, categories } from './reference.ts';

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
    /** The English title as its own column, kept by PostgreSQL: similar goods read it from goods_similar_idx alone. */
    titleEn: text('title_en').generatedAlwaysAs(sql`coalesce(titles ->> 'en', '')`),
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
    // Category filters in price order, and "similar goods" (the goods nearest in price within a category):
    // goods_similar_idx, on (category_id, price_cny, id) with qc_count and what similar goods compare, made by migration
    // 0031 (drizzle has no INCLUDE).
    index('goods_sold_idx').on(t.soldCount.desc(), t.id),
    index('goods_price_idx').on(t.priceCny, t.id),
    index('goods_created_idx').on(t.createdAt.desc(), t.id),
    index('goods_seller_idx').on(t.sellerId),
    // The home feed's order: goods with QC photos first, in stock first, best sellers first.
    index('goods_feed_idx').on(sql`(${t.qcCount} > 0) desc`, t.outOfStock, t.soldCount.desc(), t.id),
    // Full-text search: words, bigrams of Chinese runs (0003_search_functions) and the tails of German, Polish
    // and Russian compound words (0006_compound_search).
    index('goods_search_fts_idx').using('gin', sql`hb_search_vector(${t.searchText}, ${t.titles})`),
    // The image-search job finds the goods that show an image key (`images @> '["key"]'`).
    index('goods_images_idx').using('gin', sql`${t.images} jsonb_path_ops`),
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
  // The image-search job finds the QC photos of an image key.
  (t) => [index('qc_photos_goods_idx').on(t.goodsId, t.sortOrder), index('qc_photos_image_idx').on(t.image)],
);
