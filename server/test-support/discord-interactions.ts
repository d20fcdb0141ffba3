/** Interactions as Discord sends them, signed with a test Ed25519 key pair (bots API tests and e2e). */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

export type TestDiscordApp = { publicKeyHex: string; privateKey: KeyObject };

/** A new key pair; `publicKeyHex` is the 64 hex digits Discord's developer portal shows. */
export function testDiscordApp(): TestDiscordApp {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return { publicKeyHex: Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url').toString('hex'), privateKey };
}

/** The headers of a signed interaction: Ed25519 over `timestamp + body` (timestamp in seconds, now by default). */
export function signedInteractionHeaders(app: TestDiscordApp, body: string, timestampS = Math.floor(Date.now() / 1000)): Record<string, string> {
  const timestamp = String(timestampS);
  const signature = sign(null, Buffer.concat([Buffer.from(timestamp), Buffer.from(body)]), app.privateKey).toString('hex');
  return { 'content-type': 'application/json', 'x-signature-ed25519': signature, 'x-signature-timestamp': timestamp };
}

/** A slash command interaction (`/convert link:` or `/qc link:`). */
export const slashCommand = (name: 'convert' | 'qc', link: string, locale = 'en-US') => ({
  type: 2,
  id: '1200000000000000001',
  application_id: '111111111111111111',
  token: 'interaction-token',
  locale,
  guild_id: '123456789012345678',
  data: { id: '1300000000000000001', name, type: 1, options: [{ name: 'link', type: 3, value: link }] },
});

/** The "Convert links" message command on a message with `content`. */
export const messageCommand = (content: string, locale = 'en-US') => ({
  type: 2,
  id: '1200000000000000002',
  application_id: '111111111111111111',
  token: 'interaction-token',
  locale,
  data: { id: '1300000000000000002', name: 'Convert links', type: 3, target_id: '1400000000000000001', resolved: { messages: { '1400000000000000001': { id: '1400000000000000001', content } } } },
});
