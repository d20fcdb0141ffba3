import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-test-files.ts';

// .ci/run's PostgreSQL pass runs these files; a file left out there runs on PGlite only.
describe('the test files that open a test database', () => {
  const files = databaseTestFiles();

  it('holds the files that open one directly or through a fixture, in db/ and server/', () => {
    expect(files).toEqual(expect.arrayContaining([
      'db/goods-writer.test.ts',
      'server/http/api.test.ts',
      'server/jobs/worker.test.ts',
      'server/modules/accounts/login.test.ts',
      'server/modules/answer-shapes.test.ts',
      'server/modules/shops/shops.test.ts',
      'server/web/page-cache.test.ts',
    ]));
  });

  it('leaves out pure tests, a type-only import of the database, and servers spawned on PGlite', () => {
    for (const file of [
      'db/seed/demo-art/render.test.ts',
      'server/modules/image-search/descriptor.test.ts',
      'server/modules/product-source/http-source.test.ts',
      'server/modules/shops/import-restart.test.ts',
      'server/process.test.ts',
    ]) expect(files).not.toContain(file);
  });
});
