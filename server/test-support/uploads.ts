/** Uploads for API tests: an `uploads` row as A/pub/putfile leaves it (24 h to live), without a stored file. */
import { randomBytes } from 'node:crypto';
import { UPLOAD_TTL_MS } from '../../core/upload.ts';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';

export async function createTestUpload(db: Db, ownerUserId: number | null, options: { createdAt?: Date } = {}): Promise<string> {
  const id = randomBytes(16).toString('hex');
  const key = `uploads/${id.slice(0, 2)}/${id}.webp`;
  const createdAt = options.createdAt ?? new Date();
  await db.insert(uploads).values({
    key,
    purpose: 'logo',
    ownerUserId,
    ipHash: 'test',
    contentType: 'image/webp',
    width: 64,
    height: 64,
    bytes: 100,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + UPLOAD_TTL_MS),
  });
  return key;
}
