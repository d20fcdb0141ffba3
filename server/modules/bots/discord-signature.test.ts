import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DISCORD_MAX_SKEW_S, verifyDiscordSignature } from './discord-signature.ts';
import { makeTokenBox } from './token-box.ts';

/** A fresh Ed25519 key pair, its public key as the 64 hex digits Discord shows. */
function keyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  return { publicKeyHex: raw.toString('hex'), privateKey };
}

const body = Buffer.from(JSON.stringify({ type: 1, id: '1', application_id: '2' }));
const NOW_MS = 1_790_000_000_000;
const nowS = String(Math.floor(NOW_MS / 1000));

function signed(privateKey: ReturnType<typeof keyPair>['privateKey'], timestamp: string, raw: Buffer = body) {
  return sign(null, Buffer.concat([Buffer.from(timestamp), raw]), privateKey).toString('hex');
}

describe('verifyDiscordSignature (Ed25519 over timestamp + raw body)', () => {
  const { publicKeyHex, privateKey } = keyPair();

  it('accepts a request signed with the application key and a fresh timestamp', () => {
    expect(verifyDiscordSignature({ publicKeyHex, signature: signed(privateKey, nowS), timestamp: nowS, rawBody: body, nowMs: NOW_MS })).toBe('ok');
  });

  it('refuses a forged signature, a body changed after signing and a timestamp changed after signing', () => {
    const good = signed(privateKey, nowS);
    const flipped = (good[0] === 'a' ? 'b' : 'a') + good.slice(1);
    expect(verifyDiscordSignature({ publicKeyHex, signature: flipped, timestamp: nowS, rawBody: body, nowMs: NOW_MS })).toBe('forged');
    expect(verifyDiscordSignature({ publicKeyHex, signature: good, timestamp: nowS, rawBody: Buffer.from(body.toString().replace('"type":1', '"type":2')), nowMs: NOW_MS })).toBe('forged');
    expect(verifyDiscordSignature({ publicKeyHex, signature: good, timestamp: String(Number(nowS) + 1), rawBody: body, nowMs: NOW_MS })).toBe('forged');
    expect(verifyDiscordSignature({ publicKeyHex, signature: 'zz'.repeat(64), timestamp: nowS, rawBody: body, nowMs: NOW_MS })).toBe('forged');
  });

  it('refuses a correctly signed request replayed with an old timestamp (and one from the future)', () => {
    const old = String(Number(nowS) - DISCORD_MAX_SKEW_S - 1);
    expect(verifyDiscordSignature({ publicKeyHex, signature: signed(privateKey, old), timestamp: old, rawBody: body, nowMs: NOW_MS })).toBe('stale');
    const future = String(Number(nowS) + DISCORD_MAX_SKEW_S + 1);
    expect(verifyDiscordSignature({ publicKeyHex, signature: signed(privateKey, future), timestamp: future, rawBody: body, nowMs: NOW_MS })).toBe('stale');
    const edge = String(Number(nowS) - DISCORD_MAX_SKEW_S);
    expect(verifyDiscordSignature({ publicKeyHex, signature: signed(privateKey, edge), timestamp: edge, rawBody: body, nowMs: NOW_MS })).toBe('ok');
  });

  it('refuses a request signed with another key', () => {
    const other = keyPair();
    expect(verifyDiscordSignature({ publicKeyHex, signature: signed(other.privateKey, nowS), timestamp: nowS, rawBody: body, nowMs: NOW_MS })).toBe('forged');
  });

  it('refuses a request without the headers, and any request under a malformed public key', () => {
    expect(verifyDiscordSignature({ publicKeyHex, signature: undefined, timestamp: nowS, rawBody: body, nowMs: NOW_MS })).toBe('missing');
    expect(verifyDiscordSignature({ publicKeyHex, signature: signed(privateKey, nowS), timestamp: undefined, rawBody: body, nowMs: NOW_MS })).toBe('missing');
    expect(verifyDiscordSignature({ publicKeyHex: 'not-a-key', signature: signed(privateKey, nowS), timestamp: nowS, rawBody: body, nowMs: NOW_MS })).toBe('forged');
  });
});

describe('bot tokens at rest (AES-256-GCM)', () => {
  const token = 'MTA5ODc2NTQzMjEwOTg3NjU0.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789ABCD';

  it('opens what it sealed for the same bot; the sealed text does not contain the token and differs each time', () => {
    const box = makeTokenBox('a-server-secret-of-at-least-32-characters!');
    const sealed = box.seal(token, 7);
    expect(sealed).not.toContain(token);
    expect(sealed).not.toContain(token.split('.')[0]);
    expect(box.seal(token, 7)).not.toBe(sealed);
    expect(box.open(sealed, 7)).toBe(token);
  });

  it('does not open a token moved to another bot, under another server secret, or tampered with', () => {
    const box = makeTokenBox('a-server-secret-of-at-least-32-characters!');
    const sealed = box.seal(token, 7);
    expect(box.open(sealed, 8)).toBeNull();
    expect(makeTokenBox('another-server-secret-of-32-characters!!').open(sealed, 7)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = (parts[3]![0] === 'A' ? 'B' : 'A') + parts[3]!.slice(1);
    expect(box.open(parts.join('.'), 7)).toBeNull();
    expect(box.open('garbage', 7)).toBeNull();
  });
});
