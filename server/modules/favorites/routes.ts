import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FavoriteListRequestSchema, FavoriteRequestSchema } from '../../../core/account-schemas.ts';
import { FAVORITE_PATH } from '../../../core/api.ts';
import { FavoritePageSchema } from '../../../core/api-schemas.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { apiMessage, requestLocale } from '../../http/i18n.ts';
import { requireAuth } from '../../http/session.ts';
import type { FavoritesService } from './service.ts';


/**
 * The favourite calls (product §7 goods collect, product §D4 "Favourites"). Private: the session hook has already
 * answered 401/402 to calls without a live session. Thin: schema → service → envelope.
 */
export function favoriteRoutes(service: FavoritesService) {
  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['favourites'];

    r.post(`/${FAVORITE_PATH.add}`,
      { schema: { tags, summary: 'Keep a product as a favourite (adding it again changes nothing); msg: "Collection Successfully"', body: FavoriteRequestSchema, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await service.add(requireAuth(request).userId, request.body);
        return { code: 0, msg: apiMessage(request, 'collectionSuccess'), data: null };
      });

    r.post(`/${FAVORITE_PATH.remove}`,
      { schema: { tags, summary: 'Remove a favourite (removing an absent one is fine); msg: "Cancel Collection Successfully"', body: FavoriteRequestSchema, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await service.remove(requireAuth(request).userId, request.body);
        return { code: 0, msg: apiMessage(request, 'collectionCancelled'), data: null };
      });

    r.post(`/${FAVORITE_PATH.list}`,
      { schema: { tags, summary: "The user's favourites, newest first", body: FavoriteListRequestSchema, response: { 200: envelopeOf(FavoritePageSchema) } } },
      async (request) => ok(request, await service.list(requireAuth(request).userId, request.body, requestLocale(request))));
  };
}
