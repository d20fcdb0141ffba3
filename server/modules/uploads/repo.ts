import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { uploads } from '../../../db/schema/index.ts';

export type UploadRow = typeof uploads.$inferInsert;

/** SQL of the uploads table. */
export function makeUploadsRepo(db: Db) {
  return {
    async insert(row: UploadRow): Promise<void> {
      await db.insert(uploads).values(row);
    },
    /** Clears `expires_at`: a shop, bot or logo keeps the upload. False when the key is unknown. */
    async keep(key: string): Promise<boolean> {
      const rows = await db.update(uploads).set({ expiresAt: null }).where(eq(uploads.key, key)).returning({ key: uploads.key });
      return rows.length > 0;
    },
    /** Keys of up to `limit` uploads expired at `now`. */
    async expiredKeys(now: Date, limit: number): Promise<string[]> {
      const rows = await db.select({ key: uploads.key }).from(uploads).where(and(isNotNull(uploads.expiresAt), lte(uploads.expiresAt, now))).limit(limit);
      return rows.map((row) => row.key);
    },
    /** Deletes these rows if still expired at `now` (one kept meanwhile stays); answers the keys deleted. */
    async deleteExpired(keys: string[], now: Date): Promise<string[]> {
      if (keys.length === 0) return [];
      const rows = await db
        .delete(uploads)
        .where(and(inArray(uploads.key, keys), isNotNull(uploads.expiresAt), lte(uploads.expiresAt, now)))
        .returning({ key: uploads.key });
      return rows.map((row) => row.key);
    },
    async find(key: string) {
      const [row] = await db.select().from(uploads).where(eq(uploads.key, key));
      return row ?? null;
    },
  };
}
export type UploadsRepo = ReturnType<typeof makeUploadsRepo>;
