import { describe, expect, it } from 'vitest';
import { AGENT_SEED } from '../../../db/seed/agents.ts';
import { agentTemplateRefusals } from '../../../core/agent-templates.ts';

const cnfans = AGENT_SEED.find((a) => a.slug === 'cnfans')!;
const check = (templates: Partial<typeof cnfans.productUrlTemplates>, referralParam = 'ref') =>
  agentTemplateRefusals({ productUrlTemplates: { ...cnfans.productUrlTemplates, ...templates }, referralParam, platformReferralCode: 'HB2026' });

describe('agentTemplateRefusals', () => {
  it('accepts every seeded agent\'s templates', () => {
    for (const agent of AGENT_SEED) expect(agentTemplateRefusals({ productUrlTemplates: agent.productUrlTemplates, referralParam: agent.referralParam ?? '', platformReferralCode: 'HB2026' }), agent.slug).toEqual({});
  });
  it('refuses a template without the placeholder, a non-https one, and one the link engine reads as another product', () => {
    expect(check({ taobao: 'https://cnfans.com/product?id=1&platform=TAOBAO' })).toEqual({ 'productUrlTemplates.taobao': 'agentTemplateInvalid' });
    expect(check({ weidian: 'http://cnfans.com/product?id={offerId}&platform=WEIDIAN' })).toEqual({ 'productUrlTemplates.weidian': 'agentTemplateInvalid' });
    // The channel marker swapped: the link reads back as a Weidian product, not the Taobao one it was built for.
    expect(check({ taobao: 'https://cnfans.com/product?id={offerId}&platform=WEIDIAN' })).toEqual({ 'productUrlTemplates.taobao': 'agentTemplateUnreadable' });
    expect(check({ '1688': 'https://unknown-agent.example/x/{offerId}' })).toEqual({ 'productUrlTemplates.1688': 'agentTemplateUnreadable' });
  });
  it('an empty template means no link for that marketplace', () => {
    expect(check({ '1688': '' })).toEqual({});
  });
});
