import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sessions } from '../../../db/schema/index.ts';
import type { SessionLookup } from '../../http/session.ts';

/** Sessions (product §D4): rows keyed by the token's hash. */
export function makeSessionRepo(db: Db) {
  return {
    async findByTokenHash(tokenHash: string) {
      const [row] = await db
        .select({ id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt, revokedAt: sessions.revokedAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },
    async touch(sessionId: number, at: Date) {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
    },
    async create(userId: number, tokenHash: string, platform: string) {
      const [row] = await db.insert(sessions).values({ userId, tokenHash, platform }).returning({ id: sessions.id });
      return row!.id;
    },
    async revoke(sessionId: number, at = new Date()) {
      await db.update(sessions).set({ revokedAt: at }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
    /** Ends every live session of the user except `keepSessionId` (a password reset keeps none). */
    async revokeAllOf(userId: number, keepSessionId: number | null = null, at = new Date()) {
      const others = keepSessionId === null ? undefined : ne(sessions.id, keepSessionId);
      await db.update(sessions).set({ revokedAt: at }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others));
    },
  } satisfies SessionLookup & Record<string, unknown>;
}
export type SessionRepo = ReturnType<typeof makeSessionRepo>;
