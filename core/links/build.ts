/** Building links: canonical marketplace URLs and agent links from registry templates (product §D5 "Agents are data"). */
import type { Channel } from '../api.ts';
import type { AgentLinkTemplate } from './types.ts';

/** Marketplace item ids are digits; observed lengths are 10–13 (§A), 5–20 is accepted. */
export function isValidOfferId(offerId: string): boolean {
  return /^\d{5,20}$/.test(offerId);
}

/** Canonical raw URLs (link-formats.md §A "Canonical outputs"). Tmall items are served by the Taobao URL. */
export function marketplaceUrl(channel: Channel, offerId: string): string {
  switch (channel) {
    case 'taobao':
      return `https://item.taobao.com/item.htm?id=${offerId}`;
    case 'weidian':
      return `https://weidian.com/item.html?itemID=${offerId}`;
    case '1688':
      return `https://detail.1688.com/offer/${offerId}.html`;
  }
}

const PLACEHOLDER = '{offerId}';

/**
 * The agent's product link: its template for the channel with `{offerId}` replaced, plus the referral parameter
 * (URL-encoded, before any `#fragment`, replacing one already there) when both a code and the agent's
 * `referralParam` are set. Purely template-driven, so any registry row works without code. Returns null when the
 * agent has no template for the channel, or when `offerId` is not a valid offer id.
 */
export function buildAgentUrl(agent: AgentLinkTemplate, channel: Channel, offerId: string, referralCode?: string | null): string | null {
  const template = agent.productUrlTemplates[channel];
  if (!template || !isValidOfferId(offerId)) return null;
  const url = template.split(PLACEHOLDER).join(offerId);
  const code = referralCode?.trim();
  return code && agent.referralParam ? withQueryParam(url, agent.referralParam, code) : url;
}

/**
 * Sets one query parameter by editing the string, so the rest of the template (an encoded wrapped URL in
 * particular) stays byte for byte as the registry wrote it. Existing parameters of that name (any case) are dropped.
 */
function withQueryParam(url: string, name: string, value: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const pairs = (queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '')
    .split('&')
    .filter((pair) => pair !== '' && safeKey(pair).toLowerCase() !== name.toLowerCase());
  pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return `${base}?${pairs.join('&')}${hash}`;
}

function safeKey(pair: string): string {
  const key = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}
