import { describe, expect, it } from 'vitest';
import type { AgentBadge } from './api.ts';
import { awardBadges, estimatedTotalCny, orderAgentOffers, type ComparableAgent } from './agent-compare.ts';

const agent = (patch: Partial<ComparableAgent> = {}): ComparableAgent => ({ serviceFeePct: 5, processingDays: 3, rating: 4.5, freeStorageDays: 60, ...patch });
const holder = (badges: AgentBadge[][], badge: AgentBadge) => badges.flatMap((b, i) => (b.includes(badge) ? [i] : []));

describe('estimatedTotalCny', () => {
  it('adds the service fee to the price, to the cent', () => {
    expect(estimatedTotalCny(100, 5)).toBe(105);
    expect(estimatedTotalCny(99.99, 3)).toBe(102.99);
    expect(estimatedTotalCny(1.005, 0)).toBe(1.01);
  });
  it('is unknown without a price', () => {
    expect(estimatedTotalCny(null, 5)).toBeNull();
    expect(estimatedTotalCny(Number.NaN, 5)).toBeNull();
  });
});

describe('awardBadges', () => {
  it('gives no badges to an empty list', () => {
    expect(awardBadges([], 100)).toEqual([]);
  });

  it('awards each badge to exactly one agent', () => {
    const agents = [agent({ serviceFeePct: 3 }), agent({ processingDays: 1 }), agent({ rating: 4.9 }), agent(), agent()];
    const badges = awardBadges(agents, 120);
    for (const badge of ['best', 'fastest', 'safest'] as const) expect(holder(badges, badge)).toHaveLength(1);
    expect(badges).toEqual([['best'], ['fastest'], ['safest'], [], []]);
  });

  it('lets one agent hold several badges', () => {
    expect(awardBadges([agent({ serviceFeePct: 1, processingDays: 1, rating: 5 }), agent()], 50)).toEqual([['best', 'fastest', 'safest'], []]);
    expect(awardBadges([agent()], null)).toEqual([['best', 'fastest', 'safest']]);
  });

  it('gives best to the lowest total cost, a tie to the higher rating', () => {
    // 3.00 % and 3.004 % give the same total to the cent on a ¥10 product: the rating decides.
    const agents = [agent({ serviceFeePct: 3.004, rating: 4.8 }), agent({ serviceFeePct: 3, rating: 4.2 }), agent({ serviceFeePct: 8, rating: 5 })];
    expect(holder(awardBadges(agents, 10), 'best')).toEqual([0]);
    // Without a price the fee alone decides.
    expect(holder(awardBadges(agents, null), 'best')).toEqual([1]);
  });

  it('gives fastest to the shortest processing time, a tie to the higher rating', () => {
    const agents = [agent({ processingDays: 2, rating: 4.1 }), agent({ processingDays: 2, rating: 4.6 }), agent({ processingDays: 4, rating: 5 })];
    expect(holder(awardBadges(agents, 10), 'fastest')).toEqual([1]);
  });

  it('gives safest to the highest rating, a tie to more free storage days', () => {
    const agents = [agent({ rating: 4.8, freeStorageDays: 30 }), agent({ rating: 4.8, freeStorageDays: 90 }), agent({ rating: 4.7, freeStorageDays: 180 })];
    expect(holder(awardBadges(agents, 10), 'safest')).toEqual([1]);
  });

  it('breaks a full tie by registry order', () => {
    const badges = awardBadges([agent(), agent(), agent()], 10);
    expect(badges).toEqual([['best', 'fastest', 'safest'], [], []]);
  });
});

describe('orderAgentOffers', () => {
  const offers = [
    { agentName: 'Alpha', badges: [] as AgentBadge[] },
    { agentName: 'Bravo', badges: ['safest'] as AgentBadge[] },
    { agentName: 'Charlie', badges: [] as AgentBadge[] },
    { agentName: 'Delta', badges: ['fastest'] as AgentBadge[] },
    { agentName: 'Echo', badges: ['best'] as AgentBadge[] },
  ];
  const names = (list: { agentName: string }[]) => list.map((o) => o.agentName);

  it('puts badge holders first in badge order, then the registry order', () => {
    expect(names(orderAgentOffers(offers))).toEqual(['Echo', 'Delta', 'Bravo', 'Alpha', 'Charlie']);
  });

  it('puts the selected agent (curAgent, any case) first', () => {
    expect(names(orderAgentOffers(offers, 'charlie'))).toEqual(['Charlie', 'Echo', 'Delta', 'Bravo', 'Alpha']);
    expect(names(orderAgentOffers(offers, ' DELTA '))).toEqual(['Delta', 'Echo', 'Bravo', 'Alpha', 'Charlie']);
  });

  it('ignores an unknown selected agent', () => {
    expect(names(orderAgentOffers(offers, 'Zulu'))).toEqual(['Echo', 'Delta', 'Bravo', 'Alpha', 'Charlie']);
  });

  it('places an agent with several badges by its first badge', () => {
    const list = [{ agentName: 'A', badges: [] as AgentBadge[] }, { agentName: 'B', badges: ['fastest', 'safest'] as AgentBadge[] }, { agentName: 'C', badges: ['best'] as AgentBadge[] }];
    expect(names(orderAgentOffers(list))).toEqual(['C', 'B', 'A']);
  });
});
