import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_PATH, AgentAdminListSchema, AgentAdminSchema, AgentListRequestSchema, AgentSaveSchema, AuditListRequestSchema, AuditPageSchema, RateSaveSchema } from '../../../core/admin-schemas.ts';
import { ActivityAdminPageSchema, ActivityAdminSchema, ActivityListRequestSchema, ActivitySaveSchema } from '../../../core/activity-schemas.ts';
import { RateEntrySchema } from '../../../core/api-schemas.ts';
import type { ActivitiesService, ActivityBuyerService } from '../activities/index.ts';
import { BannerAnswerSchema, BannerSetSchema } from '../../../core/activity-buyer-schemas.ts';
import type { RegistrationsService } from '../registrations/index.ts';
import type { ApplicationsService } from '../applications/index.ts';
import { ApplicationAdminPageSchema, ApplicationListRequestSchema, ApplicationReviewSchema, ApplicationSchema } from '../../../core/application-schemas.ts';
import { RegistrationAdminPageSchema, RegistrationListRequestSchema, RegistrationReviewSchema, RegistrationSchema } from '../../../core/registration-schemas.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { apiMessage, requestLocale } from '../../http/i18n.ts';
import { requireAuth } from '../../http/session.ts';
import type { AdminService, Operator } from './service.ts';

const operators = new WeakMap<FastifyRequest, Operator>();

/** The operator the guard let through (every route of this plugin runs after it). */
function operatorOf(request: FastifyRequest): Operator {
  const operator = operators.get(request);
  if (!operator) throw new Error('admin route reached without the operator guard');
  return operator;
}

/**
 * The operator console's calls (issue #14 §1), all under `S/admin/`. One guard for all of them: the session hook
 * has answered 401/402 already; this plugin's own hook answers 403 to a signed-in user who is not an operator,
 * before the body is even validated. Thin: schema → service → envelope.
 */
export function adminRoutes(service: AdminService, activities: ActivitiesService, buyers: ActivityBuyerService, registrations: RegistrationsService, applications: ApplicationsService, invalidatePages: () => void) {
  return async function routes(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      operators.set(request, await service.operator(requireAuth(request).userId));
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];

    r.post(`/${ADMIN_PATH.rateSave}`,
      { schema: { tags, summary: 'Operators: set the exchange rate of a display currency (CNY stays 1); effective at once, audited', body: RateSaveSchema, response: { 200: envelopeOf(RateEntrySchema) } } },
      async (request) => ({ code: 0, msg: apiMessage(request, 'rateSaved'), data: await service.saveRate(operatorOf(request), request.body) }));

    r.post(`/${ADMIN_PATH.auditList}`,
      { schema: { tags, summary: 'Operators: the audit log of operator actions, newest first', body: AuditListRequestSchema, response: { 200: envelopeOf(AuditPageSchema) } } },
      async (request) => ok(request, await service.auditList(request.body)));

    r.post(`/${ADMIN_PATH.activitySave}`,
      { schema: { tags, summary: 'Operators: create (no id) or edit an activity; audited with before/after', body: ActivitySaveSchema, response: { 200: envelopeOf(ActivityAdminSchema) } } },
      async (request) => {
        const saved = await activities.save(operatorOf(request), request.body);
        // The shell's banner and ongoing list show the saved times and texts at once.
        buyers.clearCache();
        invalidatePages();
        return { code: 0, msg: apiMessage(request, 'activitySaved'), data: saved };
      });

    r.post(`/${ADMIN_PATH.activityList}`,
      { schema: { tags, summary: 'Operators: activities with every locale\'s texts, newest start first', body: ActivityListRequestSchema, response: { 200: envelopeOf(ActivityAdminPageSchema) } } },
      async (request) => { operatorOf(request); return ok(request, await activities.adminList(request.body)); });

    r.post(`/${ADMIN_PATH.bannerSet}`,
      { schema: { tags, summary: 'Operators: the flash sale (upcoming or ongoing) the site banner advertises, or null for none; audited', body: BannerSetSchema, response: { 200: envelopeOf(BannerAnswerSchema) } } },
      async (request) => {
        const saved = await buyers.setBanner(operatorOf(request), request.body.activityId);
        // Every page shows the banner (or none) at once, shared pages too.
        invalidatePages();
        return { code: 0, msg: apiMessage(request, 'bannerSaved'), data: saved };
      });

    r.post(`/${ADMIN_PATH.bannerGet}`,
      { schema: { tags, summary: 'Operators: the activity the site banner is set to, whatever its status', response: { 200: envelopeOf(BannerAnswerSchema) } } },
      async (request) => { operatorOf(request); return ok(request, await buyers.bannerSetting()); });

    r.post(`/${ADMIN_PATH.agentList}`,
      { schema: { tags, summary: 'Operators: the agent registry (every row), in its order', body: AgentListRequestSchema, response: { 200: envelopeOf(AgentAdminListSchema) } } },
      async (request) => { operatorOf(request); return ok(request, await service.agentList()); });

    r.post(`/${ADMIN_PATH.agentSave}`,
      { schema: { tags, summary: 'Operators: an agent\'s fees, storage and processing days, rating, referral code and link templates; audited, effective at once', body: AgentSaveSchema, response: { 200: envelopeOf(AgentAdminSchema) } } },
      async (request) => ({ code: 0, msg: apiMessage(request, 'agentSaved'), data: await service.saveAgent(operatorOf(request), request.body) }));

    r.post(`/${ADMIN_PATH.registrationList}`,
      { schema: { tags, summary: 'Operators: activity registrations (optionally by status), oldest first, with the seller\'s goods and prices', body: RegistrationListRequestSchema, response: { 200: envelopeOf(RegistrationAdminPageSchema) } } },
      async (request) => { operatorOf(request); return ok(request, await registrations.adminList(request.body, requestLocale(request))); });

    r.post(`/${ADMIN_PATH.registrationReview}`,
      { schema: { tags, summary: 'Operators: approve, or reject with a reason, a pending registration; audited; the seller is mailed', body: RegistrationReviewSchema, response: { 200: envelopeOf(RegistrationSchema) } } },
      async (request) => ({ code: 0, msg: apiMessage(request, request.body.decision === 'approve' ? 'registrationApproved' : 'registrationRejected'), data: await registrations.review(operatorOf(request), request.body, requestLocale(request)) }));

    r.post(`/${ADMIN_PATH.applicationList}`,
      { schema: { tags, summary: 'Operators: programme applications (optionally by programme and/or status), oldest first, with the applicant\'s email and language', body: ApplicationListRequestSchema, response: { 200: envelopeOf(ApplicationAdminPageSchema) } } },
      async (request) => { operatorOf(request); return ok(request, await applications.adminList(request.body)); });

    r.post(`/${ADMIN_PATH.applicationReview}`,
      { schema: { tags, summary: 'Operators: accept (optional message) or decline (message required) a pending application; under a row lock, audited; the applicant is mailed in their language', body: ApplicationReviewSchema, response: { 200: envelopeOf(ApplicationSchema) } } },
      async (request) => ({ code: 0, msg: apiMessage(request, request.body.decision === 'accept' ? 'applicationAccepted' : 'applicationDeclined'), data: await applications.review(operatorOf(request), request.body) }));
  };
}
