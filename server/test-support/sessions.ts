/** Signed-in users for API tests: a user row and a live session, created directly in the database. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashToken, newSessionToken } from '../http/session.ts';
import { makeSessionRepo } from '../modules/accounts/session-repo.ts';

export type TestSession = { userId: number; sessionId: number; token: string; email: string };

export async function createSignedInUser(db: Db, email = `user-${randomBytes(5).toString('hex')}@example.com`): Promise<TestSession> {
  const [user] = await db
    .insert(users)
    .values({ email, encryptUserId: randomBytes(12).toString('hex'), inviteCode: randomBytes(5).toString('hex').toUpperCase() })
    .returning({ id: users.id });
  const token = newSessionToken();
  const sessionId = await makeSessionRepo(db).create(user!.id, hashToken(token), 'web');
  return { userId: user!.id, sessionId, token, email };
}

/** Another live session of the same user. */
export async function createSession(db: Db, userId: number): Promise<{ sessionId: number; token: string }> {
  const token = newSessionToken();
  return { sessionId: await makeSessionRepo(db).create(userId, hashToken(token), 'web'), token };
}

/** The session sent as the web app sends it (the `token` cookie) or as native clients do (`X-TOKEN`). */
export const asCookie = (session: { token: string }) => ({ cookie: `token=${session.token}` });
export const asHeader = (session: { token: string }) => ({ 'x-token': session.token });
