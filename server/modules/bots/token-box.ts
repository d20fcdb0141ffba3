import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Bot tokens at rest (secrets are kept encrypted): AES-256-GCM under a key derived (HKDF-SHA256) from the server
 * secret (AUTH_SECRET, or DATA_DIR/auth-secret), so a copy of the database alone does not reveal them. A random
 * 96-bit IV per token; the bot's id is the associated data, so a sealed token moved to another bot row does not open.
 * A changed server secret makes saved tokens unreadable (open → null): the creator pastes the token again.
 */
export function makeTokenBox(serverSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'haulbridge', 'discord-bot-token v1', 32));
  return {
    seal(token: string, botId: number): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(`bot:${botId}`));
      const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
    },
    open(sealed: string, botId: number): string | null {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || !body) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(`bot:${botId}`));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type TokenBox = ReturnType<typeof makeTokenBox>;
