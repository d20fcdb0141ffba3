import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATH } from '../../../core/api.ts';
import { authThrottle } from '../../../db/schema/index.ts';
import { makeThrottleRepo } from './repo.ts';
import { createAccountsTestApp, signUp } from './test-fixtures.ts';
import { makeRedisThrottleStore, makeThrottle, type RedisLike } from './throttle.ts';

const redisUrl = process.env.TEST_REDIS_URL;
/** Random addresses too: counters from an earlier run may still be in Redis. */
const freshIp = () => `10.${[...randomBytes(3)].join('.')}`;

describe.skipIf(!redisUrl)('throttle counters in Redis (REDIS_URL; runs when TEST_REDIS_URL is set)', () => {
  it('blocks after the free failures, keeps nothing in the table, and survives a new process', async () => {
    const t = await createAccountsTestApp({ env: { REDIS_URL: redisUrl! } });
    let restarted: typeof t | null = null;
    try {
      // Random names: the Redis server outlives this test run.
      const email = `redis-${randomBytes(6).toString('hex')}@example.com`;
      await signUp(t.api, t.outbox, email, undefined, {}, freshIp());
      for (let i = 0; i < 6; i++) expect((await t.api(ACCOUNT_PATH.login, { email, password: 'wrong' }, { ip: freshIp() })).body.data.reason).toBe('bad_credentials');
      expect((await t.api(ACCOUNT_PATH.login, { email, password: 'plum tree 42' }, { ip: freshIp() })).body).toMatchObject({ code: 429, data: { retryAfterSeconds: 30 } });
      expect(await t.database.db.select().from(authThrottle)).toEqual([]);
      restarted = await createAccountsTestApp({ database: t.database, outbox: t.outbox, clock: t.clock, env: { REDIS_URL: redisUrl! } });
      expect((await restarted.api(ACCOUNT_PATH.login, { email, password: 'plum tree 42' }, { ip: freshIp() })).body.code).toBe(429);
      t.clock.advance(30_000);
      expect((await restarted.api(ACCOUNT_PATH.login, { email, password: 'plum tree 42' }, { ip: freshIp() })).body.code).toBe(0);
    } finally {
      await restarted?.close();
      await t.close();
    }
  });
});

describe('Redis throttle store falling back', () => {
  it('uses the database counters while Redis fails', async () => {
    const t = await createAccountsTestApp();
    try {
      const broken = new Proxy({} as RedisLike, { get: () => () => Promise.reject(new Error('ECONNREFUSED')) });
      const warnings: string[] = [];
      const store = makeRedisThrottleStore(broken, makeThrottleRepo(t.database.db), { warn: (_o, message) => warnings.push(message) });
      const throttle = makeThrottle(store, t.clock.now);
      for (let i = 0; i < 6; i++) await throttle.reserve('editPass', { userId: 999 });
      await expect(throttle.reserve('editPass', { userId: 999 })).rejects.toMatchObject({ code: 429 });
      expect((await t.database.db.select().from(authThrottle)).map((r) => r.key)).toEqual(['editPass:user:999']);
      expect(warnings.length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
