import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACTIVITY_PATH, ActivityListRequestSchema, ActivityPageSchema, ActivityRulesSchema, ActivitySchema } from '../../../core/activity-schemas.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/i18n.ts';
import type { ActivitiesService } from './service.ts';

/** An id as the path carries it; anything but digits names no activity (404, not a validation message). */
const IdParams = z.object({ id: z.string() });
const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);

/** The public activity reads (issue #14, product §7); thin: schema → service → envelope. */
export function activityRoutes(service: ActivitiesService) {
  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['activities'];

    r.post(`/${ACTIVITY_PATH.list}`,
      { schema: { tags, summary: 'Activities, newest start first, optionally by status (computed from the times), in the request language', body: ActivityListRequestSchema, response: { 200: envelopeOf(ActivityPageSchema) } } },
      async (request) => ok(request, await service.list(request.body, requestLocale(request))));

    r.post(`/${ACTIVITY_PATH.detail}`,
      { schema: { tags, summary: 'One activity with a detail page (become-seller, influencers, group buy); 404 unknown, 400 unsupported_type', params: IdParams, response: { 200: envelopeOf(ActivitySchema) } } },
      async (request) => ok(request, await service.detail(idOf(request.params.id), requestLocale(request))));

    r.get(`/${ACTIVITY_PATH.rules}`,
      { schema: { tags, summary: 'The rules of an activity in the request language (English when it has none)', params: IdParams, response: { 200: envelopeOf(ActivityRulesSchema) } } },
      async (request) => ok(request, await service.rules(idOf(request.params.id), requestLocale(request))));
  };
}
