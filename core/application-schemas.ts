/**
 * Programme applications (issue 15 §3; product §1 "creator programme" and "seller expectations", §2 route table
 * `/activity/influencers`, `/activity/become-a-seller`): the call paths, the one schema the application form checks
 * in the browser and the API checks again, the operator's review schema, and the answer shapes. Messages are keys of
 * the `api` catalogue. Kept out of core/api-schemas.ts (the shell chunk): vite.config.ts NOT_IN_SHELL.
 */
import { z } from 'zod';
import { PageRequestSchema } from './catalog-schemas.ts';
import { APPLICATION_STATUSES } from './application-status.ts';
import { parseShopLink } from './links/parse.ts';
import { CHANNELS } from './api.ts';
import { PROGRAMMES, type Programme } from './programmes.ts';

export { PROGRAMMES, PROGRAMME_PAGE, PROGRAMME_FIGURES, type Programme } from './programmes.ts';

/** The applicant's own calls (signed in) and the operator's (in ADMIN_PATH, core/admin-schemas.ts). */
export const APPLICATION_PATH = {
  apply: 'S/add/programme/application',
  mine: 'S/get/programme/application',
  withdraw: 'S/withdraw/programme/application',
} as const;

export const APPLICATION_MESSAGE_MAX = 2000;
export const APPLICATION_REVIEW_MESSAGE_MAX = 1000;
export const APPLICATION_LINKS_MAX = 5;
export const APPLICATION_STORE_LINKS_MAX = 5;
export const APPLICATION_CATEGORIES_MAX = 9;
export const APPLICATION_MEMBERS_MAX = 100_000_000;
const LINK_MAX = 500;

/** A Discord invite (`discord.gg/<code>`, `discord.com/invite/<code>`, `discordapp.com/invite/<code>`) → its code, else null. */
export function discordInviteCode(text: string): string | null {
  const m = /^(?:https?:\/\/)?(?:www\.)?(?:discord\.gg\/|(?:discord|discordapp)\.com\/invite\/)([A-Za-z0-9-]{2,32})\/?(?:[?#].*)?$/i.exec(text.trim());
  return m ? m[1]! : null;
}

/** An absolute http(s) link to a channel or social profile. */
export function isWebLink(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The lines of a "one per line" field: trimmed, empty ones dropped. */
export const linesOf = (text: string) => text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);

const Message = z.string({ error: 'applicationMessageTooLong' }).trim().max(APPLICATION_MESSAGE_MAX, { message: 'applicationMessageTooLong' });

const InfluencerApplicationSchema = z.object({
  programme: z.literal('influencers'),
  discordInvite: z.string({ error: 'applicationDiscordInviteInvalid' }).trim().max(LINK_MAX, { message: 'applicationDiscordInviteInvalid' }).refine((s) => discordInviteCode(s) !== null, { message: 'applicationDiscordInviteInvalid' }),
  memberCount: z.number({ error: 'applicationMemberCountInvalid' }).int({ message: 'applicationMemberCountInvalid' }).min(1, { message: 'applicationMemberCountInvalid' }).max(APPLICATION_MEMBERS_MAX, { message: 'applicationMemberCountInvalid' }),
  links: z
    .array(z.string().trim().max(LINK_MAX, { message: 'applicationLinkInvalid' }).refine(isWebLink, { message: 'applicationLinkInvalid' }), { error: 'applicationLinkInvalid' })
    .max(APPLICATION_LINKS_MAX, { message: 'applicationLinksTooMany' }),
  message: Message,
});

const SellerApplicationSchema = z.object({
  programme: z.literal('become_seller'),
  // Read by the link engine (core/links): a marketplace shop on Taobao, Weidian or 1688, also inside an agent's link.
  storeLinks: z
    .array(z.string().trim().max(LINK_MAX, { message: 'applicationStoreLinkInvalid' }).refine((s) => parseShopLink(s).ok, { message: 'applicationStoreLinkInvalid' }), { error: 'applicationStoreLinksRequired' })
    .min(1, { message: 'applicationStoreLinksRequired' })
    .max(APPLICATION_STORE_LINKS_MAX, { message: 'applicationStoreLinksTooMany' }),
  categoryIds: z
    .array(z.number().int().min(1), { error: 'applicationCategoriesRequired' })
    .min(1, { message: 'applicationCategoriesRequired' })
    .max(APPLICATION_CATEGORIES_MAX, { message: 'applicationCategoriesRequired' })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'applicationCategoriesRequired' }),
  message: Message,
});

