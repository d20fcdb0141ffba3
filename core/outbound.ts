/**
 * Outbound buy links (issue 15 §1, product §D7 "Attribution is disclosed"): a buy link is followed through our
 * `/go/{agentId}` redirect, which counts the click for the creator whose code it carries and answers 302 to the
 * agent. The redirect goes only where the registry itself would send the buyer: the target must be exactly the link
 * the agent's template builds for the product it names, with the code it carries — never any other URL. Pure.
 */
import { buildAgentUrl, parseProductLink, type AgentLinkTemplate } from './links/index.ts';

export const OUTBOUND_PREFIX = '/go/';

/** The redirect path of a buy link; `inviteCode`: the creator whose code the link carries, to credit the click. */
export function clickPath(agentId: number, buyUrl: string, inviteCode?: string | null): string {
  const query = new URLSearchParams({ u: buyUrl });
  if (inviteCode) query.set('c', inviteCode);
  return `${OUTBOUND_PREFIX}${agentId}?${query}`;
}

/** A checked outbound target: where to send the buyer, and the referral code the link carries (null: none). */
export type OutboundTarget = { url: string; channel: string; offerId: string; code: string | null };

/**
 * The target when `url` is exactly a buy link this agent's registry row builds (https, a product the link engine
 * reads, the agent's referral parameter at most once); null otherwise (the redirect then refuses it).
 */
export function outboundTarget(agent: AgentLinkTemplate, url: string): OutboundTarget | null {
  if (url.length > 2000 || !url.startsWith('https://')) return null;
  const parsed = parseProductLink(url);
  if (!parsed.ok) return null;
  let code: string | null = null;
  if (agent.referralParam) {
    let values: string[];
    try {
      values = new URL(url).searchParams.getAll(agent.referralParam);
    } catch {
      return null;
    }
    if (values.length > 1) return null;
    code = values[0] || null;
  }
  const rebuilt = buildAgentUrl(agent, parsed.channel, parsed.offerId, code);
  return rebuilt === url ? { url, channel: parsed.channel, offerId: parsed.offerId, code } : null;
}
