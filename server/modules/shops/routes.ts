import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHOP_PATH } from '../../../core/api.ts';
import { isLocale, matchAcceptLanguage, type Locale } from '../../../core/locale.ts';
import { ShopFileImportSchema, ShopGoodsPageSchema, ShopGoodsSchema, StoreSpaceCheckSchema, ShopJobSchema, ShopSchema, ShopTagSchema, ShopTagNameSchema, ShopWithTagsSchema } from '../../../core/api-schemas.ts';
import {
  AddShopGoodsRequestSchema,
  AddTagRequestSchema,
  CreateShopRequestSchema,
  CheckStoreSpaceRequestSchema,
  DeleteShopGoodsRequestSchema,
  EditShopGoodsRequestSchema,
  EditShopRequestSchema,
  EditTagRequestSchema,
  GetShopRequestSchema,
  ImportShopRequestSchema,
  PubShopGoodsListRequestSchema,
  PubTagListRequestSchema,
  RemoveTagRequestSchema,
  ShopGoodsListRequestSchema,
  TagGoodsRequestSchema,
} from '../../../core/shop-schemas.ts';
import { directCall, type DirectCalls } from '../../http/direct.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { apiMessage, requestLocale } from '../../http/i18n.ts';
import { requireAuth } from '../../http/session.ts';
import { GOODS_SHEET_LIMITS } from '../../../core/goods-sheet.ts';
import { GOODS_SHEET_TEMPLATE_MIME as GOODS_TEMPLATE_TYPE, sheetRefusals } from '../shop-sheets/index.ts';
import { rowRefusalMessage, type ShopImports } from './imports.ts';
import type { ShopsService } from './service.ts';

/** Spreadsheet uploads per IP and window: reading one costs up to ~0.5 s of CPU (docs/decisions/015, 016). */
export const GOODS_FILE_RATE_LIMIT = { max: 20, timeWindow: 10 * 60_000 } as const;

/** The file's bytes, at most the sheet limit: busboy stops delivering past it and the upload is refused at once. */
async function readSheetBytes(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += (chunk as Buffer).length;
    if (file.truncated || size > GOODS_SHEET_LIMITS.maxBytes) throw sheetRefusals.file_too_large();
    chunks.push(chunk as Buffer);
  }
  if (file.truncated) throw sheetRefusals.file_too_large();
  return Buffer.concat(chunks, size);
}

/**
 * The language of a download opened as a plain link: `?lang=`, else the `language` header of API calls, else the
 * browser's Accept-Language, else en.
 */
function downloadLocale(request: FastifyRequest, lang: string | undefined): Locale {
  if (isLocale(lang)) return lang;
  if (request.headers.language !== undefined) return requestLocale(request);
  return matchAcceptLanguage(request.headers['accept-language']) ?? requestLocale(request);
}

