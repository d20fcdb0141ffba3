/**
 * Creators' referral codes (issue 15 §1, product §3 "Affiliate platform", product §5 'Please add affiliate code'):
 * the calls' paths, the one schema the affiliate form and the API share, and the rules a code must pass at an agent
 * — the agent's code form from the registry, and a buy link the link engine reads back with the code intact. Pure.
 * Messages are keys of the `api` catalogue.
 */
import { z } from 'zod';
import { CHANNELS } from './api.ts';
import { buildAgentUrl, parseProductLink, type AgentLinkTemplate } from './links/index.ts';

export const CREATOR_PATH = {
  list: 'S/get/user/agent/list',
  add: 'S/add/agent/inviteCode',
  edit: 'S/edit/user/agent',
  remove: 'S/delete/user/agent',
  overview: 'S/get/user/affiliate/overview',
} as const;

/** The longest referral code stored (agents' codes are short; a URL-length code is a paste mistake). */
export const CREATOR_CODE_MAX = 64;
/** The code form of an agent whose registry row sets none: letters, digits, `-` and `_`, 2–32 long. */
export const DEFAULT_CODE_PATTERN = '[A-Za-z0-9_-]{2,32}';
/** The longest code form an operator may write into the registry. */
export const CODE_PATTERN_MAX = 120;

const codeField = z
  .string({ error: 'affiliateCodeRequired' })
  .trim()
  .min(1, { message: 'affiliateCodeRequired' })
  .max(CREATOR_CODE_MAX, { message: 'affiliateCodeFormat' });

/** `S/add/agent/inviteCode`: the creator's code at one agent. */
export const CreatorCodeAddSchema = z.object({ agentId: z.number({ error: 'affiliateAgentRequired' }).int().min(1, { message: 'affiliateAgentRequired' }), code: codeField });
export type CreatorCodeAdd = z.infer<typeof CreatorCodeAddSchema>;
/** `S/edit/user/agent`: a new code on one of the creator's rows. */
export const CreatorCodeEditSchema = z.object({ id: z.number().int().min(1), code: codeField });
export type CreatorCodeEdit = z.infer<typeof CreatorCodeEditSchema>;
/** `S/delete/user/agent`. */
export const CreatorCodeDeleteSchema = z.object({ id: z.number().int().min(1) });

/** An agent's code form compiled to match a whole code; null when the pattern is not a usable regular expression. */
export function codeMatcher(pattern: string | null | undefined): RegExp | null {
  const source = pattern?.trim() || DEFAULT_CODE_PATTERN;
  if (source.length > CODE_PATTERN_MAX) return null;
  try {
    return new RegExp(`^(?:${source})$`, 'u');
  } catch {
    return null;
  }
}

/** What the checks need of an agent's registry row. */
export type CodeAgent = AgentLinkTemplate & { referralCodePattern: string | null };

/** Offer ids a check builds links for, one per channel. */
const SAMPLE_OFFER = { taobao: '738471562934', weidian: '7412369850', '1688': '712345678901' } as const;

/**
 * Why this code cannot be used at this agent (a message key), or null when it can: the agent must take referral
 * codes at all, the code must have the agent's form, and every buy link built with it must read back to the same
 * product with the code unchanged in the agent's referral parameter.
 */
export function creatorCodeRefusal(agent: CodeAgent, code: string): string | null {
  if (!agent.referralParam) return 'affiliateAgentNoCodes';
  const matcher = codeMatcher(agent.referralCodePattern);
  if (!matcher || !matcher.test(code)) return 'affiliateCodeFormat';
  for (const channel of CHANNELS) {
    if (!agent.productUrlTemplates[channel]) continue;
    const url = buildAgentUrl(agent, channel, SAMPLE_OFFER[channel], code);
    const parsed = url === null ? null : parseProductLink(url);
    if (!url || !parsed?.ok || parsed.channel !== channel || parsed.offerId !== SAMPLE_OFFER[channel]) return 'affiliateCodeUnreadable';
    if (new URL(url).searchParams.get(agent.referralParam) !== code) return 'affiliateCodeUnreadable';
  }
  return null;
}

/** The share links of a creator (product §3 "generated share link"): any page of ours with `?inviteCode=`. */
export function shareLinkOf(origin: string, inviteCode: string, path = '/'): string {
  const url = new URL(path, origin);
  url.searchParams.set('inviteCode', inviteCode);
  return url.toString();
}
