/**
 * The operator console (issue #14 §1, product §D5 "Roles"): its call paths and the schemas shared by the
 * console's forms and the API. Messages are keys of the `api` catalogue.
 */
import { z } from 'zod';
import { PageRequestSchema } from './catalog-schemas.ts';
import { CODE_PATTERN_MAX, codeMatcher } from './creator-codes.ts';
import { CURRENCY_CODES } from './currency.ts';

export const ADMIN_PATH = {
  rateSave: 'S/admin/rate/save',
  auditList: 'S/admin/audit/list',
  activitySave: 'S/admin/activity/save',
  activityList: 'S/admin/activity/list',
  registrationList: 'S/admin/registration/list',
  registrationReview: 'S/admin/registration/review',
  agentList: 'S/admin/agent/list',
  agentSave: 'S/admin/agent/save',
  bannerSet: 'S/admin/banner/set',
  bannerGet: 'S/admin/banner/get',
  applicationList: 'S/admin/application/list',
  applicationReview: 'S/admin/application/review',
} as const;

/** Every operator call starts with this (the admin module's guard covers exactly these paths). */
export const ADMIN_PATH_PREFIX = 'S/admin/';

/**
 * Bounds of a rate (CNY per one unit of the currency). The display currencies range from KRW (≈ 0.005) to GBP
 * (≈ 9); anything outside 0.0001 … 1000 is a typo (a misplaced decimal point), never a real rate.
 */
export const RATE_MIN = 0.0001;
export const RATE_MAX = 1000;

/** `S/admin/rate/save`: CNY is the base currency, its rate is always 1. */
export const RateSaveSchema = z
  .object({
    currency: z.enum(CURRENCY_CODES, { error: 'rateCurrencyUnknown' }),
    rate: z
      .number({ error: 'rateInvalid' })
      .refine(Number.isFinite, { message: 'rateInvalid' })
      .min(RATE_MIN, { message: 'rateInvalid' })
      .max(RATE_MAX, { message: 'rateInvalid' }),
  })
  .refine((v) => v.currency !== 'CNY' || v.rate === 1, { path: ['currency'], message: 'rateCnyFixed' });
export type RateSave = z.infer<typeof RateSaveSchema>;

/** A rate field as typed ("7,25" or " 7.25 "): the number the schema checks, NaN when it is not one. */
export function parseRateInput(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$|^\.\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** `S/admin/audit/list`. */
export const AuditListRequestSchema = PageRequestSchema;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actorEmail: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
// The list page of product §D4 "Lists" (spelled out: core/api-schemas.ts is not for the browser's console chunk).
export const AuditPageSchema = z.object({ list: z.array(AuditEntrySchema), total: z.number().int(), pageId: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean() });
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** The operator actions the audit log names (`action`). */
export const AUDIT_ACTIONS = ['rate.save', 'operator.grant', 'operator.revoke', 'activity.create', 'activity.save', 'registration.approve', 'registration.reject', 'agent.save', 'banner.set', 'application.accept', 'application.decline'] as const;

/** A registry row's editable facts and links (`S/admin/agent/save`); the agent itself (slug, name) is not renamed here. */
export const AGENT_FEE_MAX = 100;
export const AgentSaveSchema = z.object({
  id: z.number().int().min(1),
  serviceFeePct: z.number({ error: 'agentFeeInvalid' }).min(0, { message: 'agentFeeInvalid' }).max(AGENT_FEE_MAX, { message: 'agentFeeInvalid' }),
  freeStorageDays: z.number({ error: 'agentDaysInvalid' }).int({ message: 'agentDaysInvalid' }).min(0, { message: 'agentDaysInvalid' }).max(365, { message: 'agentDaysInvalid' }),
  processingDays: z.number({ error: 'agentDaysInvalid' }).int({ message: 'agentDaysInvalid' }).min(0, { message: 'agentDaysInvalid' }).max(60, { message: 'agentDaysInvalid' }),
  rating: z.number({ error: 'agentRatingInvalid' }).min(0, { message: 'agentRatingInvalid' }).max(5, { message: 'agentRatingInvalid' }),
  referralParam: z.string().trim().max(40, { message: 'agentReferralParamInvalid' }).regex(/^[A-Za-z0-9_-]*$/, { message: 'agentReferralParamInvalid' }),
  platformReferralCode: z.string().trim().max(80, { message: 'agentReferralCodeInvalid' }),
  /** The form of this agent's referral codes (a regular expression matched against a whole code); empty: the default form. */
  referralCodePattern: z.string().trim().max(CODE_PATTERN_MAX, { message: 'agentCodePatternInvalid' }).refine((p) => codeMatcher(p) !== null, { message: 'agentCodePatternInvalid' }).default(''),
  productUrlTemplates: z.object({
    taobao: z.string().trim().max(500, { message: 'agentTemplateInvalid' }),
    weidian: z.string().trim().max(500, { message: 'agentTemplateInvalid' }),
    '1688': z.string().trim().max(500, { message: 'agentTemplateInvalid' }),
  }),
});
export type AgentSave = z.infer<typeof AgentSaveSchema>;

/** A registry row as the console edits it. */
export const AgentAdminSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  agentName: z.string(),
  isActive: z.boolean(),
  serviceFeePct: z.number(),
  freeStorageDays: z.number().int(),
  processingDays: z.number().int(),
  rating: z.number(),
  referralParam: z.string(),
  platformReferralCode: z.string(),
  referralCodePattern: z.string(),
  productUrlTemplates: z.object({ taobao: z.string(), weidian: z.string(), '1688': z.string() }),
  factsAsOf: z.string(),
});
export type AgentAdmin = z.infer<typeof AgentAdminSchema>;
export const AgentAdminListSchema = z.array(AgentAdminSchema);
export const AgentListRequestSchema = z.object({});
