/** `npm run db:migrate` and `npm run db:seed` against DATABASE_URL or the PGlite in DATA_DIR. */
import { loadConfig } from '../server/config.ts';
import { openDatabase } from './client.ts';
import { seedReferenceData } from './seed/reference.ts';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: tsx db/cli.ts migrate|seed');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  console.log('migrations applied');
  if (command === 'seed') {
    const seeded = await seedReferenceData(database.db);
    console.log(seeded.length ? `seeded: ${seeded.join(', ')}` : 'reference data already seeded (edit it in the database)');
  }
} finally {
  await database.close();
}
