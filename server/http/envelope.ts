import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Envelope } from '../../core/api.ts';
import { apiMessage } from './i18n.ts';

/** The success answer `{ code: 0, msg, data }` (product §D4). */
export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { code: 0, msg: apiMessage(request, 'ok'), data };
}

/** The response schema of a route answering `data` in the envelope (for OpenAPI and serialization). */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const ErrorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
});
