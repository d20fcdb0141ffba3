/**
 * Checks an agent's product-link templates (issue 14 §1 "Reference data", product §D5 "Agents are data"): each
 * template must still build a link that the link engine reads back to the same product, with the referral code in
 * it too. Pure; used by the operator's save. Answers field path → message key (`api` catalogue) of each refusal.
 */
import { CHANNELS, type Channel } from './api.ts';
import { buildAgentUrl, parseProductLink } from './links/index.ts';

/** Offer ids the check builds links for: one per channel, of the lengths the marketplaces use. */
const SAMPLE_OFFER: Record<Channel, string> = { taobao: '738471562934', weidian: '7412369850', '1688': '712345678901' };

export function agentTemplateRefusals(input: { productUrlTemplates: Record<Channel, string>; referralParam: string; platformReferralCode: string }): Record<string, string> {
  const refusals: Record<string, string> = {};
  for (const channel of CHANNELS) {
    const template = input.productUrlTemplates[channel];
    const field = `productUrlTemplates.${channel}`;
    if (template === '') continue; // no link for this marketplace
    if (!template.includes('{offerId}') || !/^https:\/\/[^/\s]+\S*$/.test(template)) {
      refusals[field] = 'agentTemplateInvalid';
      continue;
    }
    const agent = { productUrlTemplates: { [channel]: template }, referralParam: input.referralParam || null };
    const url = buildAgentUrl(agent, channel, SAMPLE_OFFER[channel], input.platformReferralCode || 'HBCHECK1');
    const parsed = url === null ? null : parseProductLink(url);
    if (!parsed?.ok || parsed.channel !== channel || parsed.offerId !== SAMPLE_OFFER[channel]) refusals[field] = 'agentTemplateUnreadable';
  }
  return refusals;
}
