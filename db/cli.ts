/**
 * `npm run db:migrate` and `npm run db:seed` against DATABASE_URL or the PGlite in DATA_DIR.
 * `npm run db:seed -- --goods N` also fills the catalog up to N demo goods (benchmarks).
 */
import { openDatabase } from './client.ts';
import { loadDatabaseConfig } from './config.ts';
import { fillCatalog } from './seed/catalog/bulk.ts';
import { migrateAndSeed } from './setup.ts';

const usage = 'usage: tsx db/cli.ts migrate | seed [--goods N]';
const [command, ...args] = process.argv.slice(2);
if (command !== 'migrate' && command !== 'seed') {
  console.error(usage);
  process.exit(2);
}
let goodsTarget: number | null = null;
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  const value = arg === '--goods' ? args[++i] : arg.startsWith('--goods=') ? arg.slice('--goods='.length) : undefined;
  if (command !== 'seed' || value === undefined || !/^\d+$/.test(value.replace(/_/g, ''))) {
    console.error(`unknown or incomplete argument "${arg}"\n${usage}`);
    process.exit(2);
  }
  goodsTarget = Number(value.replace(/_/g, ''));
}
const config = (() => {
  try {
    return loadDatabaseConfig();
  } catch (error) {
    console.error((error as Error).message);
    return process.exit(1);
  }
})();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateAndSeed(database, {
    seed: command === 'seed',
    onStep: (step) => {
      if (step.step === 'migrated') console.log('migrations applied');
      else if (step.step === 'reference') console.log(step.seeded.length ? `seeded: ${step.seeded.join(', ')}` : 'reference data already seeded (edit it in the database)');
      else {
        const demo = step.result;
        console.log(
          demo.seeded
            ? `seeded the demo catalog: ${demo.goods} goods, ${demo.sellers} sellers, ${demo.qcPhotos} QC photos (${(step.ms / 1000).toFixed(1)} s)`
            : 'demo catalog already seeded',
        );
      }
    },
  });
  if (goodsTarget !== null) await fillCatalog(database, goodsTarget, { log: (line) => console.log(line) });
} finally {
  await database.close();
}
