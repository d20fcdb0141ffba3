import { describe, expect, it } from 'vitest';
import { findSelectedAgent } from './agent.ts';

describe('findSelectedAgent (product §4: agentName matches curAgent ignoring case)', () => {
  const agents = [{ agentName: 'CNFans' }, { agentName: 'Kakobuy' }];
  it('matches ignoring case and surrounding spaces', () => {
    expect(findSelectedAgent(agents, 'cnfans')).toBe(agents[0]);
    expect(findSelectedAgent(agents, ' KAKOBUY ')).toBe(agents[1]);
  });
  it('selects nothing for an unknown or empty cookie', () => {
    expect(findSelectedAgent(agents, 'superbuy')).toBeUndefined();
    expect(findSelectedAgent(agents, undefined)).toBeUndefined();
    expect(findSelectedAgent(agents, '')).toBeUndefined();
  });
});
