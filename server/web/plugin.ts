import type { IncomingMessage, ServerResponse } from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '../../core/constants.ts';
import { localeRedirect } from '../../core/locale.ts';
import { appListingUrlWithMarker } from '../../core/promotions.ts';
import { sameOriginPath } from '../../core/safe-redirect.ts';
import type { Config } from '../config.ts';
import { createCommonCatalogues } from './common-catalogue.ts';
import { acceptsEncoding, createPageCache, inlineScriptHashes, PageCache, pageCacheKey, RenderSlots, SharedAnswers, withoutNonce } from './page-cache.ts';
import { htmlSecurityHeaders, makeNonce } from './security-headers.ts';

/** Same shape as the app's ApiTransport (app/lib/load-context.ts). */
export type ApiFetch = (
  path: string,
  /** `reads`: what the calls of one page render read once and share (docs/decisions/032). */
  init: { body: unknown; headers: Record<string, string>; clientIp?: string; reads?: Map<string, Promise<unknown>> },
) => Promise<{ status: number; body: string; setCookies?: string[] }>;

export type WebOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client, served as static files; null in dev (Vite serves assets). */
  clientDir: string | null;
  buildId: string;
  /** Vite's middlewares in `npm run dev`. */
  devMiddleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  config: Config;
  apiFetch: ApiFetch;
  /** Whether the catalog holds generated demo listings (the footer then says so). */
  catalogIsDemo?: () => Promise<boolean>;
  /** How long anonymous visitors share a rendered page (docs/decisions/020); 0 or absent: never. */
  pageCacheTtlS?: number;
  /** The shared pages, when the app clears them (operators' changes); else one is made from `pageCacheTtlS`. */
  pageCache?: PageCache;
};

/** Pages answer per visitor: never kept by a shared cache, always asked again by the browser. */
const PAGE_CACHE_CONTROL = 'private, no-cache';
const VARY = 'Cookie, Accept-Language';

/** Page renders at once (RenderSlots): the embedded database has one connection and the server one event loop. */
const RENDER_SLOTS = 4;

/** A page load whose visitor left before its render's turn came. */
class VisitorGone extends Error {}

/** Nothing to answer: the connection is gone already. */
function abandon(reply: FastifyReply) {
  reply.hijack();
  reply.raw.destroy();
}

