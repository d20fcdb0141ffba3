/** Comparison badges and order of the "Buy via trusted agent" list (product §D5 "Agents"). Pure. */
import type { AgentBadge } from './api.ts';
import { findSelectedAgent } from './agent.ts';

/** The registry figures a comparison reads. */
export type ComparableAgent = {
  serviceFeePct: number;
  processingDays: number;
  rating: number;
  freeStorageDays: number;
};

export const AGENT_BADGES: readonly AgentBadge[] = ['best', 'fastest', 'safest'];

/**
 * What buying the product through the agent is estimated to cost in CNY: the product price plus the
 * agent's service fee on it, to the cent. Shipping is left out: it depends on the parcel, not the
 * agent's registry figures. `null` when the price is unknown (a product outside our catalog).
 */
export function estimatedTotalCny(priceCny: number | null, serviceFeePct: number): number | null {
  if (priceCny === null || !Number.isFinite(priceCny)) return null;
  return Math.round(Number((priceCny * (1 + serviceFeePct / 100) * 100).toPrecision(12))) / 100;
}

type Better<T> = (a: T, b: T) => number;

/** Index of the winner under `compare` (negative = a is better); the first in input order wins a full tie. */
function winner<T>(items: readonly T[], compare: Better<T>): number {
  let best = 0;
  for (let i = 1; i < items.length; i++) if (compare(items[i]!, items[best]!) < 0) best = i;
  return best;
}

/**
 * The badges of each agent, by position in `agents` (registry order). Exactly one agent holds each
 * badge when the list is not empty; one agent may hold several.
 * - best: lowest estimated total cost (price + service fee; by fee alone when the price is unknown);
 *   ties → higher rating.
 * - fastest: shortest processing days (the product's delivery time is the same through every agent,
 *   so processing decides); ties → higher rating.
 * - safest: highest rating; ties → more free storage days.
 * A tie on both figures goes to the agent earlier in the registry order.
 */
export function awardBadges(agents: readonly ComparableAgent[], priceCny: number | null): AgentBadge[][] {
  const badges: AgentBadge[][] = agents.map(() => []);
  if (agents.length === 0) return badges;
  const cost = (a: ComparableAgent) => estimatedTotalCny(priceCny, a.serviceFeePct) ?? a.serviceFeePct;
  const holders: Record<AgentBadge, number> = {
    best: winner(agents, (a, b) => cost(a) - cost(b) || b.rating - a.rating),
    fastest: winner(agents, (a, b) => a.processingDays - b.processingDays || b.rating - a.rating),
    safest: winner(agents, (a, b) => b.rating - a.rating || b.freeStorageDays - a.freeStorageDays),
  };
  for (const badge of AGENT_BADGES) badges[holders[badge]]!.push(badge);
  return badges;
}

/**
 * The display order: the user's selected agent first (the `curAgent` cookie, matched ignoring case,
 * product §4), then the badge holders in badge order (best, fastest, safest), then everyone else in
 * registry order. `offers` must be in registry order; the sort is stable.
 */
export function orderAgentOffers<T extends { agentName: string; badges: readonly AgentBadge[] }>(offers: readonly T[], curAgent?: string): T[] {
  const selected = findSelectedAgent(offers, curAgent);
  const rank = (offer: T) => {
    if (offer === selected) return -1;
    const first = AGENT_BADGES.findIndex((badge) => offer.badges.includes(badge));
    return first === -1 ? AGENT_BADGES.length : first;
  };
  return offers
    .map((offer, index) => ({ offer, index, rank: rank(offer) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ offer }) => offer);
}
