import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../core/api.ts';
import { buildAgentUrl, parseProductLink } from '../../core/links/index.ts';
import { AGENT_SEED } from './agents.ts';

// The link engine's own tests carry a copy of the templates (core may not import db); this keeps
// the copy honest: every seeded agent's link must parse back to the product it was built for.
describe('agent registry seed and the link engine', () => {
  const cases = AGENT_SEED.flatMap((agent) => CHANNELS.map((channel) => [agent.slug, channel, agent] as const));
  it.each(cases)('%s builds a %s link that parses back to the same product, with its referral code', (_slug, channel, agent) => {
    const offerId = channel === 'weidian' ? '7212345678' : '846137330434';
    const url = buildAgentUrl(agent, channel, offerId, '12345');
    expect(url).not.toBeNull();
    if (agent.referralParam) expect(new URL(url!).searchParams.get(agent.referralParam)).toBe('12345');
    expect(parseProductLink(url!)).toMatchObject({ ok: true, channel, offerId });
  });
});
