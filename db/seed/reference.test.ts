import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support.ts';
import type { Database } from '../client.ts';
import { agents, categories, currencies } from '../schema/index.ts';
import { AGENT_SEED } from './agents.ts';
import { seedReferenceData } from './reference.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.migrate();
});
afterAll(() => database.close());

describe('reference seed', () => {
  it('seeds currencies, categories and agents on first run', async () => {
    expect(await seedReferenceData(database.db)).toEqual(['currencies', 'categories', 'agents', 'agent-referral-codes']);
    expect(await database.db.select().from(currencies)).toHaveLength(11);
    expect((await database.db.select().from(categories).where(eq(categories.isHot, true))).length).toBe(9);
    expect((await database.db.select().from(agents)).length).toBe(AGENT_SEED.length);
  });

  it('never overwrites an operator’s edits or deletions on a later run', async () => {
    await database.db.update(currencies).set({ rate: 7.5 }).where(eq(currencies.code, 'USD'));
    await database.db.delete(agents).where(eq(agents.slug, AGENT_SEED[0]!.slug));
    expect(await seedReferenceData(database.db)).toEqual([]);
    const [usd] = await database.db.select().from(currencies).where(eq(currencies.code, 'USD'));
    expect(usd?.rate).toBe(7.5);
    expect((await database.db.select().from(agents)).length).toBe(AGENT_SEED.length - 1);
  });
});

describe('agent registry seed data', () => {
  it('holds at least fifteen agents with unique slugs and names', () => {
    expect(AGENT_SEED.length).toBeGreaterThanOrEqual(15);
    expect(new Set(AGENT_SEED.map((a) => a.slug)).size).toBe(AGENT_SEED.length);
    expect(new Set(AGENT_SEED.map((a) => a.agentName.toLowerCase())).size).toBe(AGENT_SEED.length);
  });
  it('gives every agent an https product URL template per channel with the {offerId} placeholder', () => {
    for (const agent of AGENT_SEED) {
      for (const channel of ['taobao', 'weidian', '1688'] as const) {
        const template = agent.productUrlTemplates[channel];
        expect(template, `${agent.slug} ${channel}`).toContain('{offerId}');
        expect(() => new URL(template.replace('{offerId}', '123456789012'))).not.toThrow();
        expect(template.startsWith('https://')).toBe(true);
      }
    }
  });
  it('keeps sample comparison figures in plausible ranges', () => {
    for (const agent of AGENT_SEED) {
      expect(agent.serviceFeePct).toBeGreaterThanOrEqual(0);
      expect(agent.serviceFeePct).toBeLessThanOrEqual(20);
      expect(agent.freeStorageDays).toBeGreaterThanOrEqual(0);
      expect(agent.rating).toBeGreaterThan(0);
      expect(agent.rating).toBeLessThanOrEqual(5);
      expect(agent.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});
