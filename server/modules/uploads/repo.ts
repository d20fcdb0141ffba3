import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { uploads } from '../../../db/schema/index.ts';

export type UploadRow = typeof uploads.$inferInsert;
/** Rows of a raw `execute` (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** SQL of the uploads table. */
export function makeUploadsRepo(db: Db) {
  return {
    async insert(row: UploadRow): Promise<void> {
      await db.insert(uploads).values(row);
    },
    /**
     * Clears `expires_at` of `owner`'s upload unless it has expired already (a shop, bot or logo keeps it). Answers
     * whether it was kept before, or null when `owner` has no such live upload.
     */
    async keep(key: string, owner: number, now: Date): Promise<{ wasKept: boolean } | null> {
      const rows = rowsOf<{ was_kept: boolean }>(await db.execute(sql`
        update uploads set expires_at = null
        from (select key, expires_at is null as was_kept from uploads where key = ${key} for update) prior
        where uploads.key = prior.key and uploads.owner_user_id = ${owner} and (uploads.expires_at is null or uploads.expires_at > ${now.toISOString()})
        returning prior.was_kept`));
      const row = rows[0];
      return row ? { wasKept: Boolean(row.was_kept) } : null;
    },
    /** Gives `owner`'s kept upload an expiry again (`expiresAt`); false when there was no such kept upload. */
    async release(key: string, owner: number, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .update(uploads)
        .set({ expiresAt })
        .where(and(eq(uploads.key, key), eq(uploads.ownerUserId, owner), isNull(uploads.expiresAt)))
        .returning({ key: uploads.key });
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
