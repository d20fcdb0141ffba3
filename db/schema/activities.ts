// Activities (product §3 "Activity", issue #14 §1): promotions the operators run. Status is computed from the
// times (product §4 "Activity status"), never stored.
import { index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Per-locale texts (`{ en: …, de: … }`); English is always present. */
export type LocaleTexts<T> = Partial<Record<string, T>>;

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    /** become_seller | influencers | group_buy | flash_sale */
    type: text('type').notNull(),
    titles: jsonb('titles').$type<LocaleTexts<string>>().notNull(),
    descriptions: jsonb('descriptions').$type<LocaleTexts<string>>().notNull(),
    rules: jsonb('rules').$type<LocaleTexts<string[]>>().notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** Storage keys of kept uploads (product §D4 "Uploads"), or null. */
    bannerDesktop: text('banner_desktop'),
    bannerMobile: text('banner_mobile'),
    minDiscountPct: numeric('min_discount_pct', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    capacity: integer('capacity').notNull(),
    /** Group buy only: the catalog product, its group price and how many people it needs. */
    groupChannel: text('group_channel'),
    groupOfferId: text('group_offer_id'),
    groupPriceCny: numeric('group_price_cny', { precision: 12, scale: 2, mode: 'number' }),
    groupRequirement: integer('group_requirement'),
    /** Joins or approved registrations; the later slices count into it. */
    participants: integer('participants').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_start_idx').on(t.startAt.desc(), t.id), index('activities_end_idx').on(t.endAt)],
);
