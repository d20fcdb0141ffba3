import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { agents, categories, currencies, seedRuns } from '../schema/index.ts';
import { seedAgentReferralCodes } from './agent-referral-codes.ts';
import { AGENT_SEED } from './agents.ts';
import { CATEGORY_SEED, type CategorySeed } from './categories.ts';
import { CURRENCY_SEED } from './currencies.ts';

/**
 * Seeds reference data once per database: each set is recorded in `seed_runs`, so an operator's
 * later edits or deletions are never undone by a restart. Returns the names of the sets it seeded.
 */
export async function seedReferenceData(db: Db): Promise<string[]> {
  const seeded: string[] = [];
  for (const [name, run] of [
    ['currencies', seedCurrencies],
    ['categories', seedCategories],
    ['agents', seedAgents],
    ['agent-referral-codes', seedAgentReferralCodes],
  ] as const) {
    const done = await db.transaction(async (tx) => {
      const claimed = await tx.insert(seedRuns).values({ name }).onConflictDoNothing().returning();
      if (claimed.length === 0) return false;
      await run(tx as unknown as Db);
      return true;
    });
    if (done) seeded.push(name);
  }
  return seeded;
}

async function seedCurrencies(db: Db) {
  await db
    .insert(currencies)
    .values(CURRENCY_SEED.map((c, i) => ({ code: c.code, symbol: c.symbol, rate: c.rate, sortOrder: i })))
    .onConflictDoNothing();
}

async function seedCategories(db: Db) {
  const insertLevel = async (nodes: CategorySeed[], parentId: number | null, isHot: boolean) => {
    for (const [i, node] of nodes.entries()) {
      const [row] = await db
        .insert(categories)
        .values({ parentId, key: node.key, cnName: node.cnName, enName: node.enName, names: node.names, isHot, sortOrder: i })
        .onConflictDoUpdate({ target: categories.key, set: { key: sql`excluded.key` } })
        .returning({ id: categories.id });
      if (row && node.children.length) await insertLevel(node.children, row.id, false);
    }
  };
  await insertLevel(CATEGORY_SEED, null, true);
}

async function seedAgents(db: Db) {
  await db
    .insert(agents)
    .values(
      AGENT_SEED.map((a, i) => ({
        slug: a.slug,
        agentName: a.agentName,
        logo: `/files/agents/${a.slug}.svg`,
        brandColor: a.color,
        siteUrl: a.siteUrl,
        productUrlTemplates: a.productUrlTemplates,
        referralParam: a.referralParam,
        platformReferralCode: null,
        serviceFeePct: a.serviceFeePct,
        freeStorageDays: a.freeStorageDays,
        processingDays: a.processingDays,
        rating: a.rating,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
}
