import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/** How far a request's X-Signature-Timestamp may be from our clock: older ones are refused as replays. */
export const DISCORD_MAX_SKEW_S = 5 * 60;

/** DER prefix of an Ed25519 SubjectPublicKeyInfo; the raw 32-byte key follows it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

const keys = new Map<string, KeyObject>();

/** The public key Discord shows (64 hex digits) as a Node key, cached: bots answer many requests with one key. */
function publicKeyOf(hex: string): KeyObject | null {
  let key = keys.get(hex);
  if (key) return key;
  if (!/^[0-9a-f]{64}$/.test(hex)) return null;
  try {
    key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(hex, 'hex')]), format: 'der', type: 'spki' });
  } catch {
    return null;
  }
  if (keys.size > 1000) keys.clear();
  keys.set(hex, key);
  return key;
}

export type SignatureVerdict = 'ok' | 'missing' | 'stale' | 'forged';

/**
 * Discord's interaction signature: Ed25519 over `X-Signature-Timestamp + raw body` with the application's public
 * key (X-Signature-Ed25519, hex). A timestamp further than DISCORD_MAX_SKEW_S from `nowMs` is a replay.
 */
export function verifyDiscordSignature(input: {
  publicKeyHex: string;
  signature: string | undefined;
  timestamp: string | undefined;
  rawBody: Buffer;
  nowMs: number;
}): SignatureVerdict {
  const { signature, timestamp } = input;
  if (!signature || !timestamp) return 'missing';
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-fA-F]{128}$/.test(signature)) return 'forged';
  const key = publicKeyOf(input.publicKeyHex);
  if (!key) return 'forged';
  const signed = verify(null, Buffer.concat([Buffer.from(timestamp, 'utf8'), input.rawBody]), key, Buffer.from(signature, 'hex'));
  if (!signed) return 'forged';
  if (Math.abs(input.nowMs / 1000 - Number(timestamp)) > DISCORD_MAX_SKEW_S) return 'stale';
  return 'ok';
}
