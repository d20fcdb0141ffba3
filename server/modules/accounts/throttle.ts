import { API_CODE } from '../../../core/api.ts';
import { AppError } from '../../http/errors.ts';
import { backoffSeconds, THROTTLE_RULES, throttleAddress, throttleEmail, type ThrottleAction, type ThrottleRule } from './rules.ts';

/**
 * Where the counters live so that they survive a restart: the `auth_throttle` table (repo.ts), or Redis
 * when `REDIS_URL` is set (below).
 */
export type ThrottleStore = {
  blockedUntil(keys: string[], when: Date): Promise<Date | null>;
  count(key: string, when: Date, forgetBefore: Date): Promise<number>;
  block(key: string, until: Date): Promise<void>;
  clear(key: string): Promise<void>;
  /** Drops counters untouched since `before` whose block is over. */
  prune(before: Date): Promise<void>;
};

/** The few Redis commands the store uses (an ioredis client fits). */
export type RedisLike = {
  mget(keys: string[]): Promise<(string | null)[]>;
  incr(key: string): Promise<number>;
  pexpire(key: string, ms: number): Promise<number>;
  set(key: string, value: string, mode: 'PX', ms: number): Promise<unknown>;
  del(...keys: string[]): Promise<number>;
};

/**
 * Counters in Redis (shared by every process, expiring by themselves). While Redis fails, the database
 * store answers instead (logged), so that logins neither stop nor go unthrottled.
 */
export function makeRedisThrottleStore(redis: RedisLike, fallback: ThrottleStore, log: { warn(object: Record<string, unknown>, message: string): void }, prefix = 'hb-auth-'): ThrottleStore {
  const guarded =
    <A extends unknown[], R>(name: keyof ThrottleStore, run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await run(...args);
      } catch (error) {
        log.warn({ err: error }, 'throttle counters: Redis failed, using the database');
        return (fallback[name] as unknown as (...a: A) => Promise<R>)(...args);
      }
    };
  const blockKey = (key: string) => `${prefix}${key}:blocked`;
  return {
    blockedUntil: guarded('blockedUntil', async (keys: string[], when: Date) => {
      if (keys.length === 0) return null;
      const values = await redis.mget(keys.map(blockKey));
      const latest = Math.max(0, ...values.map(Number).filter(Number.isFinite));
      return latest > when.getTime() ? new Date(latest) : null;
    }),
    count: guarded('count', async (key: string, when: Date, forgetBefore: Date) => {
      const count = await redis.incr(prefix + key);
      await redis.pexpire(prefix + key, Math.max(1000, when.getTime() - forgetBefore.getTime()));
      return count;
    }),
    block: guarded('block', async (key: string, until: Date) => {
      // Kept a minute past the block: the comparison with the caller's clock decides, the expiry only cleans up.
      await redis.set(blockKey(key), String(until.getTime()), 'PX', Math.max(1000, until.getTime() - Date.now() + 60_000));
    }),
    clear: guarded('clear', async (key: string) => {
      await redis.del(prefix + key, blockKey(key));
    }),
    prune: async () => {},
  };
}

/** Who is counted: the client address and the account (a normalized email, or `user:<id>`). */
export type ThrottleSubject = { ip?: string; email?: string; userId?: number };

/** The answer to a throttled call: code 429, a translated "try again in …", and `data.retryAfterSeconds`. */
export function throttledError(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const data = { reason: 'too_many_attempts', retryAfterSeconds: seconds };
  return seconds < 120
    ? new AppError(API_CODE.tooManyRequests, 'tooManyAttempts', data, 200, { seconds })
    : new AppError(API_CODE.tooManyRequests, 'tooManyAttemptsMinutes', data, 200, { minutes: Math.ceil(seconds / 60) });
}

/** Per-action counters with a growing back-off (rules.ts `THROTTLE_RULES`, docs/decisions/008-accounts.md). */
export function makeThrottle(store: ThrottleStore, now: () => number = Date.now) {
  function keysOf(action: ThrottleAction, subject: ThrottleSubject): { key: string; rule: ThrottleRule }[] {
    const rules: { account?: ThrottleRule; ip?: ThrottleRule } = THROTTLE_RULES[action];
    const keys: { key: string; rule: ThrottleRule }[] = [];
    if (rules.ip && subject.ip) keys.push({ key: `${action}:ip:${throttleAddress(subject.ip)}`, rule: rules.ip });
    if (rules.account && subject.email) keys.push({ key: `${action}:email:${throttleEmail(subject.email)}`, rule: rules.account });
    if (rules.account && subject.userId !== undefined) keys.push({ key: `${action}:user:${subject.userId}`, rule: rules.account });
    return keys;
  }

  /** Refuses the call (code 429) while any of its keys is blocked. */
  async function check(action: ThrottleAction, subject: ThrottleSubject) {
    const when = new Date(now());
    const until = await store.blockedUntil(keysOf(action, subject).map((k) => k.key), when);
    if (until) throw throttledError((until.getTime() - when.getTime()) / 1000);
  }

  /** Counts one attempt against every key; a key past its free attempts is blocked for its back-off. */
  async function count(action: ThrottleAction, subject: ThrottleSubject) {
    const when = new Date(now());
    for (const { key, rule } of keysOf(action, subject)) {
      const attempts = await store.count(key, when, new Date(when.getTime() - rule.forgetAfterS * 1000));
      const delay = backoffSeconds(rule, attempts);
      if (delay > 0) await store.block(key, new Date(when.getTime() + delay * 1000));
    }
  }

  return {
    check,
    /** A failed attempt (wrong password, wrong code …). */
    fail: count,
    /** An attempt that counts whatever its outcome (a mail sent, a question asked): check, then count. */
    async attempt(action: ThrottleAction, subject: ThrottleSubject) {
      await check(action, subject);
      await count(action, subject);
    },
    /** A success forgets the account's failures (never the address's: an attacker's own account must not reset it). */
    async succeed(action: ThrottleAction, subject: Omit<ThrottleSubject, 'ip'>) {
      for (const { key } of keysOf(action, subject)) await store.clear(key);
    },
    /** Drops counters idle for longer than any rule remembers. */
    prune: (before: Date) => store.prune(before),
  };
}
export type Throttle = ReturnType<typeof makeThrottle>;
