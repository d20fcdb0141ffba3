/**
 * Activities (product §3 "Activity", §4 "Activity status"; issue #14 §1): the operator's save schema shared by the
 * console's form and `S/admin/activity/save`, the public list request, and the status computed from the times.
 * Messages are keys of the `api` catalogue; also the answer shapes of the activity calls. Kept apart from
 * core/api-schemas.ts, which the build puts in the shell chunk every page loads (first-load JS budget).
 */
import { z } from 'zod';
import { CHANNELS } from './api.ts';
import { PageRequestSchema } from './catalog-schemas.ts';
import { LOCALES, type Locale } from './locale.ts';

export const ACTIVITY_TYPES = ['become_seller', 'influencers', 'group_buy', 'flash_sale'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export const ACTIVITY_STATUSES = ['upcoming', 'ongoing', 'ended'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** product §9: a flash sale is up to 70 % off, so no registration rule may ask for more. */
export const ACTIVITY_MAX_DISCOUNT_PCT = 70;
export const ACTIVITY_TITLE_MAX = 120;
export const ACTIVITY_DESCRIPTION_MAX = 4000;
export const ACTIVITY_RULES_MAX = 30;
export const ACTIVITY_RULE_MAX = 300;
export const ACTIVITY_CAPACITY_MAX = 1_000_000;

/**
 * Status by time (product §4): upcoming before `startAt`, ongoing from `startAt` until `endAt`, ended from `endAt`.
 * Never stored; every caller passes its one clock's `now`.
 */
export function activityStatus(startAt: Date, endAt: Date, now: Date): ActivityStatus {
  if (now.getTime() < startAt.getTime()) return 'upcoming';
  return now.getTime() < endAt.getTime() ? 'ongoing' : 'ended';
}

/** The text of `locale`, else English (required on save, so always present). */
export function localized<T>(texts: Partial<Record<Locale, T>>, locale: Locale, empty: (value: T) => boolean): T {
  const own = texts[locale];
  return own !== undefined && !empty(own) ? own : (texts.en as T);
}

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, { message });
/** Per-locale texts: English required (non-empty), the others optional (empty ones fall back to English). */
const isLocaleKey = (texts: Record<string, unknown>) => Object.keys(texts).every((key) => (LOCALES as readonly string[]).includes(key));
const perLocale = <T extends z.ZodType>(value: T) => z.record(z.string(), value).refine(isLocaleKey, { message: 'invalid' }) as unknown as z.ZodType<Partial<Record<Locale, z.infer<T>>>>;

/** An ISO-8601 instant with its offset (`2030-01-01T00:00:00Z`, `…+02:00`), as the console sends it. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const Iso = z.string({ error: 'activityTimeInvalid' }).regex(ISO_INSTANT, { message: 'activityTimeInvalid' }).refine((s) => !Number.isNaN(Date.parse(s)), { message: 'activityTimeInvalid' });

export const GroupBuyFieldsSchema = z.object({
  channel: z.enum(CHANNELS, { error: 'activityProductInvalid' }),
  offerId: z.string({ error: 'activityProductInvalid' }).trim().regex(/^\d{1,30}$/, { message: 'activityProductInvalid' }),
  groupPriceCny: z.number({ error: 'activityGroupPriceInvalid' }).min(0.01, { message: 'activityGroupPriceInvalid' }).max(1_000_000, { message: 'activityGroupPriceInvalid' }),
  requirement: z.number({ error: 'activityRequirementInvalid' }).int({ message: 'activityRequirementInvalid' }).min(2, { message: 'activityRequirementInvalid' }).max(ACTIVITY_CAPACITY_MAX, { message: 'activityRequirementInvalid' }),
});

/** `S/admin/activity/save`: create without `id`, edit with it. */
export const ActivitySaveSchema = z
  .object({
    id: z.number().int().min(1).optional(),
    type: z.enum(ACTIVITY_TYPES, { error: 'activityTypeInvalid' }),
    titles: perLocale(text(ACTIVITY_TITLE_MAX, 'activityTitleTooLong')),
    descriptions: perLocale(text(ACTIVITY_DESCRIPTION_MAX, 'activityDescriptionTooLong')),
    rules: perLocale(z.array(text(ACTIVITY_RULE_MAX, 'activityRuleTooLong')).max(ACTIVITY_RULES_MAX, { message: 'activityRulesTooMany' })),
    startAt: Iso,
    endAt: Iso,
    bannerDesktop: z.string().trim().min(1).max(200).nullable().optional(),
    bannerMobile: z.string().trim().min(1).max(200).nullable().optional(),
    minDiscountPct: z.number({ error: 'activityDiscountInvalid' }).min(0, { message: 'activityDiscountInvalid' }).max(ACTIVITY_MAX_DISCOUNT_PCT, { message: 'activityDiscountInvalid' }),
    capacity: z.number({ error: 'activityCapacityInvalid' }).int({ message: 'activityCapacityInvalid' }).min(1, { message: 'activityCapacityInvalid' }).max(ACTIVITY_CAPACITY_MAX, { message: 'activityCapacityInvalid' }),
    groupBuy: GroupBuyFieldsSchema.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.titles.en) ctx.addIssue({ code: 'custom', path: ['titles', 'en'], message: 'activityTitleRequired' });
    if (!v.descriptions.en) ctx.addIssue({ code: 'custom', path: ['descriptions', 'en'], message: 'activityDescriptionRequired' });
    if (Date.parse(v.endAt) <= Date.parse(v.startAt)) ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'activityEndBeforeStart' });
    if (v.type === 'group_buy' && !v.groupBuy) ctx.addIssue({ code: 'custom', path: ['groupBuy'], message: 'activityGroupBuyRequired' });
    if (v.type === 'group_buy' && v.groupBuy && v.groupBuy.requirement > v.capacity) ctx.addIssue({ code: 'custom', path: ['capacity'], message: 'activityCapacityBelowRequirement' });
  });
