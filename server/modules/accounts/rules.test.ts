import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCommonPassword, makePasswordHasher } from './passwords.ts';
import {
  ARGON2_PARAMS,
  backoffSeconds,
  generateEmailCode,
  generateEncryptUserId,
  generateInviteCode,
  generateResetToken,
  hashEmailCode,
  needsRehash,
  resetLink,
  sameHash,
  THROTTLE_RULES,
  throttleAddress,
  throttleEmail,
} from './rules.ts';
import { loadAuthSecret } from './secret.ts';
import { throttledError } from './throttle.ts';

describe('email codes', () => {
  it('are six digits, leading zeros kept, spread over all digits', () => {
    const codes = Array.from({ length: 2000 }, generateEmailCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    const firstDigits = new Set(codes.map((c) => c[0]));
    expect(firstDigits.size).toBe(10); // '0' included: not a number that lost its zeros
  });
  it('are stored as an HMAC bound to the email and the purpose', () => {
    const hash = hashEmailCode('secret', 'a@b.co', 'register', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(hashEmailCode('secret', 'a@b.co', 'register', '123456')).toBe(hash);
    expect(hashEmailCode('secret', 'a@b.co', 'reset', '123456')).not.toBe(hash);
    expect(hashEmailCode('secret', 'x@b.co', 'register', '123456')).not.toBe(hash);
    expect(hashEmailCode('other', 'a@b.co', 'register', '123456')).not.toBe(hash);
    expect(sameHash(hash, hashEmailCode('secret', 'a@b.co', 'register', '123456'))).toBe(true);
    expect(sameHash(hash, hashEmailCode('secret', 'a@b.co', 'register', '123457'))).toBe(false);
    expect(sameHash(hash, 'abcd')).toBe(false);
  });
});

describe('random ids and tokens', () => {
  it('reset tokens carry 256 bits (at least the 128 the issue asks)', () => {
    const token = generateResetToken();
    expect(Buffer.from(token, 'base64url').length).toBe(32);
    expect(generateResetToken()).not.toBe(token);
  });
  it('invitation codes are 8 characters without look-alikes, public user ids 128 bits of hex', () => {
    for (let i = 0; i < 500; i++) expect(generateInviteCode()).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(generateEncryptUserId()).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('throttle back-off', () => {
  const rule = { free: 5, firstDelayS: 30, maxDelayS: 3600, forgetAfterS: 86_400 };
  it('lets the free attempts pass, then doubles the wait up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffSeconds(rule, n))).toEqual([0, 0, 0, 0, 0]);
    expect([6, 7, 8, 9, 10].map((n) => backoffSeconds(rule, n))).toEqual([30, 60, 120, 240, 480]);
    expect(backoffSeconds(rule, 12)).toBe(1920);
    expect(backoffSeconds(rule, 13)).toBe(3600);
    expect(backoffSeconds(rule, 10_000)).toBe(3600);
  });
  it('gives every throttled call an address rule or an account rule', () => {
    for (const [action, rules] of Object.entries(THROTTLE_RULES)) {
      expect(Object.keys(rules).length, action).toBeGreaterThan(0);
      for (const r of Object.values(rules) as (typeof rule)[]) expect(r.firstDelayS).toBeLessThanOrEqual(r.maxDelayS);
    }
  });
  it('counts an account once whatever its case, spaces or +tag', () => {
    expect(throttleEmail(' Buyer+2@Example.COM ')).toBe('buyer@example.com');
    expect(throttleEmail('buyer@example.com')).toBe('buyer@example.com');
  });
  it('counts an IPv6 client by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(throttleAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(throttleAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(throttleAddress('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(throttleAddress('2001:0db8:0000:0001:ffff:0:0:2')).toBe('2001:db8:0:1::/64');
    expect(throttleAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
  });
  it('says when to try again, in seconds or in minutes', () => {
    const short = throttledError(29.2);
    expect(short.code).toBe(429);
    expect(short.msgKey).toBe('tooManyAttempts');
    expect(short.vars).toEqual({ seconds: 30 });
    expect(short.data).toEqual({ reason: 'too_many_attempts', retryAfterSeconds: 30 });
    const long = throttledError(600);
    expect(long.msgKey).toBe('tooManyAttemptsMinutes');
    expect(long.vars).toEqual({ minutes: 10 });
  });
});

describe('reset link', () => {
  it('points at /setNewPassword, with the locale prefix for languages other than English', () => {
    expect(resetLink('https://haulbridge.example', 'en', 'abc_-1')).toBe('https://haulbridge.example/setNewPassword?token=abc_-1');
    expect(resetLink('https://haulbridge.example', 'de', 'abc')).toBe('https://haulbridge.example/de/setNewPassword?token=abc');
  });
});

describe('passwords', () => {
  it('hashes with argon2id at OWASP parameters or stronger', async () => {
    expect(ARGON2_PARAMS.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(ARGON2_PARAMS.timeCost).toBeGreaterThanOrEqual(2);
    const hasher = makePasswordHasher();
    const phc = await hasher.hash('  a long passphrase with spaces  ');
    expect(phc).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(phc, '  a long passphrase with spaces  ')).toBe(true);
    expect(await hasher.verify(phc, 'a long passphrase with spaces')).toBe(false);
    expect(await hasher.verify('not a hash', 'x')).toBe(false);
    expect(await hasher.verifyNothing('anything')).toBe(false);
    expect(hasher.needsRehash(phc)).toBe(false);
  });
  it('rehashes hashes made with weaker parameters', () => {
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdA$aGFzaA', ARGON2_PARAMS)).toBe(true);
    expect(needsRehash('$argon2i$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', ARGON2_PARAMS)).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA', ARGON2_PARAMS)).toBe(false);
  });
  it('knows the common passwords, without case', async () => {
    for (const common of ['password', '123456', 'qwerty123', 'iloveyou', 'Password1', 'LETMEIN']) expect(await isCommonPassword(common), common).toBe(true);
    for (const rare of ['plum tree 42', 'correct horse battery staple', 'Ünïcødé-pässwört']) expect(await isCommonPassword(rare), rare).toBe(false);
  });
});

describe('AUTH_SECRET fallback', () => {
  it('generates one secret into DATA_DIR once and reuses it; a configured one wins', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hb-secret-'));
    try {
      const first = loadAuthSecret({ DATA_DIR: dir });
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(loadAuthSecret({ DATA_DIR: dir })).toBe(first);
      expect(statSync(join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
      expect(loadAuthSecret({ DATA_DIR: dir, AUTH_SECRET: 'x'.repeat(32) })).toBe('x'.repeat(32));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
