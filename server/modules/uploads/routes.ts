import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES, UPLOAD_PATH, UPLOAD_PURPOSES, type UploadPurpose } from '../../../core/upload.ts';
import { InvalidError } from '../../errors.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { uploadRefused, type UploadsService } from './service.ts';

/** Uploads per IP and window (on top of the API's per-minute limit, which this route's own limit replaces). */
export const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: 10 * 60_000 } as const;

const UploadResultSchema = z.object({ key: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() });

/** The file's bytes, at most UPLOAD_MAX_BYTES: busboy stops delivering past the limit and we refuse at once. */
async function readLimited(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += (chunk as Buffer).length;
    if (file.truncated || size > UPLOAD_MAX_BYTES) throw uploadRefused.tooLarge();
    chunks.push(chunk as Buffer);
  }
  if (file.truncated) throw uploadRefused.tooLarge();
  return Buffer.concat(chunks, size);
}

/** `A/pub/putfile` (product §D4 "Uploads"): one multipart image, checked while it streams, answered `{ key, url, width, height }`. */
export function uploadRoutes(service: UploadsService) {
  return async function routes(app: FastifyInstance) {
    // Registered here, so only this module's routes parse multipart bodies. `fileSize + 1`-th byte truncates.
    await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 256, parts: 5, headerPairs: 20 } });
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(`/${UPLOAD_PATH}`,
      {
        config: { rateLimit: UPLOAD_RATE_LIMIT },
        schema: {
          tags: ['uploads'],
          summary: `Upload one image: multipart/form-data, field "file" (JPEG, PNG, WebP, GIF, AVIF by content; ≤ 8 MB; ≤ 40 megapixels), optional field "purpose" (${UPLOAD_PURPOSES.join(' | ')}). Re-encoded to WebP without metadata; anonymous uploads expire after 24 h.`,
          consumes: ['multipart/form-data'],
          response: { 200: envelopeOf(UploadResultSchema) },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw uploadRefused.noFile();
        let bytes: Buffer | null = null;
        let purpose: UploadPurpose = 'search';
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || bytes) {
              part.file.resume();
              continue;
            }
            bytes = await readLimited(part.file);
          } else if (part.fieldname === 'purpose') {
            const parsed = z.enum(UPLOAD_PURPOSES).safeParse(part.value);
            if (!parsed.success) throw new InvalidError('invalid', { fields: { purpose: 'invalid' } });
            purpose = parsed.data;
          }
        }
        if (!bytes) throw uploadRefused.noFile();
        return ok(request, await service.accept({ bytes, purpose, userId: request.auth?.userId ?? null, ip: request.ip }));
      });
  };
}
