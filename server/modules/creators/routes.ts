import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isbot } from 'isbot';
import { z } from 'zod';
import { CREATOR_PATH, CreatorCodeAddSchema, CreatorCodeDeleteSchema, CreatorCodeEditSchema, AffiliateOverviewSchema, CreatorCodeSchema } from '../../../core/creator-codes.ts';
import { OUTBOUND_PREFIX } from '../../../core/outbound.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { apiMessage } from '../../http/i18n.ts';
import { requireAuth } from '../../http/session.ts';
import type { CreatorsService } from './service.ts';

/**
 * The affiliate calls (product §7 `S/add/agent/inviteCode`, `S/edit/user/agent`, `S/delete/user/agent`; issue 15 §1).
 * Private: the session hook has already answered 401/402. Thin: schema → service → envelope.
 */
export function creatorRoutes(service: CreatorsService) {
  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['creators'];

    r.post(`/${CREATOR_PATH.list}`,
      { schema: { tags, summary: "The user's referral codes, one per agent, with their share link", body: z.object({}), response: { 200: envelopeOf(z.array(CreatorCodeSchema)) } } },
      async (request) => ok(request, await service.list(requireAuth(request).userId)));

    r.post(`/${CREATOR_PATH.add}`,
      { schema: { tags, summary: 'Add the user\'s referral code at an agent (checked against the agent\'s code form); msg: "Add Affiliate Platform Successfully"', body: CreatorCodeAddSchema, response: { 200: envelopeOf(CreatorCodeSchema) } } },
      async (request) => ({ code: 0, msg: apiMessage(request, 'affiliateAdded'), data: await service.add(requireAuth(request).userId, request.body) }));

    r.post(`/${CREATOR_PATH.edit}`,
      { schema: { tags, summary: 'Change one of the user\'s referral codes; msg: "Update Affiliate Platform Successfully"', body: CreatorCodeEditSchema, response: { 200: envelopeOf(CreatorCodeSchema) } } },
      async (request) => ({ code: 0, msg: apiMessage(request, 'affiliateUpdated'), data: await service.edit(requireAuth(request).userId, request.body) }));

    r.post(`/${CREATOR_PATH.remove}`,
      { schema: { tags, summary: 'Delete one of the user\'s referral codes; msg: "Delete Affiliate Platform Successfully"', body: CreatorCodeDeleteSchema, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await service.remove(requireAuth(request).userId, request.body.id);
        return { code: 0, msg: apiMessage(request, 'affiliateDeleted'), data: null };
      });

    r.post(`/${CREATOR_PATH.overview}`,
      { schema: { tags, summary: "The user's share link, the agents that take codes and the buy clicks of the last 30 days (UTC)", body: z.object({}), response: { 200: envelopeOf(AffiliateOverviewSchema) } } },
      async (request) => ok(request, await service.overview(requireAuth(request).userId)));
  };
}

/** A request a person did not make: a crawler or link preview, a prefetch, a HEAD. Followed, never counted. */
export function isAutomated(request: FastifyRequest): boolean {
  const header = (name: string) => String(request.headers[name] ?? '').toLowerCase();
  const userAgent = header('user-agent');
  return request.method !== 'GET' || userAgent === '' || isbot(userAgent) || header('sec-purpose').includes('prefetch') || header('purpose') === 'prefetch' || header('x-moz') === 'prefetch';
}

/**
 * `GET /go/{agentId}?u=<buy link>&c=<invite code>` (issue 15 §1): 302 to the buy link when it is exactly one the
 * agent's registry row builds, counting the click for the creator whose code it carries; 404 otherwise (no open
 * redirect). Outside the signed API: a plain link opens it. Never cached, never indexed.
 */
export function outboundRoutes(service: CreatorsService) {
  return async function routes(app: FastifyInstance) {
    app.get<{ Params: { agentId: string }; Querystring: { u?: unknown; c?: unknown } }>(`${OUTBOUND_PREFIX}:agentId`, async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
      const agentId = /^\d{1,9}$/.test(request.params.agentId) ? Number(request.params.agentId) : NaN;
      const { u, c } = request.query;
      const inviteCode = typeof c === 'string' && c.length <= 64 ? c : undefined;
      const target = Number.isFinite(agentId) && typeof u === 'string' ? await service.click({ agentId, url: u, inviteCode, automated: isAutomated(request), address: request.ip }) : null;
      if (!target) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.redirect(target, 302);
    });
  };
}
