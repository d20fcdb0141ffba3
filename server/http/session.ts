import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIE } from '../../core/constants.ts';
import { SessionExpiredError, UnauthenticatedError, type DomainError } from '../errors.ts';

/** The caller's live session, set on every API request that carries one. */
export type Auth = { userId: number; sessionId: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session of the request, or null (no token, unknown token, revoked or idle-expired session). */
    auth: Auth | null;
    /** Why `auth` is null when a token was sent: 'unknown' answers 401 on a private call, 'expired' 402. */
    authFailure: 'unknown' | 'expired' | null;
  }
}

/** What the session check needs from storage (server/modules/accounts/session-repo.ts). */
export type SessionLookup = {
  findByTokenHash(tokenHash: string): Promise<{ id: number; userId: number; lastSeenAt: Date; revokedAt: Date | null } | null>;
  touch(sessionId: number, at: Date): Promise<void>;
};

/** A new session token: 256 random bits, base64url. Only its hash is stored. */
export const newSessionToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** `lastSeenAt` is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 60_000;
const TOKEN_MAX_LENGTH = 200;

/** Public calls (product §7 / product §D4): `S/pub/…` and `A/pub/…`; every other API path needs a session. */
export function isPublicApiPath(url: string): boolean {
  const path = url.startsWith('/api/') ? url.slice(5) : url;
  return path.startsWith('S/pub/') || path.startsWith('A/pub/');
}

/**
 * Reads the session token (the `token` cookie of the web app, or `X-TOKEN` of native clients), finds its
 * live session and sets `request.auth`. A private call without one answers code 401 (no or unknown token)
 * or 402 (revoked or idle-expired session), which the client answers by logging out (product §4).
 */
export function registerSessions(app: FastifyInstance, options: { sessions: SessionLookup; idleMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  app.decorateRequest('auth', null);
  app.decorateRequest('authFailure', null);
  // A callback hook: a call without a token (most public calls) is answered without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.is404 || request.routeOptions.config.unknownApiPath) return done();
    const token = sentToken(request);
    if (!token) return done(refusal(request));
    resolveSession(request, token, options.sessions, options.idleMs, now).then(() => done(refusal(request)), done);
  });
}

/** Why a call may not go on: a private call without a live session. */
function refusal(request: FastifyRequest): DomainError | undefined {
  if (request.auth || isPublicApiPath(request.url)) return undefined;
  if (request.authFailure === 'expired') return new SessionExpiredError();
  return new UnauthenticatedError();
}

function sentToken(request: FastifyRequest): string | null {
  const header = request.headers['x-token'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const token = request.cookies?.[COOKIE.token] || fromHeader;
  return token && token.length <= TOKEN_MAX_LENGTH ? token : null;
}

async function resolveSession(request: FastifyRequest, token: string, sessions: SessionLookup, idleMs: number, now: () => number) {
  const session = await sessions.findByTokenHash(hashToken(token));
  if (!session) {
    request.authFailure = 'unknown';
    return;
  }
  const at = now();
  if (session.revokedAt || at - session.lastSeenAt.getTime() > idleMs) {
    request.authFailure = 'expired';
    return;
  }
  request.auth = { userId: session.userId, sessionId: session.id };
  if (at - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await sessions.touch(session.id, new Date(at));
}

/** The signed-in user of a private call (the hook has already refused calls without one). */
export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw new UnauthenticatedError();
  return request.auth;
}
