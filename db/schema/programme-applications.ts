// Programme applications (issue 15 §3; product §1 "creator programme", "seller expectations"): a user applies to
// the influencer (creator) programme or to become a seller; an operator accepts or declines with a message.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** One application of one user to one programme. Status follows core/application-status.ts. */
export const programmeApplications = pgTable(
  'programme_applications',
  {
    id: serial('id').primaryKey(),
    /** influencers | become_seller */
    programme: text('programme').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** pending | accepted | declined | withdrawn */
    status: text('status').notNull().default('pending'),
    /** The applicant's language when they applied: the review mail is written in it. */
    locale: text('locale').notNull().default('en'),
    /** The form's fields, normalised (core/application-schemas.ts InfluencerDetailsSchema / SellerDetailsSchema). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    /** The applicant's message to the operators. */
    message: text('message').notNull().default(''),
    /** The operator's message to the applicant (required on decline). */
    reviewMessage: text('review_message'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open (pending or accepted) application per user per programme: a database rule, so concurrent submissions
    // end with one. A declined or withdrawn one may be followed by a new one.
    uniqueIndex('programme_applications_open_uq').on(t.programme, t.userId).where(sql`status in ('pending', 'accepted')`),
    index('programme_applications_queue_idx').on(t.status, t.createdAt, t.id),
    index('programme_applications_programme_idx').on(t.programme, t.status, t.createdAt, t.id),
    index('programme_applications_user_idx').on(t.userId, t.programme, t.createdAt.desc()),
  ],
);
