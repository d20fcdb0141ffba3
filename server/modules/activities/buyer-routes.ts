import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACTIVITY_BUYER_PATH, ActivityGoodsListRequestSchema, ActivityGoodsPageSchema, GroupBuyInfoRequestSchema, GroupBuyInfoSchema, JoinAnswerSchema, JoinRequestSchema, ShellActivitiesSchema } from '../../../core/activity-buyer-schemas.ts';
import { COOKIE } from '../../../core/constants.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/i18n.ts';
import { requireAuth } from '../../http/session.ts';
import type { ActivityBuyerService, BuyerContext } from './buyer-service.ts';

const cookie = (value: string | undefined) => (value && value.length <= 200 ? value : undefined);

function contextOf(request: FastifyRequest): BuyerContext {
  return {
    locale: requestLocale(request),
    clientIp: request.ip,
    curAgent: cookie(request.cookies[COOKIE.curAgent]),
    inviteCode: cookie(request.cookies[COOKIE.inviteCode]),
    userId: request.auth?.userId ?? null,
  };
}

/**
 * A visitor's flash-sale goods page is one object while its page is cached (the service's `goodsList`): its envelope
 * is written to bytes once and sent as they are (as the catalog's lists, decision 011). Keyed by the object.
 */
function makeAnswerBytes() {
  const written = new WeakMap<object, { msg: string; bytes: Buffer }>();
  return <T extends object>(request: FastifyRequest, reply: FastifyReply, data: T) => {
    const answer = ok(request, data);
    let entry = written.get(data);
    if (entry?.msg !== answer.msg) written.set(data, (entry = { msg: answer.msg, bytes: Buffer.from(JSON.stringify(answer)) }));
    return reply.type('application/json; charset=utf-8').send(entry.bytes);
  };
}

/** Buyers' activity calls (issue 14 §3, product §7). Thin: schema → service → envelope. */
export function activityBuyerRoutes(service: ActivityBuyerService) {
  const sendBytes = makeAnswerBytes();
  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['activities'];

    r.post(`/${ACTIVITY_BUYER_PATH.groupBuyInfo}`,
      { schema: { tags, summary: 'A group buy: product, group price, requirement, joined count, state; the deal for joined buyers once it succeeded', body: GroupBuyInfoRequestSchema, response: { 200: envelopeOf(GroupBuyInfoSchema) } } },
      async (request) => ok(request, await service.groupBuyInfo(request.body.id, contextOf(request))));

    r.post(`/${ACTIVITY_BUYER_PATH.join}`,
      { schema: { tags, summary: 'Join a group buy (id) or claim one flash-sale item (id, shopGoodsId); 409 sold_out, 410 ended; the same answer twice', body: JoinRequestSchema, response: { 200: envelopeOf(JoinAnswerSchema) } } },
      async (request) => ok(request, await service.join(request.body, requireAuth(request).userId, contextOf(request))));

    r.post(`/${ACTIVITY_BUYER_PATH.goodsList}`,
      { schema: { tags, summary: 'A flash sale\'s approved goods at their activity price, sold counts, stock, the caller\'s claims', body: ActivityGoodsListRequestSchema, response: { 200: envelopeOf(ActivityGoodsPageSchema) } } },
      async (request, reply) => {
        const ctx = contextOf(request);
        const page = await service.goodsList(request.body, ctx);
        return ctx.userId === null ? sendBytes(request, reply, page) : ok(request, page);
      });

    r.post(`/${ACTIVITY_BUYER_PATH.shellList}`,
      { schema: { tags, summary: 'The site banner (its flash sale while ongoing) and the ongoing activities, for the shell', body: z.object({}).optional(), response: { 200: envelopeOf(ShellActivitiesSchema) } } },
      async (request) => ok(request, await service.shell(requestLocale(request))));
  };
}
