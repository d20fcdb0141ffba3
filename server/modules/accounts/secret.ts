import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server secret of the emailed codes' HMAC: `AUTH_SECRET`, or else one generated on first start and
 * kept in `DATA_DIR/auth-secret` (mode 600). Processes that share a PostgreSQL database but not a DATA_DIR
 * must set the same `AUTH_SECRET`.
 */
export function loadAuthSecret(config: { AUTH_SECRET?: string; DATA_DIR: string }): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.join(config.DATA_DIR, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  // Written whole to a temporary file, then linked into place: a process starting at the same moment
  // never reads a half-written secret, and the first link wins.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return fs.readFileSync(file, 'utf8').trim();
}