/** `S/add/programme/application`: one schema for the form (browser) and the API (server). */
export const ApplicationSubmitSchema = z.discriminatedUnion('programme', [InfluencerApplicationSchema, SellerApplicationSchema], { error: 'applicationProgrammeInvalid' });
export type ApplicationSubmit = z.infer<typeof ApplicationSubmitSchema>;

/** The form's fields as typed (links one per line, the member count as text) → the schema's input. */
export function applicationInput(programme: Programme, field: (name: string) => string, all: (name: string) => string[]): unknown {
  const message = field('message');
  if (programme === 'influencers') {
    const members = field('memberCount').replace(/[\s,.'’]/g, '');
    return { programme, discordInvite: field('discordInvite'), memberCount: /^\d{1,12}$/.test(members) ? Number(members) : Number.NaN, links: linesOf(field('links')), message };
  }
  return { programme, storeLinks: linesOf(field('storeLinks')), categoryIds: all('categoryIds').map(Number), message };
}

/** `S/get/programme/application`. */
export const ApplicationMineRequestSchema = z.object({ programme: z.enum(PROGRAMMES, { error: 'applicationProgrammeInvalid' }) });
/** `S/withdraw/programme/application`. */
export const ApplicationWithdrawSchema = z.object({ id: z.number().int().min(1) });

/** What an application stores of the form: normalised (the invite's code, each shop as the engine read it). */
export const InfluencerDetailsSchema = z.object({ discordInvite: z.string(), memberCount: z.number().int(), links: z.array(z.string()) });
export const StoreRefSchema = z.object({ channel: z.enum(CHANNELS), shopId: z.string(), url: z.string() });
export const SellerDetailsSchema = z.object({ stores: z.array(StoreRefSchema), categoryIds: z.array(z.number().int()) });

const ApplicationBase = {
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  message: z.string(),
  /** The operator's message (required on decline, optional on accept). */
  reviewMessage: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
};
export const InfluencerApplicationOutSchema = z.object({ programme: z.literal('influencers'), ...ApplicationBase, details: InfluencerDetailsSchema });
export const SellerApplicationOutSchema = z.object({ programme: z.literal('become_seller'), ...ApplicationBase, details: SellerDetailsSchema });
export const ApplicationSchema = z.discriminatedUnion('programme', [InfluencerApplicationOutSchema, SellerApplicationOutSchema]);
export type Application = z.infer<typeof ApplicationSchema>;
/** `S/get/programme/application`: the caller's open application for the programme, else their newest, else null. */
export const ApplicationMineSchema = z.object({ application: ApplicationSchema.nullable() });
export type ApplicationMine = z.infer<typeof ApplicationMineSchema>;

/** `S/admin/application/list`: optionally one programme and/or one status; oldest first. */
export const ApplicationListRequestSchema = PageRequestSchema.and(z.object({ programme: z.enum(PROGRAMMES).optional(), status: z.enum(APPLICATION_STATUSES).optional() }));
export type ApplicationListRequest = z.infer<typeof ApplicationListRequestSchema>;

/** `S/admin/application/review`: a decline needs a message (the applicant reads it); an accept may carry one. */
export const ApplicationReviewSchema = z
  .object({
    id: z.number().int().min(1),
    decision: z.enum(['accept', 'decline'], { error: 'applicationDecisionInvalid' }),
    message: z.string().trim().max(APPLICATION_REVIEW_MESSAGE_MAX, { message: 'applicationReviewMessageTooLong' }).optional(),
  })
  .refine((v) => v.decision !== 'decline' || (v.message ?? '').length > 0, { path: ['message'], message: 'applicationReviewMessageRequired' });
export type ApplicationReview = z.infer<typeof ApplicationReviewSchema>;

/** An application in the operator's list: who applied and in which language (the mail's). */
const ADMIN_FIELDS = { applicantEmail: z.string(), locale: z.string() };
export const ApplicationAdminSchema = z.discriminatedUnion('programme', [InfluencerApplicationOutSchema.extend(ADMIN_FIELDS), SellerApplicationOutSchema.extend(ADMIN_FIELDS)]);
export type ApplicationAdmin = z.infer<typeof ApplicationAdminSchema>;
export const ApplicationAdminPageSchema = z.object({ list: z.array(ApplicationAdminSchema), total: z.number().int(), pageId: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean() });
export type ApplicationAdminPage = z.infer<typeof ApplicationAdminPageSchema>;
