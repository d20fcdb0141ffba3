import { randomBytes } from 'node:crypto';
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
import { registerSmallAnswerCompression } from './http/compression.ts';
import { createAppJobQueue, workEveryJob, type JobQueue } from './jobs/index.ts';
import { directTransport, type DirectCalls } from './http/direct.ts';
import { registerApiErrorHandling } from './http/error-handler.ts';
import { apiMessage } from './http/i18n.ts';
import { SnapshotLocalStore } from './http/rate-limit-store.ts';
import { registerSessions } from './http/session.ts';
import { escapeControls, loggableError } from './http/log-safety.ts';
import { registerSignatureCheck } from './http/signature.ts';
import { createAccountsModule, type AccountOverrides } from './modules/accounts/index.ts';
import { createActivitiesModule } from './modules/activities/index.ts';
import { createAssistantModule } from './modules/assistant/index.ts';
import { createAdminModule } from './modules/admin/index.ts';
import { queuedMailOutbox } from './modules/mail/job.ts';
import { createRegistrationsModule } from './modules/registrations/index.ts';
import { createApplicationsModule } from './modules/applications/index.ts';
import { loadAuthSecret } from './modules/accounts/secret.ts';
import { createCatalogModule } from './modules/catalog/index.ts';
import type { SearchIndexSync } from './modules/catalog/search-index-sync.ts';
import { createBotsModule } from './modules/bots/index.ts';
import { createFavoritesModule } from './modules/favorites/index.ts';
import { createCreatorsModule } from './modules/creators/index.ts';
import { catalogImageSource, createMediaModule } from './modules/media/index.ts';
import type { ServerModule } from './modules/module.ts';
import { createReferenceModule } from './modules/reference/index.ts';
import { createProductSource } from './modules/product-source/index.ts';
import { createAppDownloadModule } from './modules/app-download/index.ts';
import { createSeoModule } from './modules/seo/index.ts';
import { createShopsModule } from './modules/shops/index.ts';
import { createUploadLookup, createUploadsModule } from './modules/uploads/index.ts';
import { createImageSearchService, describeUpload, SIMILARITY_THRESHOLD, type ImageSearchService } from './modules/image-search/index.ts';
import { createStorage } from './storage/index.ts';
import { createPageCache } from './web/page-cache.ts';
import { webPlugin, type WebOptions } from './web/plugin.ts';
import { BASELINE_HEADERS } from './web/security-headers.ts';

export const API_BODY_LIMIT = 1024 * 1024;
const INTERNAL_HEADER = 'x-haulbridge-internal';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (server/jobs/): started by its first job, or by server/main.ts once migrated; stopped on close. */
    jobs: JobQueue;
    /** Search by image (server/modules/image-search): its index, the backfill. */
    imageSearch: ImageSearchService;
    /** The in-process search index (server/modules/catalog/search-index-sync.ts), or null when SEARCH_INDEX is off. */
    searchIndex: SearchIndexSync | null;
    /**
     * The transport of a page render's API calls (`fetch`: direct for the public reads of a visitor without a session,
     * else `viaHttp`, `app.inject`), and the direct calls themselves (docs/decisions/032).
     */
    pageApi: { fetch: WebOptions['apiFetch']; viaHttp: WebOptions['apiFetch']; directCalls: DirectCalls };
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  /** The React Router build; absent in API-only tests. */
  web?: Omit<WebOptions, 'config' | 'apiFetch' | 'catalogIsDemo'>;
  logger?: FastifyServerOptions['logger'];
  /** false until migrations and seeds have run; /healthz and every request answer 503 before. */
  isReady?: () => boolean;
  /** Replacements for the account module's outside world (tests: a recording mail outbox, a local Google verifier, a clock). */
  accounts?: AccountOverrides;
  /**
   * The job queue (server/jobs/); by default one on `database` (`app.jobs`), started by its first job or by the
   * caller (server/main.ts starts it after migrating). With JOBS=inline this process works every job type.
   */
  jobs?: JobQueue;
  /** How the bots module reaches Discord's API (default: global fetch). */
  discordFetch?: typeof fetch;
  /** The one clock of activity status and registrations (tests move it by hand). */
  now?: () => Date;
};

/**
 * Fastify's own hop count trusts nobody (it cannot tell a proxy from a client that talks to us directly); ours
 * trusts the nearest `hops` addresses, which is right when the server is reachable only through those proxies (README).
 */
