/**
 * Answer shapes of `S/pub/assistant/ask` (docs/decisions/030-assistant.md), defined once: the types the widget
 * uses are inferred from these, the route declares them (OpenAPI) and the API tests parse real answers with them.
 */
import { z } from 'zod';
import { AgentBadgeSchema, AttributionSchema, ChannelSchema, GoodsCardSchema } from './api-schemas.ts';

/** A FAQ answer or a policy section, in the page's language, with the page (and anchor) it comes from. */
export const ArticleAnswerSchema = z.object({
  kind: z.literal('article'),
  source: z.enum(['faq', 'policy']),
  title: z.string(),
  /** The entry's text; `[label](/path)` parts are links to our pages (core/i18n/inline-links.ts). */
  text: z.string(),
  /** Unprefixed app path with the entry's anchor (`/faq#faq-4`, `/protocol/privacy-policy#section-2`). */
  path: z.string(),
});

/** Goods found by name: the first few cards and the search page with all of them. */
export const GoodsAnswerSchema = z.object({
  kind: z.literal('goods'),
  keyword: z.string(),
  total: z.number().int(),
  goods: z.array(GoodsCardSchema),
  /** Unprefixed `/search-result?keyword=…`. */
  searchPath: z.string(),
});

/** One agent's buy link for a pasted product, with the referral code it carries and whose it is (product §D5). */
export const AssistantOfferSchema = z.object({
  id: z.number().int(),
  agentName: z.string(),
  logo: z.string(),
  buyUrl: z.string(),
  /** The link followed: our counting `/go` redirect to `buyUrl` (core/outbound.ts). */
  clickUrl: z.string(),
  referralCode: z.string().nullable(),
  attribution: AttributionSchema,
  badges: z.array(AgentBadgeSchema),
});

/** A pasted marketplace or agent link read by the link engine: the product (null when the catalog does not hold it) and agents' buy links. */
export const ProductAnswerSchema = z.object({
  kind: z.literal('product'),
  channel: ChannelSchema,
  offerId: z.string(),
  goods: GoodsCardSchema.nullable(),
  /** Unprefixed `/products/{channel}/{offerId}`, or null when the catalog does not hold the product. */
  productPath: z.string().nullable(),
  offers: z.array(AssistantOfferSchema),
});

/** A pasted link the link engine cannot read: why, in the request's language. */
export const LinkRefusedAnswerSchema = z.object({
  kind: z.literal('link_refused'),
  reason: z.string(),
  message: z.string(),
});

export const AssistantAnswerSchema = z.discriminatedUnion('kind', [ArticleAnswerSchema, GoodsAnswerSchema, ProductAnswerSchema, LinkRefusedAnswerSchema]);
export type AssistantAnswer = z.infer<typeof AssistantAnswerSchema>;

/** A text the widget offers while the visitor types (a FAQ question, a policy heading, a product title). */
export const AssistantSuggestionSchema = z.object({ kind: z.enum(['article', 'goods']), text: z.string() });
export type AssistantSuggestion = z.infer<typeof AssistantSuggestionSchema>;

/** `answers` is empty when nothing fits (the widget then points to the FAQ and the search); `suggestions` only in mode `suggest`. */
export const AssistantReplySchema = z.object({
  answers: z.array(AssistantAnswerSchema),
  suggestions: z.array(AssistantSuggestionSchema),
});
export type AssistantReply = z.infer<typeof AssistantReplySchema>;
