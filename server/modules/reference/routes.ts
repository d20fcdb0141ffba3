import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATH } from '../../../core/api.ts';
import { AgentSummarySchema as AgentSchema, CategoryNodeSchema, HotCategorySchema, RateEntrySchema as RateSchema } from '../../../core/api-schemas.ts';
import { directCall, type DirectCalls } from '../../http/direct.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import type { ReferenceService } from './service.ts';

const EmptyBody = z.object({}).loose().optional();

/** Public reference data (product §7, product §D4 "Reference data"). Thin: schema → service → envelope. */
export function referenceRoutes(service: ReferenceService) {
  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['reference'];
    r.post(`/${API_PATH.rateList}`, { schema: { tags, summary: 'Exchange rates of the display currencies', body: EmptyBody, response: { 200: envelopeOf(z.array(RateSchema)) } } },
      async (request) => ok(request, await service.rateList()));
    r.post(`/${API_PATH.hotCategoryList}`, { schema: { tags, summary: 'The nine hot categories', body: EmptyBody, response: { 200: envelopeOf(z.array(HotCategorySchema)) } } },
      async (request) => ok(request, await service.hotCategoryList()));
    r.post(`/${API_PATH.categoryTree}`, { schema: { tags, summary: 'The category tree with names in all locales', body: EmptyBody, response: { 200: envelopeOf(z.array(CategoryNodeSchema)) } } },
      async (request) => ok(request, await service.categoryTree()));
    r.post(`/${API_PATH.agentList}`, { schema: { tags, summary: 'Active shopping agents', body: EmptyBody, response: { 200: envelopeOf(z.array(AgentSchema)) } } },
      async (request) => ok(request, await service.agentList()));
  };
}

/** Generated agent logos (`/files/agents/{slug}.svg`), outside the signed API because <img> loads them. */
export function agentLogoRoutes(service: ReferenceService) {
  return async function routes(app: FastifyInstance) {
    app.get<{ Params: { file: string }; Querystring: { v?: string } }>('/files/agents/:file', async (request, reply) => {
      const match = /^([a-z0-9-]{1,64})\.svg$/.exec(request.params.file);
      const svg = match?.[1] ? await service.agentLogoSvg(match[1]) : null;
      if (!svg) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      // A versioned URL (?v=, from the agent list) never changes; a bare one may after an edit.
      const cache = request.query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
      return reply.type('image/svg+xml').header('cache-control', cache).header('x-content-type-options', 'nosniff').send(svg);
    });
  };
}

/** The same reads answered in-process for a page render without a session (server/http/direct.ts, docs/decisions/032). */
export function referenceDirectCalls(service: ReferenceService): DirectCalls {
  return {
    [API_PATH.rateList]: directCall(EmptyBody, () => service.rateList()),
    [API_PATH.hotCategoryList]: directCall(EmptyBody, () => service.hotCategoryList()),
    [API_PATH.categoryTree]: directCall(EmptyBody, () => service.categoryTree()),
    [API_PATH.agentList]: directCall(EmptyBody, () => service.agentList()),
  };
}
