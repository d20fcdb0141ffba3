import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@react-router/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { ServerBuild } from 'react-router';
import { COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '../../core/constants.ts';
import { localeRedirect } from '../../core/locale.ts';
import type { Config } from '../config.ts';
import { htmlSecurityHeaders, makeNonce } from './security-headers.ts';

export type ApiFetch = (path: string, init: { body: unknown; headers: Record<string, string> }) => Promise<{ status: number; body: string }>;

export type WebOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client, served as static files; null in dev (Vite serves assets). */
  clientDir: string | null;
  buildId: string;
  /** Vite's middlewares in `npm run dev`. */
  devMiddleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  config: Config;
  apiFetch: ApiFetch;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isHttps(request: FastifyRequest, origin: string) {
  return request.protocol === 'https' || origin.startsWith('https://');
}

/**
 * The web app: static assets with long-lived cache headers, then every other path through React
 * Router SSR in its own encapsulated context (TOOLCHAIN.md: no body parsing, hijacked reply).
 */
export async function webPlugin(app: FastifyInstance, options: WebOptions) {
  const { config } = options;
  if (options.clientDir) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const rel = path.relative(options.clientDir!, filePath);
        res.setHeader('cache-control', rel.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'public, max-age=0, must-revalidate');
        res.setHeader('x-content-type-options', 'nosniff');
      },
    });
  }

  await app.register(async (ssr) => {
    ssr.removeAllContentTypeParsers();
    ssr.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // The load context of each request travels to getLoadContext through async-local storage.
    const requestContext = new AsyncLocalStorage<Record<string, unknown>>();
    const listener = createRequestListener({
      build: options.build,
      mode: config.NODE_ENV === 'production' ? 'production' : 'development',
      getLoadContext: () => requestContext.getStore() as never,
    });

    ssr.all('/*', async (request, reply) => {
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
      if (isDocument && /^\/en(\/|$)/.test(url.pathname)) {
        return reply.redirect((url.pathname.replace(/^\/en/, '') || '/') + url.search, 301);
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
            reply.setCookie(COOKIE.language, target.locale, { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE_S, sameSite: 'lax' });
          }
          return reply.header('vary', 'Cookie, Accept-Language').redirect(target.location, 302);
        }
      }

      const nonce = makeNonce();
      const security = htmlSecurityHeaders({ nonce, https: isHttps(request, config.PUBLIC_ORIGIN), analytics: Boolean(config.PUBLIC_GA_ID) });
      // Vite's dev client injects inline scripts without our nonce: no CSP in `npm run dev`.
      if (options.devMiddleware) delete security['content-security-policy'];
      for (const [name, value] of Object.entries(security)) reply.raw.setHeader(name, value);
      reply.raw.setHeader('vary', 'Cookie, Accept-Language');
      const context = {
        nonce,
        origin: config.PUBLIC_ORIGIN,
        buildId: options.buildId,
        gaId: config.PUBLIC_GA_ID ?? null,
        signKey: config.SIGN_KEY,
        apiFetch: options.apiFetch,
        clientIp: request.ip,
      };
      reply.hijack();
      await requestContext.run(context, () => listener(request.raw, reply.raw));
    });
  });
}
