import type { AgentSummary } from './api.ts';

/** The selected agent is the one whose agentName matches the curAgent cookie, ignoring case (product §4). */
export function findSelectedAgent<T extends Pick<AgentSummary, 'agentName'>>(agents: readonly T[], curAgent: string | undefined): T | undefined {
  if (!curAgent) return undefined;
  const wanted = curAgent.trim().toLowerCase();
  return agents.find((a) => a.agentName.toLowerCase() === wanted);
}
