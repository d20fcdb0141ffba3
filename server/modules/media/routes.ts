import type { FastifyInstance, FastifyReply } from 'fastify';
import { isStorageKey, isThumbMode, isThumbSize, THUMB_QUALITY } from '../../../core/thumb.ts';
import { pickThumbFormat, QueueFullError, type ThumbService } from './thumbs.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function notFound(reply: FastifyReply) {
  return reply.status(404).header('cache-control', 'public, max-age=60').type('text/plain; charset=utf-8').send('Not found');
}

/**
 * `GET /thumb/{s}x{s}/{mode}/85/{key}` (product §9), outside the signed API because `<img>` loads it.
 * Only listed sizes, the three modes and quality 85 exist; anything else is a 404, as is an unknown key.
 */
export function thumbRoutes(service: ThumbService) {
  return async function routes(app: FastifyInstance) {
    app.get<{ Params: { size: string; mode: string; quality: string; '*': string } }>('/thumb/:size/:mode/:quality/*', async (request, reply) => {
      const { size: sizeParam, mode, quality, '*': key } = request.params;
      const match = /^(\d{1,4})x(\d{1,4})$/.exec(sizeParam);
      const size = match && match[1] === match[2] ? Number(match[1]) : NaN;
      if (!isThumbSize(size) || !isThumbMode(mode) || quality !== String(THUMB_QUALITY) || !isStorageKey(key)) return notFound(reply);

      const format = pickThumbFormat(request.headers.accept);
      reply.header('vary', 'Accept');
      let thumb;
      try {
        thumb = await service.thumbnail({ key, size, mode, format });
      } catch (error) {
        if (error instanceof QueueFullError) {
          return reply.status(503).header('retry-after', '5').header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Busy');
        }
        request.log.error({ err: error, key }, 'thumbnail failed');
        return reply.status(500).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Internal Server Error');
      }
      if (!thumb) return notFound(reply);

      reply.header('cache-control', IMMUTABLE).header('etag', thumb.etag).header('x-content-type-options', 'nosniff');
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === thumb.etag)) return reply.status(304).send();
      return reply.type(thumb.contentType).send(thumb.body);
    });
  };
}
