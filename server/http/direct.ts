/**
 * A page render's own API calls answered by the services directly (docs/decisions/032): the public reads a page makes
 * for a visitor without a session skip the HTTP round trip of `app.inject` (request and reply objects, routing, hooks,
 * headers) but keep what decides the answer — the route's own body schema and the same service call — and answer the
 * same envelope. Anything else (a session, a refused body, an error) goes through `inject` as before, so refusals and
 * errors still come out of the one error mapper.
 */
import { fastifyCookie } from '@fastify/cookie';
import type { z } from 'zod';
import { COOKIE } from '../../core/constants.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../core/locale.ts';
import { DomainError } from '../errors.ts';
import type { RequestReads } from '../modules/request-reads.ts';
import { domainErrorEnvelope } from './error-handler.ts';
import { apiMessageIn } from './i18n.ts';
import type { VisitorContext } from './visitor.ts';

/** What a direct call knows of its caller: a visitor without a session, and the reads its page render shares. */
export type DirectContext = VisitorContext & { userId: null; reads?: RequestReads };

/** One public read: the route's body schema and what its handler answers in the envelope's `data`. */
export type DirectCall = { body: z.ZodType; run: (body: never, ctx: DirectContext) => Promise<unknown> };

/** API path (without `/api/`) → its direct call. */
export type DirectCalls = Record<string, DirectCall>;

/** A call's schema and handler, typed together. */
export function directCall<S extends z.ZodType>(body: S, run: (body: z.output<S>, ctx: DirectContext) => Promise<unknown>): DirectCall {
  return { body, run: run as DirectCall['run'] };
}

type Init = { body: unknown; headers: Record<string, string>; clientIp?: string; reads?: RequestReads };
type Answer = { status: number; body: string; setCookies?: string[] };

/** The header of `name` whatever its case (the API client writes `X-TOKEN`, `language`). */
function header(headers: Record<string, string>, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

/** The `language` header as the API reads it (server/http/i18n.ts `requestLocale`). */
function localeOf(value: string | undefined): Locale {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : DEFAULT_LOCALE;
}

/** A cookie value as the lists take it (server/http/visitor.ts): absent when empty or longer than any real one. */
const cookieValue = (value: string | undefined) => (value && value.length <= 200 ? value : undefined);

/**
 * The in-process transport: `calls` answered directly for callers without a session token, everything else by
 * `viaHttp` (`app.inject`). A typed error of the call's service is answered with the error handler's envelope; a call
 * whose body its schema refuses, or that fails unexpectedly, is asked again through `viaHttp`, whose answer is then the
 * one the page gets (the same error envelope as from a browser).
 */
export function directTransport(calls: DirectCalls, viaHttp: (path: string, init: Init) => Promise<Answer>) {
  return async (path: string, init: Init): Promise<Answer> => {
    const call = calls[path];
    if (!call) return viaHttp(path, init);
    // Read as the API's cookie plugin reads them (request.cookies).
    const cookies = fastifyCookie.parse(header(init.headers, 'cookie') ?? '');
    // A session (the web app's cookie or a native client's header) is decided by the session hook: through HTTP.
    if (cookies[COOKIE.token] || header(init.headers, 'x-token')) return viaHttp(path, init);
    const parsed = call.body.safeParse(init.body ?? {});
    if (!parsed.success) return viaHttp(path, init);
    const locale = localeOf(header(init.headers, 'language'));
    const ctx: DirectContext = {
      locale,
      clientIp: init.clientIp ?? '127.0.0.1',
      curAgent: cookieValue(cookies[COOKIE.curAgent]),
      inviteCode: cookieValue(cookies[COOKIE.inviteCode]),
      userId: null,
      ...(init.reads ? { reads: init.reads } : {}),
    };
    let data: unknown;
    try {
      data = await call.run(parsed.data as never, ctx);
    } catch (error) {
      // A typed refusal (a product that does not exist) is answered as the error handler answers it; anything
      // unexpected goes through HTTP, where it is logged and answered by the one error mapper.
      if (error instanceof DomainError) {
        return { status: error.httpStatus, body: JSON.stringify(domainErrorEnvelope(error, (key, vars) => apiMessageIn(locale, key, vars))), setCookies: [] };
      }
      return viaHttp(path, init);
    }
    return { status: 200, body: JSON.stringify({ code: 0, msg: apiMessageIn(locale, 'ok'), data }), setCookies: [] };
  };
}