export type ActivitySave = z.infer<typeof ActivitySaveSchema>;

/** `S/pub/get/activity/listV1`. */
export const ActivityListRequestSchema = PageRequestSchema.and(z.object({ status: z.enum(['all', ...ACTIVITY_STATUSES]).optional() }));
export type ActivityListRequest = z.infer<typeof ActivityListRequestSchema>;

/** Rules typed one per line in the console: blank lines dropped. */
export const rulesFromLines = (lines: string) => lines.split('\n').map((l) => l.trim()).filter((l) => l.length > 0);

/** An activity as the console edits it: every locale's texts, the times, the computed status. */
export type ActivityAdmin = {
  id: number;
  type: ActivityType;
  titles: Partial<Record<Locale, string>>;
  descriptions: Partial<Record<Locale, string>>;
  rules: Partial<Record<Locale, string[]>>;
  startAt: string;
  endAt: string;
  status: ActivityStatus;
  bannerDesktop: string | null;
  bannerMobile: string | null;
  minDiscountPct: number;
  capacity: number;
  participants: number;
  groupBuy: z.infer<typeof GroupBuyFieldsSchema> | null;
};
export const ActivityAdminSchema = z.object({
  id: z.number().int(),
  type: z.enum(ACTIVITY_TYPES),
  titles: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  rules: z.record(z.string(), z.array(z.string())),
  startAt: z.string(),
  endAt: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  bannerDesktop: z.string().nullable(),
  bannerMobile: z.string().nullable(),
  minDiscountPct: z.number(),
  capacity: z.number().int(),
  participants: z.number().int(),
  groupBuy: z.object({ channel: z.enum(CHANNELS), offerId: z.string(), groupPriceCny: z.number(), requirement: z.number().int() }).nullable(),
});
export const ActivityAdminPageSchema = z.object({ list: z.array(ActivityAdminSchema), total: z.number().int(), pageId: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean() });
export type ActivityAdminPage = { list: ActivityAdmin[]; total: number; pageId: number; pageSize: number; hasMore: boolean };

export const ACTIVITY_PATH = {
  list: 'S/pub/get/activity/listV1',
  detail: 'S/activities/:id',
  rules: 'S/activities/:id/rules',
} as const;

/**
 * product §D4 `Activity` (issue #14), the answer of the public reads: texts in the request's language, English where that one has none; `status`
 * is computed from the times (core/activity-schemas.ts `activityStatus`), never stored.
 */
export const ActivitySchema = z.object({
  id: z.number().int(),
  type: z.enum(ACTIVITY_TYPES),
  title: z.string(),
  description: z.string(),
  bannerDesktop: z.string().nullable(),
  bannerMobile: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  participants: z.number().int(),
  rules: z.array(z.string()),
  minDiscountPct: z.number(),
  capacity: z.number().int(),
  groupBuy: z.object({ channel: z.enum(CHANNELS), offerId: z.string(), groupPriceCny: z.number(), requirement: z.number().int() }).nullable(),
});
// The list page of product §D4 "Lists" (spelled out: core/api-schemas.ts sits in the shell chunk).
export const ActivityPageSchema = z.object({ list: z.array(ActivitySchema), total: z.number().int(), pageId: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean() });
export const ActivityRulesSchema = z.object({ rules: z.array(z.string()) });
export type Activity = z.infer<typeof ActivitySchema>;
