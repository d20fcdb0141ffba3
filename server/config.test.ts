import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives a working default configuration', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toMatch(/\.data$/);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_ORIGIN).toBe('http://localhost:3000');
  });
  it('sends mail to the dev outbox and keeps Google sign-in off by default', () => {
    const config = loadConfig({ MAIL_FROM: '', GOOGLE_JWKS_URL: '' });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBe('Haulbridge <no-reply@localhost>');
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(config.GOOGLE_JWKS_URL).toBe('https://www.googleapis.com/oauth2/v3/certs');
  });
  it('never repeats the SMTP password in a configuration error', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp//user:hunter2@mail.example' })).toThrow(/^(?![\s\S]*hunter2)/);
  });
  it('refuses TRUST_PROXY=true, which would let any client choose its address, and says what to give instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would trust every hop[^\n]*number of proxies/);
  });
  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7,::1', ['10.0.0.0/8', '192.168.1.7', '::1']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });
  it('reads ADMIN_EMAILS as a lowercased list and refuses anything that is not an email address', () => {
    expect(loadConfig({}).ADMIN_EMAILS).toEqual([]);
    expect(loadConfig({ ADMIN_EMAILS: ' Ops@Example.com, ,lead@example.com ' }).ADMIN_EMAILS).toEqual(['ops@example.com', 'lead@example.com']);
    expect(() => loadConfig({ ADMIN_EMAILS: 'ops@example.com;lead@example.com' })).toThrow(/ADMIN_EMAILS: must be a comma-separated list/);
    expect(() => loadConfig({ ADMIN_EMAILS: 'ops' })).toThrow(/ADMIN_EMAILS/);
  });
  it('takes product data from the offline demo source unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ PRODUCT_SOURCE: 'demo', PRODUCT_SOURCE_TIMEOUT_MS: 8000 });
    expect(loadConfig({ PRODUCT_SOURCE: 'http', PRODUCT_SOURCE_URL: 'https://products.example/api', PRODUCT_SOURCE_KEY: 'k' })).toMatchObject({
      PRODUCT_SOURCE: 'http',
      PRODUCT_SOURCE_URL: 'https://products.example/api',
      PRODUCT_SOURCE_KEY: 'k',
    });
  });
  it('boots on .env.example exactly as written (every variable in it, empty or not)', () => {
    const example = fs.readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
    const env = Object.fromEntries(
      example
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(env)).toContain('SIGN_KEY');
    expect(loadConfig(env).SIGN_KEY).toBe(loadConfig({}).SIGN_KEY);
  });

  it('backfills the images of every product for search by image unless IMAGE_BACKFILL_GOODS limits it', () => {
    expect(loadConfig({}).IMAGE_BACKFILL_GOODS).toBeUndefined();
    expect(loadConfig({ IMAGE_BACKFILL_GOODS: '' }).IMAGE_BACKFILL_GOODS).toBeUndefined();
    expect(loadConfig({ IMAGE_BACKFILL_GOODS: '30' }).IMAGE_BACKFILL_GOODS).toBe(30);
    expect(() => loadConfig({ IMAGE_BACKFILL_GOODS: 'some' })).toThrow(/IMAGE_BACKFILL_GOODS/);
    expect(() => loadConfig({ IMAGE_BACKFILL_GOODS: '-1' })).toThrow(/IMAGE_BACKFILL_GOODS/);
  });
  it('works the job queue in the web process unless JOBS=off, which needs a PostgreSQL server', () => {
    expect(loadConfig({}).JOBS).toBe('inline');
    expect(loadConfig({ JOBS: '' }).JOBS).toBe('inline');
    expect(loadConfig({ JOBS: 'off', DATABASE_URL: 'postgres://u@db.example/haulbridge' }).JOBS).toBe('off');
    expect(() => loadConfig({ JOBS: 'off' })).toThrow(/JOBS: off needs DATABASE_URL/);
    expect(() => loadConfig({ JOBS: 'worker' })).toThrow(/JOBS: /);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PUBLIC_ORIGIN: '' }).DATABASE_URL).toBeUndefined();
  });
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_ORIGIN: 'https://example.com/shop' }, 'PUBLIC_ORIGIN'],
    [{ SIGN_KEY: 'short' }, 'SIGN_KEY'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ PUBLIC_GA_ID: 'UA-1' }, 'PUBLIC_GA_ID'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SMTP_URL: 'mail.example:587' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'Haulbridge' }, 'MAIL_FROM'],
    [{ GOOGLE_JWKS_URL: 'ftp://keys.example/certs' }, 'GOOGLE_JWKS_URL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, evil' }, 'TRUST_PROXY'],
    [{ PRODUCT_SOURCE: 'scrape' }, 'PRODUCT_SOURCE'],
    [{ PRODUCT_SOURCE: 'http' }, 'PRODUCT_SOURCE_URL'],
    [{ PRODUCT_SOURCE: 'http', PRODUCT_SOURCE_URL: 'file:///etc/passwd' }, 'PRODUCT_SOURCE_URL'],
    [{ PRODUCT_SOURCE_TIMEOUT_MS: '5' }, 'PRODUCT_SOURCE_TIMEOUT_MS'],
  ])('names the bad variable in %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n\\s+${name}:`));
  });
});
