import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { JobQueue } from '../../jobs/queue.ts';
import { queuedMailOutbox } from '../mail/job.ts';
import type { ModuleDeps, ServerModule } from '../module.ts';
import { makeGoogleVerifier } from './google.ts';
import { makePasswordHasher, newPasswordProblem } from './passwords.ts';
import { makeAccountRepo, makeThrottleRepo } from './repo.ts';
import { accountRoutes } from './routes.ts';
import { loadAuthSecret } from './secret.ts';
import { makeAccountService, type AccountDeps, type AccountService } from './service.ts';
import { makeSessionRepo, type SessionRepo } from './session-repo.ts';
import { makeRedisThrottleStore, makeThrottle } from './throttle.ts';

/** Replacements for the module's outside world (tests: a recording mail outbox, a local Google verifier, a clock). */
export type AccountOverrides = Partial<Pick<AccountDeps, 'mail' | 'verifyGoogleIdToken' | 'passwords' | 'now'>>;

const isLoopbackOrigin = (origin: string) => /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(origin);

/**
 * Accounts (product §D4): sign-up, login, Google, password reset and change. `sessions` is what the API's
 * session check (server/http/session.ts) reads.
 */
export function createAccountsModule(
  deps: ModuleDeps & { redis: Redis | null; jobs: Pick<JobQueue, 'send'>; overrides?: AccountOverrides },
): ServerModule<AccountService> & { sessions: SessionRepo } {
  const { config, db, log, redis, jobs, overrides } = deps;
  const sessions = makeSessionRepo(db);
  const throttleRepo = makeThrottleRepo(db);
  const now = overrides?.now ?? Date.now;
  const service = makeAccountService({
    repo: makeAccountRepo(db),
    sessions,
    throttle: makeThrottle(redis ? makeRedisThrottleStore(redis, throttleRepo, log) : throttleRepo, now),
    passwords: overrides?.passwords ?? makePasswordHasher(),
    newPasswordProblem,
    mail: overrides?.mail ?? queuedMailOutbox(jobs),
    verifyGoogleIdToken:
      overrides && 'verifyGoogleIdToken' in overrides
        ? (overrides.verifyGoogleIdToken ?? null)
        : config.GOOGLE_CLIENT_ID
          ? makeGoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL })
          : null,
    codeSecret: loadAuthSecret(config),
    publicOrigin: config.PUBLIC_ORIGIN,
    log,
    now,
    operatorEmails: new Set(config.ADMIN_EMAILS),
  });
  // Secure cookies over https, and in production unless it runs on this machine over plain http (npm start).
  const secureCookies = (request: FastifyRequest) =>
    request.protocol === 'https' || config.PUBLIC_ORIGIN.startsWith('https://') || (config.NODE_ENV === 'production' && !isLoopbackOrigin(config.PUBLIC_ORIGIN));
  return {
    service,
    sessions,
    routes: accountRoutes(service, { secureCookies }),
    // Reset mails still being queued when the server stops are queued first.
    close: () => service.settled(),
  };
}
