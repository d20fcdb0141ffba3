import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support.ts';
import type { Database } from '../client.ts';
import { agents } from '../schema/index.ts';
import { PLATFORM_REFERRAL_CODES } from './agent-referral-codes.ts';
import { AGENT_SEED } from './agents.ts';
import { seedReferenceData } from './reference.ts';

/** Code shapes per referral parameter (link-formats.md §B): numeric where the agents' codes are numeric. */
const NUMERIC_PARAMS = new Set(['ref', 'memberId']);

describe('platform referral codes', () => {
  it('has a code for every seeded agent with a referral parameter, and none for the others', () => {
    for (const agent of AGENT_SEED) {
      if (agent.referralParam) expect(PLATFORM_REFERRAL_CODES[agent.slug], agent.slug).toBeTruthy();
      else expect(PLATFORM_REFERRAL_CODES[agent.slug], agent.slug).toBeUndefined();
    }
    expect(Object.keys(PLATFORM_REFERRAL_CODES).every((slug) => AGENT_SEED.some((a) => a.slug === slug))).toBe(true);
  });

  it('shapes each code like that agent’s codes', () => {
    for (const agent of AGENT_SEED.filter((a) => a.referralParam)) {
      const code = PLATFORM_REFERRAL_CODES[agent.slug]!;
      expect(code, agent.slug).toMatch(NUMERIC_PARAMS.has(agent.referralParam!) ? /^\d{5,9}$/ : /^[A-Za-z0-9]{5,16}$/);
    }
  });
});

describe('agent-referral-codes seed set', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.migrate();
  });
  afterAll(() => database.close());

  it('runs after the agents and sets each agent’s platform code', async () => {
    expect(await seedReferenceData(database.db)).toContain('agent-referral-codes');
    const rows = await database.db.select({ slug: agents.slug, code: agents.platformReferralCode }).from(agents);
    expect(rows.length).toBe(AGENT_SEED.length);
    for (const row of rows) expect(row.code, row.slug).toBe(PLATFORM_REFERRAL_CODES[row.slug] ?? null);
  });
});
