/**
 * Migrate, then seed what has not been seeded yet: the one start-up sequence of the server (server/main.ts)
 * and of `npm run db:migrate` / `npm run db:seed` (db/cli.ts). Each caller words its own log lines.
 */
import type { Database } from './client.ts';
import { seedDemoCatalog, type DemoCatalogResult } from './seed/catalog/seed.ts';
import { seedReferenceData } from './seed/reference.ts';

export type SetupStep =
  | { step: 'migrated' }
  /** Names of the reference sets seeded now (empty: all were seeded before). */
  | { step: 'reference'; seeded: string[] }
  | { step: 'demo'; result: DemoCatalogResult; ms: number };

export async function migrateAndSeed(database: Database, options: { seed?: boolean; onStep?: (step: SetupStep) => void } = {}): Promise<void> {
  const onStep = options.onStep ?? (() => {});
  await database.migrate();
  onStep({ step: 'migrated' });
  if (options.seed === false) return;
  onStep({ step: 'reference', seeded: await seedReferenceData(database.db) });
  const started = performance.now();
  const result = await seedDemoCatalog(database.db);
  onStep({ step: 'demo', result, ms: performance.now() - started });
}