/** The My Store calls (product §D4 "Shops (sellers)"). Thin: schema → service → envelope; private ones need a session. */
export function shopRoutes(service: ShopsService, imports: ShopImports) {
  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['shops'];
    const said = <T>(request: Parameters<typeof apiMessage>[0], key: string, data: T) => ({ code: 0, msg: apiMessage(request, key), data });

    r.post(`/${SHOP_PATH.create}`, { schema: { tags, summary: 'Create the caller\'s shop (one per user)', body: CreateShopRequestSchema, response: { 200: envelopeOf(ShopSchema) } } },
      async (request) => said(request, 'shopSaved', await service.create(requireAuth(request).userId, request.body)));

    r.post(`/${SHOP_PATH.edit}`, { schema: { tags, summary: 'Change the caller\'s shop', body: EditShopRequestSchema, response: { 200: envelopeOf(ShopSchema) } } },
      async (request) => said(request, 'shopSaved', await service.edit(requireAuth(request).userId, request.body)));

    r.post(`/${SHOP_PATH.get}`, { schema: { tags, summary: 'A shop by storeSpace with its tags; without one, the caller\'s own shop or null', body: GetShopRequestSchema, response: { 200: envelopeOf(ShopWithTagsSchema.nullable()) } } },
      async (request) => ok(request, await service.get(request.body.storeSpace, request.auth?.userId ?? null)));

    r.post(`/${SHOP_PATH.addGoods}`, { schema: { tags, summary: 'Add a product to the caller\'s shop by link', body: AddShopGoodsRequestSchema, response: { 200: envelopeOf(ShopGoodsSchema) } } },
      async (request) => said(request, 'shopGoodsSaved', await service.addGoods(requireAuth(request).userId, request.body, requestLocale(request))));

    r.post(`/${SHOP_PATH.importShop}`, { schema: { tags, summary: 'Queue the import of every product of a marketplace shop', body: ImportShopRequestSchema, response: { 200: envelopeOf(z.object({ jobId: z.number().int() })) } } },
      async (request) => said(request, 'shopImportQueued', await service.importShop(requireAuth(request).userId, request.body.url)));

    // A child context, so that only this route parses multipart bodies.
    await app.register(async (files) => {
      await files.register(multipart, { limits: { fileSize: GOODS_SHEET_LIMITS.maxBytes, files: 1, fields: 2, fieldSize: 256, parts: 3, headerPairs: 20 } });
      files.withTypeProvider<ZodTypeProvider>().post(`/${SHOP_PATH.addGoodsByFile}`,
        {
          config: { rateLimit: GOODS_FILE_RATE_LIMIT },
          schema: {
            tags,
            summary: 'Add goods from a spreadsheet: multipart/form-data, field "file" (.xlsx or .xls by content; ≤ 5 MB, ≤ 5,000 rows, ≤ 50 MB unpacked). Answers at once; the accepted rows are added by a job.',
            consumes: ['multipart/form-data'],
            response: { 200: envelopeOf(ShopFileImportSchema) },
          },
        },
        async (request) => {
          const userId = requireAuth(request).userId;
          let bytes: Buffer | null = null;
          if (request.isMultipart()) {
            for await (const part of request.parts()) {
              if (part.type !== 'file') continue;
              if (part.fieldname !== 'file' || bytes) {
                part.file.resume();
                continue;
              }
              bytes = await readSheetBytes(part.file);
            }
          }
          const result = await imports.acceptFile(userId, bytes);
          const rejected = result.rejected.map(({ row, code }) => {
            const message = rowRefusalMessage(code);
            return { row, code, reason: apiMessage(request, message.key, message.vars) };
          });
          return said(request, 'goodsSheetQueued', { jobId: result.jobId, accepted: result.accepted, rejected });
        });
    });

    r.post(`/${SHOP_PATH.jobs}`, { schema: { tags, summary: 'The shop\'s import jobs, newest first', body: z.object({}).optional(), response: { 200: envelopeOf(z.array(ShopJobSchema)) } } },
      async (request) => ok(request, await service.jobs(requireAuth(request).userId)));

    r.post(`/${SHOP_PATH.deleteGoods}`, { schema: { tags, summary: 'Remove goods from the caller\'s shop', body: DeleteShopGoodsRequestSchema, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await service.deleteGoods(requireAuth(request).userId, request.body.ids);
        return said(request, 'shopGoodsSaved', null);
      });

    r.post(`/${SHOP_PATH.goodsList}`, { schema: { tags, summary: 'The caller\'s shop goods (any status)', body: ShopGoodsListRequestSchema, response: { 200: envelopeOf(ShopGoodsPageSchema) } } },
      async (request) => ok(request, await service.ownGoods(requireAuth(request).userId, request.body, requestLocale(request))));

    r.post(`/${SHOP_PATH.editGoods}`, { schema: { tags, summary: 'Change the stock of one of the caller\'s goods (null clears it)', body: EditShopGoodsRequestSchema, response: { 200: envelopeOf(ShopGoodsSchema) } } },
      async (request) => said(request, 'shopGoodsSaved', await service.editGoods(requireAuth(request).userId, request.body, requestLocale(request))));

    r.post(`/${SHOP_PATH.checkStoreSpace}`, { schema: { tags, summary: 'Whether the caller may take a store address (checked as it is typed)', body: CheckStoreSpaceRequestSchema, response: { 200: envelopeOf(StoreSpaceCheckSchema) } } },
      async (request) => ok(request, await service.checkStoreSpace(requireAuth(request).userId, request.body.storeSpace)));

    // GET, opened by the page as a plain link: signed in (the cookie), but without X-SIGNATURE (`unsigned`). Declared on
    // the untyped instance: its answer is bytes (sent as they are, never serialized), which the typed reply would refuse.
    app.get<{ Querystring: { lang?: string } }>(`/${SHOP_PATH.goodsTemplate}`,
      { config: { unsigned: true }, schema: { tags, summary: 'The goods spreadsheet template (.xlsx) in ?lang= or the request\'s language', querystring: z.object({ lang: z.string().max(20).optional() }), produces: [GOODS_TEMPLATE_TYPE], response: { 200: z.string().describe('The .xlsx file') } } },
      async (request, reply) => {
        requireAuth(request);
        const file = service.goodsTemplate(downloadLocale(request, request.query.lang));
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, max-age=3600')
          .header('vary', 'language, accept-language')
          .send(file.bytes);
      });

    r.post(`/${SHOP_PATH.pubGoodsList}`, { schema: { tags, summary: 'A shop\'s ready goods', body: PubShopGoodsListRequestSchema, response: { 200: envelopeOf(ShopGoodsPageSchema) } } },
      async (request) => ok(request, await service.publicGoods(request.body, requestLocale(request), request.auth?.userId ?? null)));

    r.post(`/${SHOP_PATH.pubTagList}`, { schema: { tags, summary: 'A shop\'s tags', body: PubTagListRequestSchema, response: { 200: envelopeOf(z.array(ShopTagSchema)) } } },
      async (request) => ok(request, await service.publicTags(request.body.storeSpace)));

    r.post(`/${SHOP_PATH.tagList}`, { schema: { tags, summary: 'The caller\'s shop tags', body: z.object({}).optional(), response: { 200: envelopeOf(z.array(ShopTagSchema)) } } },
      async (request) => ok(request, await service.ownTags(requireAuth(request).userId)));

    r.post(`/${SHOP_PATH.addTag}`, { schema: { tags, summary: 'Add a tag', body: AddTagRequestSchema, response: { 200: envelopeOf(ShopTagNameSchema) } } },
      async (request) => said(request, 'tagSaved', await service.addTag(requireAuth(request).userId, request.body.name)));

    r.post(`/${SHOP_PATH.editTag}`, { schema: { tags, summary: 'Rename a tag', body: EditTagRequestSchema, response: { 200: envelopeOf(ShopTagNameSchema) } } },
      async (request) => said(request, 'tagSaved', await service.editTag(requireAuth(request).userId, request.body.id, request.body.name)));

    r.post(`/${SHOP_PATH.removeTag}`, { schema: { tags, summary: 'Delete a tag (goods keep their place)', body: RemoveTagRequestSchema, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await service.removeTag(requireAuth(request).userId, request.body.id);
        return said(request, 'tagSaved', null);
      });

    r.post(`/${SHOP_PATH.attachTag}`, { schema: { tags, summary: 'Attach a tag to goods', body: TagGoodsRequestSchema, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await service.tagGoods(requireAuth(request).userId, request.body, true);
        return said(request, 'tagGoodsUpdated', null);
      });

    r.post(`/${SHOP_PATH.detachTag}`, { schema: { tags, summary: 'Detach a tag from goods', body: TagGoodsRequestSchema, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await service.tagGoods(requireAuth(request).userId, request.body, false);
        return said(request, 'tagGoodsRemoved', null);
      });
  };
}

/** A store page's reads answered in-process for a visitor without a session (server/http/direct.ts, docs/decisions/032). */
export function shopDirectCalls(service: ShopsService): DirectCalls {
  return {
    [SHOP_PATH.get]: directCall(GetShopRequestSchema, (body, ctx) => service.get(body.storeSpace, null, ctx.reads)),
    [SHOP_PATH.pubGoodsList]: directCall(PubShopGoodsListRequestSchema, (body, ctx) => service.publicGoods(body, ctx.locale, null, ctx.reads)),
  };
}
