import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_CODE } from '../../core/api.ts';
import { DomainError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The API's catch-all for unknown paths: no signature check, answers 404. */
    unknownApiPath?: boolean;
  }
}
import { apiMessage, isApiMessageKey } from './i18n.ts';

function send(reply: FastifyReply, request: FastifyRequest, status: number, code: number, key: string, data: unknown = null, vars?: Record<string, string | number>) {
  // Serialized here, not by the route's success schema.
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify({ code, msg: apiMessage(request, key, vars), data }));
}

/**
 * A service's typed error as the envelope says it, in the caller's language: `msg` and each of `data.fields` translated
 * here, nowhere else (the error handler below and the render's direct calls, server/http/direct.ts).
 */
export function domainErrorEnvelope(error: DomainError, translate: (key: string, vars?: Record<string, string | number>) => string) {
  const fields = error.fields && Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, translate(key)]));
  const data =
    error.reason === undefined && !fields && !error.extra
      ? null
      : { ...(error.reason === undefined ? {} : { reason: error.reason }), ...(fields ? { fields } : {}), ...error.extra };
  return { code: error.code, msg: translate(error.msgKey, error.vars), data };
}

function sendDomainError(reply: FastifyReply, request: FastifyRequest, error: DomainError) {
  const envelope = domainErrorEnvelope(error, (key, vars) => apiMessage(request, key, vars));
  return reply.status(error.httpStatus).type('application/json; charset=utf-8').send(JSON.stringify(envelope));
}

type ZodLikeIssue = { path?: (string | number)[]; instancePath?: string; message?: string; code?: string };

/** A schema's own message when it names an `api` catalogue key (core/*-schemas.ts), else one by issue kind. */
function issueMessageKey(issue: ZodLikeIssue): string {
  if (issue.message && isApiMessageKey(issue.message)) return issue.message;
  if (issue.code === 'too_big') return 'tooLong';
  if (issue.code === 'invalid_type') return 'required';
  return 'invalid';
}

/** Field → translated message for a schema validation failure (fastify-type-provider-zod issues). */
function validationFields(request: FastifyRequest, issues: ZodLikeIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = (issue.path?.join('.') || issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || 'body') as string;
    if (fields[field]) continue;
    fields[field] = apiMessage(request, issueMessageKey(issue));
  }
  return fields;
}

/**
 * The one error mapper of the API (product §D4): typed domain errors become their envelope code,
 * transport failures their real HTTP status, anything unexpected a logged 500 with a generic
 * translated message and nothing internal.
 */
export function registerApiErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) return sendDomainError(reply, request, error);
    const rateLimited = error as unknown as { statusCode?: number; code?: unknown; msg?: string; data?: unknown };
    if (rateLimited.statusCode === 429 && rateLimited.code === API_CODE.tooManyRequests) {
      return reply.status(429).type('application/json; charset=utf-8').send(JSON.stringify({ code: rateLimited.code, msg: rateLimited.msg, data: rateLimited.data }));
    }
    if (error.validation) {
      const issues = error.validation as unknown as ZodLikeIssue[];
      return send(reply, request, 200, API_CODE.invalid, 'invalid', { fields: validationFields(request, issues) });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, request, 400, API_CODE.invalid, 'malformedJson', { reason: 'malformed_json' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, request, 413, 413, 'bodyTooLarge', { reason: 'body_too_large' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, request, 415, 415, 'unsupportedMediaType', { reason: 'unsupported_media_type' });
    }
    if (error.statusCode === 400 && error instanceof SyntaxError) {
      return send(reply, request, 400, API_CODE.invalid, 'malformedJson', { reason: 'malformed_json' });
    }
    request.log.error({ err: error, method: request.method, path: request.url }, 'request failed');
    return send(reply, request, 500, API_CODE.internal, 'internal');
  });

  const unknownPath = (request: FastifyRequest, reply: FastifyReply) =>
    send(reply, request, 404, API_CODE.notFound, 'apiNotFound', { reason: 'unknown_api_path' });
  app.setNotFoundHandler(unknownPath);
  // Claims every other /api path from the web app's catch-all, so it answers the JSON envelope.
  app.all('/*', { schema: { hide: true }, config: { unknownApiPath: true } }, unknownPath);
}
