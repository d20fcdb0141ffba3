import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACTIVITY_BUYER_PATH, ActivityGoodsListRequestSchema, ActivityGoodsPageSchema, GroupBuyInfoRequestSchema, GroupBuyInfoSchema, JoinAnswerSchema, JoinRequestSchema, ShellActivitiesSchema } from '../../../core/activity-buyer-schemas.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { makeAnswerBytes, visitorContext } from '../../http/visitor.ts';
import { requestLocale } from '../../http/i18n.ts';
import { requireAuth } from '../../http/session.ts';
import type { ActivityBuyerService } from './buyer-service.ts';

/** Buyers' activity calls (issue 14 §3, product §7). Thin: schema → service → envelope. */
export function activityBuyerRoutes(service: ActivityBuyerService) {
  const sendBytes = makeAnswerBytes();
  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['activities'];

    r.post(`/${ACTIVITY_BUYER_PATH.groupBuyInfo}`,
      { schema: { tags, summary: 'A group buy: product, group price, requirement, joined count, state; the deal for joined buyers once it succeeded', body: GroupBuyInfoRequestSchema, response: { 200: envelopeOf(GroupBuyInfoSchema) } } },
      async (request) => ok(request, await service.groupBuyInfo(request.body.id, visitorContext(request))));

    r.post(`/${ACTIVITY_BUYER_PATH.join}`,
      { schema: { tags, summary: 'Join a group buy (id) or claim one flash-sale item (id, shopGoodsId); 409 sold_out, 410 ended; the same answer twice', body: JoinRequestSchema, response: { 200: envelopeOf(JoinAnswerSchema) } } },
      async (request) => ok(request, await service.join(request.body, requireAuth(request).userId, visitorContext(request))));

    r.post(`/${ACTIVITY_BUYER_PATH.goodsList}`,
      { schema: { tags, summary: 'A flash sale\'s approved goods at their activity price, sold counts, stock, the caller\'s claims', body: ActivityGoodsListRequestSchema, response: { 200: envelopeOf(ActivityGoodsPageSchema) } } },
      async (request, reply) => {
        const ctx = visitorContext(request);
        const page = await service.goodsList(request.body, ctx);
        return ctx.userId === null ? sendBytes(request, reply, page) : ok(request, page);
      });

    r.post(`/${ACTIVITY_BUYER_PATH.shellList}`,
      { schema: { tags, summary: 'The site banner (its flash sale while ongoing) and the ongoing activities, for the shell', body: z.object({}).optional(), response: { 200: envelopeOf(ShellActivitiesSchema) } } },
      async (request) => ok(request, await service.shell(requestLocale(request))));
  };
}
