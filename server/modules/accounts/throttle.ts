import { TooManyError } from '../../errors.ts';
import { THROTTLE_RULES, throttleAddress, throttleEmail, type ThrottleAction, type ThrottleRule } from './rules.ts';

/** What a store answers to a reservation: granted (with the block it started, if any), or refused while blocked. */
export type Reservation = { granted: true; blockedUntil: Date | null } | { granted: false };

/**
 * Where the counters live so that they survive a restart: the `auth_throttle` table (repo.ts), or Redis
 * when `REDIS_URL` is set (below). `reserve` is one atomic step per key: parallel requests can never all
 * see "not blocked yet" and then all be evaluated (issue #11).
 */
export type ThrottleStore = {
  blockedUntil(keys: string[], when: Date): Promise<Date | null>;
  /**
   * Atomically: refuses while `key` is blocked at `when`; else counts one attempt (restarting a count older
   * than `rule.forgetAfterS`) and, past the rule's free attempts, blocks the key for its back-off.
   */
  reserve(key: string, rule: ThrottleRule, when: Date): Promise<Reservation>;
  /** Gives a reserved attempt back; lifts the block `blockedUntil` that this attempt started unless a later one replaced it. */
  refund(key: string, blockedUntil: Date | null): Promise<void>;
  clear(key: string): Promise<void>;
  /** Drops counters untouched since `before` whose block is over. */
  prune(before: Date): Promise<void>;
};

/** The few Redis commands the store uses (an ioredis client fits). */
export type RedisLike = {
  mget(keys: string[]): Promise<(string | null)[]>;
  eval(script: string, numberOfKeys: number, ...args: (string | number)[]): Promise<unknown>;
  del(...keys: string[]): Promise<number>;
};

/** KEYS: counter, block. ARGV: now (ms), forget (ms), free, first delay (s), max delay (s). Answers {0} when blocked, else {1, blocked until (ms) or 0}. */
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local blocked = tonumber(redis.call('GET', KEYS[2]) or '0') or 0
if blocked > now then return {0} end
local count = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], math.max(1000, tonumber(ARGV[2])))
local free = tonumber(ARGV[3])
if count <= free then return {1, 0} end
local delay = math.min(tonumber(ARGV[5]), tonumber(ARGV[4]) * 2 ^ math.min(count - free - 1, 30))
local untilMs = now + delay * 1000
redis.call('SET', KEYS[2], string.format('%d', untilMs), 'PX', math.floor(delay * 1000) + 60000)
return {1, string.format('%d', untilMs)}
`;

/** KEYS: counter, block. ARGV: the block this attempt started (ms) or ''. */
const REFUND_SCRIPT = `
local count = redis.call('DECR', KEYS[1])
if count <= 0 then redis.call('DEL', KEYS[1]) end
if ARGV[1] ~= '' and redis.call('GET', KEYS[2]) == ARGV[1] then redis.call('DEL', KEYS[2]) end
return count
`;

/**
 * Counters in Redis (shared by every process, expiring by themselves; each reservation is one Lua script,
 * so atomic). While Redis fails, the database store answers instead (logged), so that logins neither stop
 * nor go unthrottled.
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
    reserve: guarded('reserve', async (key: string, rule: ThrottleRule, when: Date): Promise<Reservation> => {
      const answer = (await redis.eval(RESERVE_SCRIPT, 2, prefix + key, blockKey(key), when.getTime(), rule.forgetAfterS * 1000, rule.free, rule.firstDelayS, rule.maxDelayS)) as [number, (number | string)?];
      if (Number(answer[0]) !== 1) return { granted: false };
      const until = Number(answer[1] ?? 0);
      return { granted: true, blockedUntil: until > 0 ? new Date(until) : null };
    }),
    refund: guarded('refund', async (key: string, blockedUntil: Date | null) => {
      await redis.eval(REFUND_SCRIPT, 2, prefix + key, blockKey(key), blockedUntil ? String(blockedUntil.getTime()) : '');
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
export function throttledError(retryAfterSeconds: number): TooManyError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const details = { reason: 'too_many_attempts', data: { retryAfterSeconds: seconds } };
  return seconds < 120
    ? new TooManyError('tooManyAttempts', { ...details, vars: { seconds } })
    : new TooManyError('tooManyAttemptsMinutes', { ...details, vars: { minutes: Math.ceil(seconds / 60) } });
}

/**
 * One reserved attempt (`Throttle.reserve`). It counts as a failure unless given back: `refund` when the
 * attempt turned out not to count (right code, resend refused …), `succeed` when it succeeded (the account's
 * failures are forgotten, the address's attempt is given back).
 */
export type Attempt = { refund(): Promise<void>; succeed(): Promise<void> };

/** Per-action counters with a growing back-off (rules.ts `THROTTLE_RULES`, docs/decisions/008-accounts.md). */
export function makeThrottle(store: ThrottleStore, now: () => number = Date.now) {
  type Key = { key: string; rule: ThrottleRule; account: boolean };
  function keysOf(action: ThrottleAction, subject: ThrottleSubject): Key[] {
    const rules: { account?: ThrottleRule; ip?: ThrottleRule } = THROTTLE_RULES[action];
    const keys: Key[] = [];
    if (rules.ip && subject.ip) keys.push({ key: `${action}:ip:${throttleAddress(subject.ip)}`, rule: rules.ip, account: false });
    if (rules.account && subject.email) keys.push({ key: `${action}:email:${throttleEmail(subject.email)}`, rule: rules.account, account: true });
    if (rules.account && subject.userId !== undefined) keys.push({ key: `${action}:user:${subject.userId}`, rule: rules.account, account: true });
    return keys;
  }

  /**
   * Reserves one attempt against every key of the call before any work is done (code 429 while a key is
   * blocked). The reservation is atomic per key, so under any concurrency no more attempts are evaluated
   * than the rule allows: the first `free` pass, the next one passes and starts the block, the rest wait.
   */
  async function reserve(action: ThrottleAction, subject: ThrottleSubject): Promise<Attempt> {
    const when = new Date(now());
    const keys = keysOf(action, subject);
    const taken: (Key & { blockedUntil: Date | null })[] = [];
    for (const key of keys) {
      const reservation = await store.reserve(key.key, key.rule, when);
      if (!reservation.granted) {
        for (const t of taken) await store.refund(t.key, t.blockedUntil);
        const until = await store.blockedUntil(keys.map((k) => k.key), when);
        throw throttledError(until ? (until.getTime() - when.getTime()) / 1000 : 1);
      }
      taken.push({ ...key, blockedUntil: reservation.blockedUntil });
    }
    let settled = false;
    const settle = async (forget: boolean) => {
      if (settled) return;
      settled = true;
      for (const t of taken) await (forget && t.account ? store.clear(t.key) : store.refund(t.key, t.blockedUntil));
    };
    return { refund: () => settle(false), succeed: () => settle(true) };
  }

  return {
    reserve,
    /** An attempt that counts whatever its outcome (a mail sent, a question asked). */
    async attempt(action: ThrottleAction, subject: ThrottleSubject) {
      await reserve(action, subject);
    },
    /** Forgets an account's failures (after a password reset: whoever reads the account's mail may log in). */
    async forget(action: ThrottleAction, subject: Omit<ThrottleSubject, 'ip'>) {
      for (const { key } of keysOf(action, subject)) await store.clear(key);
    },
    /** Drops counters idle for longer than any rule remembers. */
    prune: (before: Date) => store.prune(before),
  };
}
export type Throttle = ReturnType<typeof makeThrottle>;
