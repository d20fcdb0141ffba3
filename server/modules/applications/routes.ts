import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APPLICATION_PATH, ApplicationMineRequestSchema, ApplicationMineSchema, ApplicationSchema, ApplicationSubmitSchema, ApplicationWithdrawSchema } from '../../../core/application-schemas.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { apiMessage, requestLocale } from '../../http/i18n.ts';
import { requireAuth } from '../../http/session.ts';
import type { ApplicationsService } from './service.ts';

/**
 * The applicant's calls (issue 15 §3): apply, read the own application and its decision, withdraw a pending one. All
 * need a session. Thin: schema → service → envelope. The operator's list and review are console calls (admin module).
 */
export function applicationRoutes(service: ApplicationsService) {
  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['programme applications'];

    r.post(`/${APPLICATION_PATH.apply}`,
      { schema: { tags, summary: 'Apply to the influencer programme or to become a seller (one open application per programme: 409 already_applied)', body: ApplicationSubmitSchema, response: { 200: envelopeOf(ApplicationSchema) } } },
      async (request) => ({ code: 0, msg: apiMessage(request, 'applicationSubmitted'), data: await service.apply(requireAuth(request).userId, request.body, requestLocale(request)) }));

    r.post(`/${APPLICATION_PATH.mine}`,
      { schema: { tags, summary: 'The caller\'s open application to the programme, else their newest, else null; with the operator\'s message', body: ApplicationMineRequestSchema, response: { 200: envelopeOf(ApplicationMineSchema) } } },
      async (request) => ok(request, await service.mine(requireAuth(request).userId, request.body.programme)));

    r.post(`/${APPLICATION_PATH.withdraw}`,
      { schema: { tags, summary: 'Withdraw the caller\'s pending application (404 when it is not theirs)', body: ApplicationWithdrawSchema, response: { 200: envelopeOf(ApplicationSchema) } } },
      async (request) => ({ code: 0, msg: apiMessage(request, 'applicationWithdrawn'), data: await service.withdraw(requireAuth(request).userId, request.body.id) }));
  };
}
