/**
 * `npm run images:index`: describes every catalog image (product images and QC photos) not described yet into
 * `image_vectors`, printing progress — against DATABASE_URL or the PGlite in DATA_DIR (stop the server first: the
 * embedded database belongs to one process). Resumable: stopped and started again, it goes on where the table
 * stands. A running server's index reads the new rows within seconds (decision 022).
 */
import { openDatabase } from '../../../db/client.ts';
import { loadDatabaseConfig } from '../../../db/config.ts';
import { migrateAndSeed } from '../../../db/setup.ts';
import { createStorage } from '../../storage/index.ts';
import { catalogImageSource } from '../media/index.ts';
import { createUploadLookup } from '../uploads/index.ts';
import { createImageSearchService } from './index.ts';

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
  await migrateAndSeed(database, { seed: false });
  const service = createImageSearchService({ db: database.db, source: catalogImageSource(createStorage(config)), findUpload: createUploadLookup(database.db) });
  const started = Date.now();
  let last = 0;
  const done = await service.backfill(({ indexed, total }) => {
    if (Date.now() - last < 1000) return;
    last = Date.now();
    const rate = indexed / Math.max(1, (Date.now() - started) / 1000);
    console.log(`indexed ${indexed}/${total} images (${((100 * indexed) / Math.max(1, total)).toFixed(1)} %, ${rate.toFixed(0)}/s)`);
  });
  console.log(done ? `done: ${done} images described in ${((Date.now() - started) / 1000).toFixed(0)} s` : 'every catalog image is indexed already');
} finally {
  await database.close();
}
