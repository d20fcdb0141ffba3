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
  ])('names the bad variable in %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n\\s+${name}:`));
  });
});
