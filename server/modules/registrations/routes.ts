import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShopGoodsSchema } from '../../../core/api-schemas.ts';
import {
  ActivityGoodsRequestSchema,
  ActivityGoodsSchema,
  CalculatePricesSchema,
  CheckRegistrationSchema,
  MyRegistrationsSchema,
  PriceCalculationSchema,
  RegisterSchema,
  REGISTRATION_PATH,
  RegistrationSchema,
  RemoveActivityGoodsSchema,
} from '../../../core/registration-schemas.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { apiMessage, requestLocale } from '../../http/i18n.ts';
import { requireAuth } from '../../http/session.ts';
import type { ShopsService } from '../shops/index.ts';
import type { RegistrationsService } from './service.ts';

/** An id as the path carries it; anything but digits names nothing (404, not a validation message). */
const IdParams = z.object({ id: z.string() });
const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);

/**
 * The sellers' registration calls (issue 14 §2, product §7). Thin: schema → service → envelope; all need a session.
 * The reads product §7 names as GET answer POST too: the app's API transport posts every call.
 */
export function registrationRoutes(service: RegistrationsService, shops: Pick<ShopsService, 'userProducts'>) {
  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['activity registrations'];

    r.route({ method: ['GET', 'POST'], url: `/${REGISTRATION_PATH.userProducts}`,
      schema: { tags, summary: 'The caller\'s ready shop goods, for a registration', response: { 200: envelopeOf(z.array(ShopGoodsSchema)) } },
      handler: async (request) => ok(request, await shops.userProducts(requireAuth(request).userId, requestLocale(request))) });

    r.post(`/${REGISTRATION_PATH.calculate}`,
      { schema: { tags, summary: 'Price preview: savings, discount and whether each item meets the activity\'s rules', body: CalculatePricesSchema, response: { 200: envelopeOf(PriceCalculationSchema) } } },
      async (request) => ok(request, await service.calculate(requireAuth(request).userId, request.body)));

    r.post(`/${REGISTRATION_PATH.register}`,
      { schema: { tags, summary: 'Register goods for an upcoming activity (409 not_open, 410 ended); adds to a pending registration', body: RegisterSchema, response: { 200: envelopeOf(RegistrationSchema) } } },
      async (request) => ({ code: 0, msg: apiMessage(request, 'registrationSaved'), data: await service.register(requireAuth(request).userId, request.body, requestLocale(request)) }));

    r.route({ method: ['GET', 'POST'], url: `/${REGISTRATION_PATH.mine}`,
      schema: { tags, summary: 'The caller\'s registrations, newest first, each with its activity', response: { 200: envelopeOf(MyRegistrationsSchema) } },
      handler: async (request) => ok(request, await service.mine(requireAuth(request).userId, requestLocale(request))) });

    r.post(`/${REGISTRATION_PATH.cancel}`,
      { schema: { tags, summary: 'Cancel the caller\'s pending registration (404 when it is not theirs)', params: IdParams, response: { 200: envelopeOf(RegistrationSchema) } } },
      async (request) => ({ code: 0, msg: apiMessage(request, 'registrationCancelled'), data: await service.cancel(requireAuth(request).userId, idOf(request.params.id), requestLocale(request)) }));

    r.route({ method: ['GET', 'POST'], url: `/${REGISTRATION_PATH.check}`,
      schema: { tags, summary: 'Whether the caller has an open registration for the activity, and their newest one', params: IdParams, response: { 200: envelopeOf(CheckRegistrationSchema) } },
      handler: async (request) => ok(request, await service.check(requireAuth(request).userId, idOf(request.params.id), requestLocale(request))) });

    r.post(`/${REGISTRATION_PATH.goods}`,
      { schema: { tags, summary: 'The goods of the caller\'s registration for the activity', body: ActivityGoodsRequestSchema, response: { 200: envelopeOf(ActivityGoodsSchema) } } },
      async (request) => ok(request, await service.goods(requireAuth(request).userId, request.body.activityId, requestLocale(request))));

    r.post(`/${REGISTRATION_PATH.removeGoods}`,
      { schema: { tags, summary: 'Remove goods from the caller\'s pending registration (not the last one)', body: RemoveActivityGoodsSchema, response: { 200: envelopeOf(ActivityGoodsSchema) } } },
      async (request) => ({ code: 0, msg: apiMessage(request, 'registrationGoodsRemoved'), data: await service.removeGoods(requireAuth(request).userId, request.body.activityId, request.body.shopGoodsIds, requestLocale(request)) }));
  };
}