/** Whether a rendered answer may be shared with other anonymous visitors: a complete 200 HTML page that sets no cookie. */
function shareable(response: Response) {
  return (
    response.status === 200 &&
    Boolean(response.body) &&
    !response.headers.has('set-cookie') &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

function isHttps(request: FastifyRequest, origin: string) {
  return request.protocol === 'https' || origin.startsWith('https://');
}

/**
 * The web app: static assets with long-lived cache headers, then every other path through React
 * Router SSR in its own encapsulated context (TOOLCHAIN.md: no body parsing). React Router's Fetch
 * Response is sent through the Fastify reply, so compression and the security headers apply.
 */
export async function webPlugin(app: FastifyInstance, options: WebOptions) {
  const { config } = options;
  if (options.clientDir) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      wildcard: false,
      index: false,
      cacheControl: false, // ours below: @fastify/static would overwrite setHeaders' cache-control
      preCompressed: true, // .br/.gz written at build time (scripts/postbuild.mjs)
      setHeaders(res, filePath) {
        const rel = path.relative(options.clientDir!, filePath);
        res.setHeader('cache-control', rel.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'public, max-age=0, must-revalidate');
        res.setHeader('x-content-type-options', 'nosniff');
      },
    });
  }

  const stylesheet = builtStylesheets(config.STYLESHEET === 'inline' ? options.clientDir : null);
  // The `common` catalogue of each locale at a hashed address, kept by browsers for a year (docs/decisions/020).
  const catalogues = createCommonCatalogues();
  app.get('/i18n/:file', async (request, reply) => {
    const found = catalogues.lookup(new URL(request.url, 'http://internal').pathname);
    if (!found) return reply.status(404).send();
    const { file, current } = found;
    // An address of another build (a tab open across a deploy) gets today's texts, not kept.
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('cache-control', current ? IMMUTABLE : 'no-cache');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('vary', 'Accept-Encoding');
    const accept = request.headers['accept-encoding'];
    const encoding = acceptsEncoding(accept, 'br') ? 'br' : acceptsEncoding(accept, 'gzip') ? 'gzip' : null;
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? file[encoding] : file.json);
  });
  // What the shell's promotions link to (product §2 "Global shell"), from the configuration.
  const shellPromotions = {
    appListingUrl: config.APP_STORE_URL ? appListingUrlWithMarker(config.APP_STORE_URL) : null,
    communityInviteUrl: config.DISCORD_INVITE_URL ?? null,
  };
  const pageCache = options.pageCache ?? createPageCache(options.pageCacheTtlS ?? 0);
  const renderSlots = new RenderSlots(RENDER_SLOTS);
  // The root loader's reference answers, shared by anonymous renders as long as a page is, and cleared with the pages.
  const sharedAnswers = new SharedAnswers({ ttlMs: pageCache.ttlMs, maxEntries: 64 });
  pageCache.onClear(() => sharedAnswers.clear());

  await app.register(async (ssr) => {
    // The body stays unread: React Router reads it from the raw request (form posts, actions).
    ssr.removeAllContentTypeParsers();
    ssr.addContentTypeParser('*', (_request, _payload, done) => done(null));
    let handler: ReturnType<typeof createRequestHandler> | null = null;
    const mode = config.NODE_ENV === 'production' ? 'production' : 'development';
    const handle = async (fetchRequest: Request, context: AppLoadContext) => {
      if (typeof options.build === 'function') return createRequestHandler(await options.build(), mode)(fetchRequest, context);
      handler ??= createRequestHandler(options.build, mode);
      return handler(fetchRequest, context);
    };

    ssr.all('/*', async (request, reply) => {
      // A method the Fetch API cannot carry (TRACE, CONNECT, TRACK …) is not one a page answers.
      if (!PAGE_METHODS.has(request.method)) return reply.header('allow', [...PAGE_METHODS].join(', ')).status(405).send();
      // `//host/…` or `/\host/…` would be read as another host by the URL parser and by browsers: answer the same path on this origin.
      if (/^[/\\][/\\]/.test(request.url)) return reply.redirect(sameOriginPath(request.url), 301);
      const url = new URL(request.url, 'http://internal');
      // Only page loads are redirected — never React Router's data (`.data`) or manifest (`/__manifest`) fetches.
      const isDocument =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !url.pathname.endsWith('.data') &&
        !url.pathname.startsWith('/__') &&
        (request.headers.accept ?? 'text/html').includes('text/html');
      const userAgent = request.headers['user-agent'] ?? '';

      if (options.devMiddleware && /^\/(@|node_modules\/|app\/|core\/)|\.(?!data$)\w+$/.test(url.pathname)) {
        reply.hijack();
        await new Promise<void>((resolve) => options.devMiddleware!(request.raw, reply.raw, resolve));
        if (!reply.raw.writableEnded) reply.raw.writeHead(404).end();
        return;
      }

      // `/en/…` is the unprefixed English URL.
      if ((request.method === 'GET' || request.method === 'HEAD') && !url.pathname.endsWith('.data') && /^\/en(\/|$)/.test(url.pathname)) {
        return reply.redirect(sameOriginPath(url.pathname.slice(3)) + url.search, 301);
      }
      if (isDocument && !isbot(userAgent)) {
        const target = localeRedirect({
          pathname: url.pathname,
          search: url.search,
          cookieLocale: request.cookies[COOKIE.language],
          acceptLanguage: request.headers['accept-language'],
        });
        if (target) {
          if (target.setCookie) {
            reply.setCookie(COOKIE.language, target.locale, { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE_S, sameSite: 'lax', secure: isHttps(request, config.PUBLIC_ORIGIN) });
          }
          return reply.header('vary', 'Cookie, Accept-Language').redirect(sameOriginPath(target.location), 302);
        }
      }

      const https = isHttps(request, config.PUBLIC_ORIGIN);
      const pageLoad = request.method === 'GET' && isDocument;
      // The visitor closed the connection (gave up waiting).
      const gone = () => reply.raw.destroyed || request.raw.socket?.destroyed === true;
      const securityFor = (scripts: { nonce: string } | { hashes: string[] }) => {
        const security = htmlSecurityHeaders({ ...scripts, https, analytics: Boolean(config.PUBLIC_GA_ID), googleSignIn: Boolean(config.GOOGLE_CLIENT_ID) });
        // Vite's dev client injects inline scripts without our nonce: no CSP in `npm run dev`.
        if (options.devMiddleware) delete security['content-security-policy'];
        return security;
      };
      // When the page's render began (entry.server.tsx): the time before it is the loaders' (Server-Timing `data`).
      const timing: { htmlStart?: number } = {};
      const render = async (nonce: string, detached: boolean, abandoned: () => boolean = () => false) => {
        // A page load waits for one of a few render slots; one nobody waits for any more when its turn comes is not
        // rendered (docs/decisions/020, fourth pass). Held until the page's first byte (loaders and shell).
        const release = pageLoad ? await renderSlots.acquire() : () => {};
        if (abandoned()) {
          release();
          throw new VisitorGone();
        }
        try {
          return await renderNow(nonce, detached);
        } finally {
          release();
        }
      };
      const renderNow = async (nonce: string, detached: boolean) => {
        // Asked only when rendering: a cached answer needs none of it.
        const demoCatalog = options.catalogIsDemo ? await options.catalogIsDemo().catch(() => false) : false;
        const context = {
          nonce,
          origin: config.PUBLIC_ORIGIN,
          buildId: options.buildId,
          gaId: config.PUBLIC_GA_ID ?? null,
          signKey: config.SIGN_KEY,
          // The render's calls share their reads (a product page reads its goods row once).
          apiFetch: ((reads: Map<string, Promise<unknown>>) => (path: string, init: Parameters<ApiFetch>[1]) => options.apiFetch(path, { ...init, reads }))(new Map()),
          clientIp: request.ip,
          demoCatalog,
          googleClientId: config.GOOGLE_CLIENT_ID ?? null,
          promotions: shellPromotions,
          secureCookies: https,
          stylesheet,
          commonCatalogueHref: catalogues.href,
          // A render for the page cache is read whole before it is sent (entry.server.tsx renders it whole).
          wholePage: detached,
          sharedAnswers: sharedAnswers.enabled && !options.devMiddleware ? <T>(key: string, load: () => Promise<T>) => sharedAnswers.get(key, load) : null,
          timing,
        };
        return handle(toFetchRequest(request, reply, { detached }), context as unknown as AppLoadContext);
      };

      // Anonymous page loads share a rendered page for a few seconds (docs/decisions/020); everything else renders fresh.
      const cacheKey =
        pageCache.enabled && !options.devMiddleware && request.method === 'GET' && isDocument ? pageCacheKey(request.url, request.headers) : null;
      const started = performance.now();
      const serverTiming = (state: string) => {
        const data = timing.htmlStart === undefined ? '' : `, data;dur=${(timing.htmlStart - started).toFixed(1)}`;
        return `render;dur=${(performance.now() - started).toFixed(1)}${data}, cache;desc=${state}`;
      };
      if (cacheKey) {
        let state = 'hit';
        const held: { own: { response: Response; nonce: string } | { error: unknown } | null } = { own: null };
        // One render made shareable; what is not shareable is kept in `into` for the visitor who asked for it.
        const renderShared = (into: typeof held) => async () => {
          const nonce = makeNonce();
          let response: Response;
          try {
            // Not aborted when this visitor leaves: others may be waiting for the same render.
            // A refresh (`into` is not this visitor's) always runs; a first render only while someone waits for it.
            response = await render(nonce, true, into === held ? () => gone() && pageCache.waiting(cacheKey) === 0 : undefined);
          } catch (error) {
            into.own = { error };
            return null;
          }
          if (!shareable(response)) {
            into.own = { response, nonce };
            return null;
          }
          // Shared by every visitor: the render's nonce goes (`nonce=""`, inert), and the CSP allows the page's
          // inline scripts by their hashes instead, so every answer is the same bytes, compressed once.
          const rendered = Buffer.from(await response.arrayBuffer());
          const html = withoutNonce(rendered, nonce);
          if (!html) {
            into.own = { response: new Response(rendered, { status: response.status, headers: response.headers }), nonce };
            return null;
          }
          const headers: [string, string][] = [
            ...Object.entries({ ...securityFor({ hashes: inlineScriptHashes(html) }), vary: VARY, 'cache-control': PAGE_CACHE_CONTROL }),
            ...[...response.headers].filter(([name]) => name !== 'content-length'),
          ];
          return { html, headers };
        };
        const found = pageCache.get(cacheKey);
        let entry = found?.entry ?? null;
        if (found && !found.fresh) {
          // Past its time to live: this visitor gets it as it is while one render replaces it in the background.
          state = 'stale';
          if (!pageCache.filling(cacheKey)) {
            const refresh: typeof held = { own: null };
            const failed = (error: unknown) => request.log.warn({ err: error }, 'page refresh failed');
            pageCache.fill(cacheKey, renderShared(refresh)).then(() => {
              if (refresh.own && 'error' in refresh.own) failed(refresh.own.error);
            }, failed);
          }
        }
        if (!entry) {
          const filled = await pageCache.fill(cacheKey, renderShared(held));
          entry = filled.entry;
          state = filled.leader ? 'miss' : 'wait';
        }
        const own = held.own;
        if (own && 'error' in own) {
          if (own.error instanceof VisitorGone) return abandon(reply);
          throw own.error;
        }
        if (entry) {
          reply.headers(Object.fromEntries(entry.headers));
          reply.header('server-timing', serverTiming(state));
          // Compressed once per page, not once per answer (@fastify/compress would redo it each time).
          const accept = request.headers['accept-encoding'];
          const encoding = acceptsEncoding(accept, 'br') ? 'br' : acceptsEncoding(accept, 'gzip') ? 'gzip' : null;
          if (encoding) {
            reply.header('content-encoding', encoding).header('vary', `${VARY}, Accept-Encoding`);
            return reply.status(200).send(await PageCache.encoded(entry, encoding));
          }
          return reply.status(200).send(entry.html);
        }
        if (own) {
          reply.headers({ ...securityFor({ nonce: own.nonce }), vary: VARY, 'cache-control': PAGE_CACHE_CONTROL });
          reply.header('server-timing', serverTiming('miss'));
          return sendFetchResponse(reply, own.response);
        }
      }

      const nonce = makeNonce();
      reply.headers({ ...securityFor({ nonce }), vary: VARY, 'cache-control': PAGE_CACHE_CONTROL });
      let response: Response;
      try {
        response = await render(nonce, false, gone);
      } catch (error) {
        if (error instanceof VisitorGone) return abandon(reply);
        throw error;
      }
      reply.header('server-timing', serverTiming(cacheKey ? 'fresh' : 'bypass'));
      return sendFetchResponse(reply, response);
    });
  });
}

/**
 * The built stylesheets' text, read once each, for the pages to inline (docs/decisions/010): only
 * `/assets/*.css` under build/client. Nothing in dev, where Vite serves the stylesheet itself.
 */
function builtStylesheets(clientDir: string | null): (href: string) => string | null {
  const cache = new Map<string, string | null>();
  return (href) => {
    if (!clientDir || !/^\/assets\/[\w.-]+\.css$/.test(href)) return null;
    if (!cache.has(href)) {
      let text: string | null = null;
      try {
        text = fs.readFileSync(path.join(clientDir, href), 'utf8');
      } catch {
        text = null;
      }
      cache.set(href, text);
    }
    return cache.get(href)!;
  };
}

/** The Fastify request as a Fetch Request for React Router, aborted when the client goes away. */
function toFetchRequest(request: FastifyRequest, reply: FastifyReply, { detached = false } = {}): Request {
  const controller = new AbortController();
  if (!detached) reply.raw.once('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/** Sends React Router's Response through Fastify, so compression and hooks apply. */
function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
