import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOG_PATH } from '../../../core/api.ts';
import {
  AgentOfferSchema,
  AgentUrlSchema,
  GoodsCardSchema,
  GoodsDetailSchema,
  GoodsKeySchema,
  GoodsPageSchema,
  TrustedSellerSchema,
} from '../../../core/api-schemas.ts';
import {
  DefaultGoodsListRequestSchema,
  GoodsAgentListRequestSchema,
  GoodsAgentUrlListRequestSchema,
  GoodsIdByUrlRequestSchema,
  GoodsInfoRequestSchema,
  GoodsListRequestSchema,
  SimilarGoodsQuerySchema,
  TrustedSellersRequestSchema,
} from '../../../core/catalog-schemas.ts';
import { directCall, type DirectCalls } from '../../http/direct.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { makeAnswerBytes, visitorContext } from '../../http/visitor.ts';
import type { CatalogService } from './service.ts';


/** The catalog calls (product §7, product §D4 "Catalog"). Thin: schema → service → envelope. */
export function catalogRoutes(service: CatalogService) {
  return async function routes(app: FastifyInstance) {
    // Answers are written with JSON.stringify: they are built field by field from typed rows by the service,
    // and re-validating them with zod cost a tenth of a cached list call (bench/api.ts profile). The response
    // schemas below still document every answer in OpenAPI.
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['catalog'];
    const sendPage = makeAnswerBytes();

    r.post(`/${CATALOG_PATH.defaultGoodsList}`,
      { schema: { tags, summary: 'Home feed: goods with QC photos first, in stock first, best sellers first', body: DefaultGoodsListRequestSchema, response: { 200: envelopeOf(GoodsPageSchema) } } },
      async (request, reply) => sendPage(request, reply, await service.defaultGoodsList(request.body, visitorContext(request))));

    r.post(`/${CATALOG_PATH.goodsList}`,
      { schema: { tags, summary: 'Search goods by name (any language, typo-tolerant) and browse by category and price', body: GoodsListRequestSchema, response: { 200: envelopeOf(GoodsPageSchema) } } },
      async (request, reply) => sendPage(request, reply, await service.goodsList(request.body, visitorContext(request))));

    r.post(`/${CATALOG_PATH.goodsIdByUrl}`,
      { schema: { tags, summary: 'Read a marketplace or agent product link into channel and offer id', body: GoodsIdByUrlRequestSchema, response: { 200: envelopeOf(GoodsKeySchema) } } },
      async (request) => ok(request, await service.goodsIdByUrl(request.body.url)));

    r.post(`/${CATALOG_PATH.goodsInfo}`,
      { schema: { tags, summary: 'A product with its QC photos and seller; countView: true counts one view', body: GoodsInfoRequestSchema, response: { 200: envelopeOf(GoodsDetailSchema) } } },
      async (request) => ok(request, await service.goodsInfo(request.body, visitorContext(request))));

    const similarSchema = { tags, summary: 'Goods similar to a product: its sub-category first, then its hot category', response: { 200: envelopeOf(z.object({ list: z.array(GoodsCardSchema) })) } };
    r.get(`/${CATALOG_PATH.similarGoodsList}`, { schema: { ...similarSchema, querystring: SimilarGoodsQuerySchema } },
      async (request) => ok(request, await service.similarGoods(request.query, visitorContext(request))));
    // The spec's method is GET; POST with the same fields in the body serves clients that only POST
    // (the server-side renderer calls the API in-process with POST).
    r.post(`/${CATALOG_PATH.similarGoodsList}`, { schema: { ...similarSchema, body: SimilarGoodsQuerySchema } },
      async (request) => ok(request, await service.similarGoods(request.body, visitorContext(request))));

    r.post(`/${CATALOG_PATH.trustedSellerList}`,
      { schema: { tags, summary: 'Verified sellers with the best trust scores, each with a few of their goods', body: TrustedSellersRequestSchema, response: { 200: envelopeOf(z.object({ list: z.array(TrustedSellerSchema) })) } } },
      async (request) => ok(request, await service.trustedSellers(request.body, visitorContext(request))));

    r.post(`/${CATALOG_PATH.goodsAgentList}`,
      { schema: { tags, summary: 'Buy links of every active agent, with attribution and comparison badges', body: GoodsAgentListRequestSchema, response: { 200: envelopeOf(z.array(AgentOfferSchema)) } } },
      async (request) => ok(request, await service.goodsAgentList(request.body, visitorContext(request))));

    r.post(`/${CATALOG_PATH.goodsAgentUrlList}`,
      { schema: { tags, summary: 'Buy links of every active agent for a link or a product', body: GoodsAgentUrlListRequestSchema, response: { 200: envelopeOf(z.array(AgentUrlSchema)) } } },
      async (request) => ok(request, await service.goodsAgentUrlList(request.body, visitorContext(request))));
  };
}

/**
 * The public reads a page render makes, answered in-process without HTTP for visitors without a session
 * (server/http/direct.ts, docs/decisions/032): the same body schemas and service calls as the routes above.
 */
export function catalogDirectCalls(service: CatalogService): DirectCalls {
  return {
    [CATALOG_PATH.defaultGoodsList]: directCall(DefaultGoodsListRequestSchema, (body, ctx) => service.defaultGoodsList(body, ctx)),
    [CATALOG_PATH.goodsList]: directCall(GoodsListRequestSchema, (body, ctx) => service.goodsList(body, ctx)),
    [CATALOG_PATH.goodsIdByUrl]: directCall(GoodsIdByUrlRequestSchema, (body) => service.goodsIdByUrl(body.url)),
    [CATALOG_PATH.goodsInfo]: directCall(GoodsInfoRequestSchema, (body, ctx) => service.goodsInfo(body, ctx)),
    [CATALOG_PATH.similarGoodsList]: directCall(SimilarGoodsQuerySchema, (body, ctx) => service.similarGoods(body, ctx)),
    [CATALOG_PATH.trustedSellerList]: directCall(TrustedSellersRequestSchema, (body, ctx) => service.trustedSellers(body, ctx)),
    [CATALOG_PATH.goodsAgentList]: directCall(GoodsAgentListRequestSchema, (body, ctx) => service.goodsAgentList(body, ctx)),
    [CATALOG_PATH.goodsAgentUrlList]: directCall(GoodsAgentUrlListRequestSchema, (body, ctx) => service.goodsAgentUrlList(body, ctx)),
  };
}