function trustProxyOption(setting: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** Every error logged goes through loggableError: no query parameters, no raw control characters. */
function loggerWithSafeErrors(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = typeof logger === 'object' ? logger : {};
  return { ...options, serializers: { ...options.serializers, err: loggableError } };
}

/** The composition root: external plugins, then our HTTP layer, then the modules. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const isReady = deps.isReady ?? (() => true);
  const app = Fastify({
    logger: loggerWithSafeErrors(deps.logger),
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: API_BODY_LIMIT,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // One structured line per request (method, path, status, ms; the client on API calls). Callback hooks:
  // an async hook or a listener per request is measurable on a cached API call (bench/api.ts).
  const logRequest = (request: FastifyRequest, status: number, ms?: number) => {
    const client = request.client && { platform: request.client.platform, version: request.client.version && escapeControls(request.client.version) };
    const entry = { method: request.method, path: escapeControls(request.url), status, ...(ms === undefined ? {} : { ms: Math.round(ms * 10) / 10 }), ...client };
    if (status >= 500) request.log.error(entry, 'request');
    else request.log.info(entry, 'request');
  };
  app.addHook('onResponse', (request, reply, done) => {
    logRequest(request, reply.statusCode, reply.elapsedTime);
    done();
  });
  // 499: the client went away before the answer was sent.
  app.addHook('onRequestAbort', (request, done) => {
    logRequest(request, 499);
    done();
  });

  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(BASELINE_HEADERS);
    done();
  });

  app.get('/healthz', async (_request, reply) =>
    isReady() ? { status: 'ok' } : reply.status(503).send({ status: 'starting' }),
  );
  app.addHook('onRequest', (request, reply, done) => {
    if (isReady() || request.url === '/healthz') return done();
    reply
      .status(503)
      .header('retry-after', '5')
      .send({ code: 503, msg: apiMessage(request, 'unavailable'), data: { reason: 'starting' } });
  });

  // Dynamic answers (SSR HTML, API JSON) favour speed; static assets are precompressed at build time. Answers up to
  // 32 kB (API answers) are compressed in one call before @fastify/compress sees them; its streams cost more than
  // the compression itself for those (docs/decisions/018, "Sixth session"). Those small answers use brotli's fast
  // quality 3: on a 7.5 kB goods page 0.10 ms against 0.32 ms at 5, for 9 % more bytes (~250) (decision 018, "Twelfth
  // pass"); at 5 it was an eighth of the event loop's time in cold name searches.
  const compression = { threshold: 1024, brotliQuality: 5, gzipLevel: 6 };
  registerSmallAnswerCompression(app, { ...compression, brotliQuality: 3, maxBytes: 32 * 1024 });
  await app.register(compress, {
    global: true,
    threshold: compression.threshold,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: compression.brotliQuality } },
    zlibOptions: { level: compression.gzipLevel },
  });
  await app.register(fastifyCookie);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Haulbridge API', version: '1.0.0', description: 'Product §7 calls. Every call needs X-NONCE and X-SIGNATURE = md5(X-NONCE + sign key); answers are { code, msg, data }.' },
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

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 }) : null;
  if (redis) app.addHook('onClose', async () => void redis.quit());

  // The modules, in the order their routes are registered. A module needing another's service gets it here.
  const shared = { config, db: database.db, log: app.log };
  const reference = createReferenceModule(shared);
  const favorites = createFavoritesModule(shared);
  // One Storage (DATA_DIR/uploads; S3-compatible later, server/storage) behind uploads, thumbnails and search by image.
  const storage = createStorage(config);
  const imageSearch = createImageSearchService({ db: database.db, source: catalogImageSource(storage), findUpload: createUploadLookup(database.db), backfillGoods: config.IMAGE_BACKFILL_GOODS });
  const creators = createCreatorsModule({ ...shared, now: deps.now });
  const catalog = createCatalogModule({ ...shared, databaseUrl: database.raw.kind === 'postgres' ? database.raw.url : undefined, reference: reference.service, collectedAmong: favorites.service.collectedAmong, findCreatorCode: creators.service.findCreatorCode, findCreatorName: creators.service.creatorName, imageSearch: { search: imageSearch.search, threshold: SIMILARITY_THRESHOLD } });
  const jobs = deps.jobs ?? createAppJobQueue({ database, log: app.log });
  if (config.JOBS === 'inline') await workEveryJob(jobs, { config, log: app.log, db: database.db, imageSearch });
  app.decorate('jobs', jobs);
  app.decorate('imageSearch', imageSearch);
  app.decorate('searchIndex', catalog.searchIndex);
  const accounts = createAccountsModule({ ...shared, redis, jobs, overrides: deps.accounts });
  const uploads = createUploadsModule({ ...shared, storage, ipHashSecret: loadAuthSecret(config), describeForSearch: describeUpload });
  const shops = createShopsModule({ ...shared, productSource: createProductSource(config, { db: database.db }), jobs, uploads: uploads.service, collectedAmong: favorites.service.collectedAmong });
  const activities = createActivitiesModule({ ...shared, uploads: uploads.service, agentOffers: catalog.service.goodsAgentList, now: deps.now });
  const bots = createBotsModule({ ...shared, uploads: uploads.service, catalog: catalog.service, reference: reference.service, serverSecret: loadAuthSecret(config), fetch: deps.discordFetch });
  const registrations = createRegistrationsModule({ ...shared, activities: activities.service, shops: shops.service, mail: deps.accounts?.mail ?? queuedMailOutbox(jobs), now: deps.now });
  const applications = createApplicationsModule({ ...shared, mail: deps.accounts?.mail ?? queuedMailOutbox(jobs) });
  // Pages shared by anonymous visitors (docs/decisions/020); an operator's change clears them with the API caches.
  const pageCache = createPageCache(config.PAGE_CACHE_TTL_S);
  const admin = createAdminModule({
    ...shared,
    invalidateRates: () => { reference.service.clearCache(); pageCache.clear(); },
    invalidateAgents: () => { reference.service.clearCache(); catalog.service.clearRegistry(); pageCache.clear(); },
    invalidatePages: () => pageCache.clear(),
    activities: activities.service,
    buyers: activities.buyers,
    registrations: registrations.service,
    applications: applications.service,
  });
  const modules: ServerModule<unknown>[] = [accounts, reference, catalog, favorites, creators, uploads, shops, activities, registrations, applications, bots, createMediaModule({ ...shared, storage }), createSeoModule(shared), createAppDownloadModule(shared), admin, createAssistantModule({ ...shared, catalog: catalog.service })];
  // On close: the modules' work in flight (which may still queue jobs), then the queue (waiting for its running jobs).
  app.addHook('onClose', async () => {
    for (const module of modules) if (module.close) await module.close();
    imageSearch.stop();
    await jobs.stop();
  });

  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        global: true,
        max: config.RATE_LIMIT_PER_MINUTE,
        allowList: (request) => isInternal(request),
        timeWindow: 60_000,
        ...(redis ? { redis, nameSpace: 'hb-rl-api-' } : { store: SnapshotLocalStore }),
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
      registerSessions(api, { sessions: accounts.sessions, idleMs: config.SESSION_IDLE_DAYS * 86_400_000 });
      for (const module of modules) if (module.routes) await api.register(module.routes);
    },
    { prefix: '/api' },
  );
  // Images and crawler files: outside the signed API (<img> and crawlers load them).
  for (const module of modules) if (module.publicRoutes) await app.register(module.publicRoutes);

  // What a page render's loaders call (docs/decisions/002): the API in-process through `inject`, and its public reads
  // for a visitor without a session answered by the services directly (docs/decisions/032).
  const viaHttp: WebOptions['apiFetch'] = async (path, init) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { ...init.headers, 'content-type': 'application/json', [INTERNAL_HEADER]: internalSecret },
      payload: JSON.stringify(init.body ?? {}),
      ...(init.clientIp ? { remoteAddress: init.clientIp } : {}),
    });
    const setCookie = res.headers['set-cookie'];
    const setCookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)];
    return { status: res.statusCode, body: res.body, setCookies };
  };
  const directCalls: DirectCalls = Object.assign({}, ...modules.map((module) => module.directCalls ?? {}));
  const apiFetch: WebOptions['apiFetch'] = directTransport(directCalls, viaHttp);
  app.decorate('pageApi', { fetch: apiFetch, viaHttp, directCalls });

  const webDeps = deps.web;
  if (webDeps) {
    await app.register(async (web) => {
      // Pages are rate-limited per IP too, more generously than API calls; hashed assets are not.
      await web.register(rateLimit, {
        global: true,
        max: config.RATE_LIMIT_PER_MINUTE * 2,
        allowList: (request) => request.url.startsWith('/assets/'),
        timeWindow: 60_000,
        ...(redis ? { redis, nameSpace: 'hb-rl-web-' } : { store: SnapshotLocalStore }),
      });
      await web.register(webPlugin, { ...webDeps, config, apiFetch, catalogIsDemo: () => catalog.service.hasDemoGoods(), pageCacheTtlS: config.PAGE_CACHE_TTL_S, pageCache });
    });
  }
  return app;
}
