/**
 * What the public lists need to know of a caller, and answers written to bytes once (docs/decisions/011): shared by
 * the catalog's and the activities' routes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE } from '../../core/constants.ts';
import type { Locale } from '../../core/locale.ts';
import { ok } from './envelope.ts';
import { requestLocale } from './i18n.ts';

export type VisitorContext = { locale: Locale; clientIp: string; curAgent?: string; inviteCode?: string; userId: number | null };

/** A cookie value as the lists take it: absent when empty or longer than any real one. */
const cookie = (value: string | undefined) => (value && value.length <= 200 ? value : undefined);

/** The caller's language, address, chosen agent, the creator they came by (product §D5) and the signed-in user. */
export function visitorContext(request: FastifyRequest): VisitorContext {
  return {
    locale: requestLocale(request),
    clientIp: request.ip,
    curAgent: cookie(request.cookies[COOKIE.curAgent]),
    inviteCode: cookie(request.cookies[COOKIE.inviteCode]),
    userId: request.auth?.userId ?? null,
  };
}

/**
 * Answers written once: a service hands every visitor who is not signed in the same page object while its list is
 * cached, so its envelope is serialized to bytes on first use and those bytes are sent as they are afterwards
 * (bench/api.ts: serializing a 20-card page was a fifth of the call). Keyed by the object, so a page that is rebuilt
 * or built for one caller is serialized anew.
 */
export function makeAnswerBytes() {
  const written = new WeakMap<object, { msg: string; bytes: Buffer }>();
  return <T extends object>(request: FastifyRequest, reply: FastifyReply, data: T) => {
    const answer = ok(request, data);
    let entry = written.get(data);
    if (entry?.msg !== answer.msg) written.set(data, (entry = { msg: answer.msg, bytes: Buffer.from(JSON.stringify(answer)) }));
    return reply.type('application/json; charset=utf-8').send(entry.bytes);
  };
}
