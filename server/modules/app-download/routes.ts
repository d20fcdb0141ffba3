import type { FastifyInstance } from 'fastify';
import { APP_QR_PATH } from '../../../core/promotions.ts';
import type { AppDownloadService } from './service.ts';

/** A day: the listing URL changes only with the configuration (a restart); the ETag answers 304 after that. */
const CACHE = 'public, max-age=86400';

/** The app-download QR code (product §2 "Global shell", §9), outside the signed API: an <img> loads it. */
export function appDownloadRoutes(service: AppDownloadService) {
  return async function routes(app: FastifyInstance) {
    app.get(APP_QR_PATH, async (request, reply) => {
      const qr = await service.qrPng();
      if (!qr) return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
      reply.header('cache-control', CACHE).header('etag', qr.etag).header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === qr.etag) return reply.status(304).send();
      return reply.type('image/png').send(qr.png);
    });
  };
}
