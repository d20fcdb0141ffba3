import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PLATFORMS, type Platform } from '../../core/constants.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The calling client from X-PLATFORM / X-VERSION (product §7); unknown platforms count as web. */
    client: { platform: Platform; version: string | null };
  }
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function clientOf(headers: IncomingHttpHeaders): FastifyRequest['client'] {
  const platform = first(headers['x-platform'])?.toLowerCase();
  const version = first(headers['x-version'])?.slice(0, 64) ?? null;
  return { platform: (PLATFORMS as readonly string[]).includes(platform ?? '') ? (platform as Platform) : 'web', version };
}

/** The calling client is on `request.client` and in the request's log line (app.ts); not a child logger, which cost a tenth of a cached call. */
export function registerClientHeaders(app: FastifyInstance) {
  app.decorateRequest('client', null as never);
  app.addHook('onRequest', (request, _reply, done) => {
    request.client = clientOf(request.headers);
    done();
  });
}
