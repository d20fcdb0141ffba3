import { randomBytes } from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { API_CODE } from '../core/api.ts';
import type { Database } from '../db/client.ts';
import type { Config } from './config.ts';
import { registerClientHeaders } from './http/client-headers.ts';
import { registerApiErrorHandling } from './http/error-handler.ts';
import { apiMessage } from './http/i18n.ts';
import { registerSessions } from './http/session.ts';
import { makeSessionRepo } from './modules/accounts/session-repo.ts';
import { registerSignatureCheck } from './http/signature.ts';
import { makeCatalogRepo } from './modules/catalog/repo.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { makeCatalogService } from './modules/catalog/service.ts';
import { shortLinkResolverFromConfig } from './modules/links/resolver.ts';
import { makeReferenceRepo } from './modules/reference/repo.ts';
import { agentLogoRoutes, referenceRoutes } from './modules/reference/routes.ts';
import { makeReferenceService } from './modules/reference/service.ts';
import { demoSource } from './modules/media/demo-source.ts';
import { thumbRoutes } from './modules/media/routes.ts';
import { combineSources, diskSource } from './modules/media/storage.ts';
import { makeThumbService } from './modules/media/thumbs.ts';
import { makeSeoRepo } from './modules/seo/repo.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { makeSeoService } from './modules/seo/service.ts';
import { webPlugin, type WebOptions } from './web/plugin.ts';

export const API_BODY_LIMIT = 1024 * 1024;
const INTERNAL_HEADER = 'x-haulbridge-internal';

export type AppDeps = {
  config: Config;
  database: Database;
  /** The React Router build; absent in API-only tests. */
  web?: Omit<WebOptions, 'config' | 'apiFetch' | 'catalogIsDemo'>;
  logger?: FastifyServerOptions['logger'];
  /** false until migrations and seeds have run; /healthz and every request answer 503 before. */
  isReady?: () => boolean;
};

/** The composition root: external plugins, then our HTTP layer, then the modules (STYLE: Fastify demo). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const isReady = deps.isReady ?? (() => true);
  const app = Fastify({
    logger: deps.logger ?? false,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: API_BODY_LIMIT,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // One structured line per request (method, path, status, ms), also for hijacked SSR replies.
  app.addHook('onRequest', async (request, reply) => {
    const started = performance.now();
    reply.raw.once('close', () => {
      const status = reply.raw.writableEnded ? reply.raw.statusCode : 499; // 499: the client went away first
      const entry = { method: request.method, path: request.url, status, ms: Math.round((performance.now() - started) * 10) / 10 };
      if (status >= 500) request.log.error(entry, 'request');
      else request.log.info(entry, 'request');
    });
  });

  app.get('/healthz', async (_request, reply) =>
    isReady() ? { status: 'ok' } : reply.status(503).send({ status: 'starting' }),
  );
  app.addHook('onRequest', async (request, reply) => {
    if (isReady() || request.url === '/healthz') return;
    return reply
      .status(503)
      .header('retry-after', '5')
      .send({ code: 503, msg: apiMessage(request, 'unavailable'), data: { reason: 'starting' } });
  });

  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Dynamic answers (SSR HTML, API JSON) favour speed; static assets are precompressed at build time.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
  await app.register(fastifyCookie);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Haulbridge API', version: '1.0.0', description: 'Spec §7 calls. Every call needs X-NONCE and X-SIGNATURE = md5(X-NONCE + sign key); answers are { code, msg, data }.' },
      components: {
        securitySchemes: {
          nonce: { type: 'apiKey', in: 'header', name: 'X-NONCE' },
          signature: { type: 'apiKey', in: 'header', name: 'X-SIGNATURE' },
        },
      },
      security: [{ nonce: [], signature: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // Calls the server makes to itself while rendering a page (app.inject) carry this per-process
  // secret: the page request was already counted by the rate limit, its API calls are not.
  const internalSecret = randomBytes(24).toString('hex');
  const isInternal = (request: FastifyRequest) => request.headers[INTERNAL_HEADER] === internalSecret;

  const reference = makeReferenceService(makeReferenceRepo(database.db));
  // Creators (issue #4+) will pass findCreatorCode; until then buy links carry the platform's codes.
  const catalog = makeCatalogService({ repo: makeCatalogRepo(database.db), reference, resolveShortLink: shortLinkResolverFromConfig(config) });
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 }) : null;
  if (redis) app.addHook('onClose', async () => void redis.quit());

  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        global: true,
        max: config.RATE_LIMIT_PER_MINUTE,
        allowList: (request) => isInternal(request),
        timeWindow: 60_000,
        ...(redis ? { redis, nameSpace: 'hb-rl-api-' } : {}),
        errorResponseBuilder: (request, context) => ({
          statusCode: 429,
          code: API_CODE.tooManyRequests,
          msg: apiMessage(request, 'tooManyRequests', { seconds: Math.ceil(context.ttl / 1000) }),
          data: { reason: 'rate_limited', retryAfterSeconds: Math.ceil(context.ttl / 1000) },
        }),
      });
      registerApiErrorHandling(api);
      registerClientHeaders(api);
      registerSignatureCheck(api, config.SIGN_KEY);
      registerSessions(api, { sessions: makeSessionRepo(database.db), idleMs: config.SESSION_IDLE_DAYS * 86_400_000 });
      await api.register(referenceRoutes(reference));
      await api.register(catalogRoutes(catalog));
    },
    { prefix: '/api' },
  );
  await app.register(agentLogoRoutes(reference));
  // Images and crawler files: outside the signed API, like the agent logos (<img> and crawlers load them).
  const thumbs = makeThumbService({
    source: combineSources(demoSource(), diskSource(path.join(config.DATA_DIR, 'uploads'), 'uploads/')),
    cacheDir: path.join(config.DATA_DIR, 'thumbs'),
    onCacheWriteError: (error) => app.log.warn({ err: error }, 'thumbnail cache write failed'),
  });
  await app.register(thumbRoutes(thumbs));
  await app.register(seoRoutes(makeSeoService(makeSeoRepo(database.db), { origin: config.PUBLIC_ORIGIN })));

  const webDeps = deps.web;
  if (webDeps) {
    const apiFetch: WebOptions['apiFetch'] = async (path, init) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/${path}`,
        headers: { ...init.headers, 'content-type': 'application/json', [INTERNAL_HEADER]: internalSecret },
        payload: JSON.stringify(init.body ?? {}),
        ...(init.clientIp ? { remoteAddress: init.clientIp } : {}),
      });
      return { status: res.statusCode, body: res.body };
    };
    await app.register(async (web) => {
      // Pages are rate-limited per IP too, more generously than API calls; hashed assets are not.
      await web.register(rateLimit, {
        global: true,
        max: config.RATE_LIMIT_PER_MINUTE * 2,
        allowList: (request) => request.url.startsWith('/assets/'),
        timeWindow: 60_000,
        ...(redis ? { redis, nameSpace: 'hb-rl-web-' } : {}),
      });
      await web.register(webPlugin, { ...webDeps, config, apiFetch, catalogIsDemo: () => catalog.hasDemoGoods() });
    });
  }
  return app;
}
