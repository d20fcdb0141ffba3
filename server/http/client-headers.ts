import type { FastifyInstance } from 'fastify';
import { PLATFORMS, type Platform } from '../../core/constants.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The calling client from X-PLATFORM / X-VERSION (spec §7); unknown platforms count as web. */
    client: { platform: Platform; version: string | null };
  }
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function registerClientHeaders(app: FastifyInstance) {
  app.decorateRequest('client', null as never);
  app.addHook('onRequest', async (request) => {
    const platform = first(request.headers['x-platform'])?.toLowerCase();
    const version = first(request.headers['x-version'])?.slice(0, 64) ?? null;
    request.client = { platform: (PLATFORMS as readonly string[]).includes(platform ?? '') ? (platform as Platform) : 'web', version };
    request.log = request.log.child({ platform: request.client.platform, ...(version ? { version } : {}) });
  });
}
