import { describe, expect, it } from 'vitest';
import { goods, qcPhotos, sellers } from '../../db/schema/index.ts';
import { createTestApp } from './test-app.ts';

describe('createTestApp({ catalog })', () => {
  it('seeds N demo goods only when asked', async () => {
    const withCatalog = await createTestApp({ catalog: 25 });
    const without = await createTestApp();
    try {
      expect(await withCatalog.database.db.select({ id: goods.id }).from(goods)).toHaveLength(25);
      expect((await withCatalog.database.db.select({ id: sellers.id }).from(sellers)).length).toBeGreaterThan(0);
      expect(await without.database.db.select({ id: goods.id }).from(goods)).toHaveLength(0);
      expect(await without.database.db.select({ id: qcPhotos.id }).from(qcPhotos)).toHaveLength(0);
    } finally {
      await withCatalog.close();
      await without.close();
    }
  });
});
