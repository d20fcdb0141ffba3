/**
 * The two programmes of issue 15 §3 (product §1 "creator programme", "seller expectations"; §2 route table): their
 * names, public pages and promised figures. Tiny and dependency-free: the activity detail page links to the programme
 * pages without loading the application form's schema (and the link engine it uses).
 */

/** Named as the activity types of product §3 "Activity" name them. */
export const PROGRAMMES = ['influencers', 'become_seller'] as const;
export type Programme = (typeof PROGRAMMES)[number];

/** The public page of each programme (product §2 route table). */
export const PROGRAMME_PAGE: Record<Programme, string> = { influencers: '/activity/influencers', become_seller: '/activity/become-a-seller' };

/** The figures the pages promise (product §1 "Marketing facts", §9). Numbers here, words in the `activity` catalogue. */
export const PROGRAMME_FIGURES = {
  influencers: { minMembers: 2000, maxOrderSharePct: 15, cashFromUsd: 50, contactWithinHours: 24 },
  become_seller: { shippedPct: 95, shippedWithinHours: 72, errorRatePct: 0.5 },
} as const;
