import { favoriteKeyOf } from '../favorites/repo.ts';
import { goodsTitle, type Channel } from '../../../core/api.ts';
import type { Shop, ShopGoods, ShopGoodsPage, ShopJob, ShopTag, ShopWithTags, StoreSpaceCheck } from '../../../core/api-schemas.ts';
import { parseProductLink, parseShopLink } from '../../../core/links/index.ts';
import type { Locale } from '../../../core/locale.ts';
import {
  isReservedStoreSpace,
  StoreSpaceSchema,
  SHOP_GOODS_MAX,
  SHOP_TAGS_MAX,
  type AddShopGoodsRequest,
  type CreateShopRequest,
  type EditShopGoodsRequest,
  type EditShopRequest,
} from '../../../core/shop-schemas.ts';
import { ConflictError, InvalidError, NotFoundError } from '../../errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { sendImageIndexJobs } from '../image-search/job.ts';
import { ProductSourceError, type ProductSource } from '../product-source/index.ts';
import { goodsSheetTemplate, GOODS_SHEET_TEMPLATE_MIME } from '../shop-sheets/index.ts';
import { replaceKept, type UploadKeeper } from '../uploads/index.ts';
import { readOnce, type RequestReads } from '../request-reads.ts';
import type { ShopRow, ShopsRepo } from './repo.ts';

export const SHOP_IMPORT = 'shop.import';
export type ShopImportJob = { jobId: number; shopId: number; channel: Channel; marketShopId: string };


const shopNotFound = () => new NotFoundError('shopNotFound', { reason: 'shop_not_found' });
const goodsNotFound = () => new NotFoundError('shopGoodsNotFound', { reason: 'goods_not_found' });
const tagNotFound = () => new NotFoundError('tagNotFound', { reason: 'tag_not_found' });
const logoInvalid = () => new InvalidError('logoInvalid', { reason: 'logo_invalid', fields: { logo: 'logoInvalid' } });
const slugTaken = () => new ConflictError('storeSpaceTaken', { reason: 'slug_taken', fields: { storeSpace: 'storeSpaceTaken' } });

/** The outcome of adding one product: its row id, or why not. */
type AddOutcome = { id: number } | { refused: 'exists' | 'full' | 'not_found' | 'failed' };

/**
 * My Store (product §4, product §D4 "Shops (sellers)", docs/decisions/014-shops.md). Every private call works on
 * the caller's own shop only: ids of another shop's goods, tags or jobs are answered as unknown (404).
 */
/** `S/user/products` answers at most this many goods (a registration takes at most 100). */
export const USER_PRODUCTS_MAX = 500;

export function makeShopsService(deps: {
  repo: ShopsRepo;
  productSource: ProductSource;
  jobs: Pick<JobQueue, 'send'>;
  uploads: UploadKeeper;
  /** Which of these products the user keeps as favourites, as `favoriteKeyOf` keys (the favourites module). */
  collectedAmong?: (userId: number, keys: { channel: Channel; offerId: string }[]) => Promise<Set<string>>;
  goodsMax?: number;
  tagsMax?: number;
}) {
  const { repo, productSource, uploads } = deps;
  const goodsMax = deps.goodsMax ?? SHOP_GOODS_MAX;
  const tagsMax = deps.tagsMax ?? SHOP_TAGS_MAX;

  /**
   * A shop by its slug, read once per page render when the render's calls share their reads (a store page's shop and
   * goods calls; docs/decisions/032). Without `reads` (a call over HTTP) each call reads its own.
   */
  function shopRow(storeSpace: string, reads?: RequestReads): Promise<ShopRow | null> {
    return readOnce(reads, `shop:${storeSpace.toLowerCase()}`, () => repo.shopBySpace(storeSpace));
  }

  /** `visitor`: counts of ready goods only, what the public store page shows; the owner's view counts every row. */
  async function shopOut(row: ShopRow, visitor = false, goodsCount?: number): Promise<Shop> {
    return {
      id: row.id,
      name: row.name,
      storeSpace: row.storeSpace,
      logo: row.logo,
      description: row.description,
      goodsCount: goodsCount ?? (await repo.goodsCountOf(row.id, visitor)),
      url: `/store/${row.storeSpace}`,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** Saves with a logo that may change (product §D4 "Uploads"): the new one must be the caller's own live upload. */
  const withLogo = <T>(userId: number, logo: string | null | undefined, previous: string | null, save: () => Promise<T>): Promise<T> =>
    replaceKept(uploads, userId, { next: logo, previous, refused: logoInvalid }, save);

  async function ownShop(userId: number): Promise<ShopRow> {
    const shop = await repo.shopOfUser(userId);
    if (!shop) throw shopNotFound();
    return shop;
  }

  /** Adds (channel, offerId) to the shop: a `syncing` row, then the listing from the product source, written to the catalog. */
  async function addItem(shopId: number, channel: Channel, offerId: string, stock: number | undefined): Promise<AddOutcome> {
    const inserted = await repo.insertShopGoods(shopId, channel, offerId, stock ?? null, goodsMax);
    if (typeof inserted !== 'number') return { refused: inserted };
    let listing;
    try {
      listing = await productSource.item(channel, offerId);
    } catch (error) {
      if (!(error instanceof ProductSourceError)) throw error;
      await repo.markFailed(inserted, error.reason);
      return { refused: 'failed' };
    }
    if (!listing) {
      await repo.deleteShopGoods(shopId, [inserted]);
      return { refused: 'not_found' };
    }
    const goodsId = await repo.ensureCatalogGoods(listing);
    if (goodsId === null) {
      await repo.markFailed(inserted, 'unsupported_category');
      return { id: inserted };
    }
    await repo.markReady(inserted, goodsId, stock ?? listing.stock);
    // Search by image: the listing's pictures are described by a job (a repeat for a known picture is a no-op).
    await sendImageIndexJobs(deps.jobs, listing.images);
    return { id: inserted };
  }

  async function goodsPage(shopId: number, filter: { readyOnly: boolean; tagId?: number; keyword?: string; id?: number }, page: { pageId: number; pageSize: number }, locale: Locale): Promise<ShopGoodsPage> {
    const { total, rows } = await repo.listGoods(shopId, filter, page.pageSize, (page.pageId - 1) * page.pageSize);
    const list = rows.map((r): ShopGoods => ({
      id: r.id,
      channel: r.channel as Channel,
      offerId: r.offerId,
      title: r.titleCn === null ? '' : goodsTitle(r.titles ?? {}, r.titleCn, locale),
      titleCn: r.titleCn ?? '',
      image: r.image ?? '',
      priceCny: r.priceCny ?? 0,
      soldCount: r.soldCount ?? 0,
      viewCount: r.viewCount ?? 0,
      qcCount: r.qcCount ?? 0,
      categoryId: r.categoryId ?? 0,
      outOfStock: r.outOfStock ?? false,
      stock: r.stock,
      tags: r.tags.map((t) => ({ id: t.id, name: t.name })),
      status: r.status as ShopGoods['status'],
      ...(r.failReason ? { failReason: r.failReason } : {}),
      addedAt: r.addedAt.toISOString(),
    }));
    return { list, total, pageId: page.pageId, pageSize: page.pageSize, hasMore: page.pageId * page.pageSize < total };
  }

  return {
    async create(userId: number, req: CreateShopRequest): Promise<Shop> {
      if (isReservedStoreSpace(req.storeSpace)) throw slugTaken();
      const created = await withLogo(userId, req.logo, null, async () => {
        const row = await repo.createShop(userId, req);
        if (row === 'shop_exists') throw new ConflictError('shopExists', { reason: 'shop_exists' });
        if (row === 'slug_taken') throw slugTaken();
        return row;
      });
      return shopOut(created);
    },

    async edit(userId: number, req: EditShopRequest): Promise<Shop> {
      const shop = await ownShop(userId);
      if (req.storeSpace !== undefined && isReservedStoreSpace(req.storeSpace)) throw slugTaken();
      const fields = Object.fromEntries(Object.entries(req).filter(([, v]) => v !== undefined));
      if (Object.keys(fields).length === 0) return shopOut(shop);
      const updated = await withLogo(userId, req.logo, shop.logo, async () => {
        const row = await repo.updateShop(shop.id, fields);
        if (row === 'slug_taken') throw slugTaken();
        return row;
      });
      return shopOut(updated);
    },

    /** A shop by its slug with its tags; without a slug the caller's own shop (or null). `reads`: see `shopRow`. */
    async get(storeSpace: string | undefined, userId: number | null, reads?: RequestReads): Promise<ShopWithTags | null> {
      const shop = storeSpace !== undefined ? await shopRow(storeSpace, reads) : userId !== null ? await repo.shopOfUser(userId) : null;
      if (!shop) {
        if (storeSpace === undefined) return null;
        throw shopNotFound();
      }
      const visitor = storeSpace !== undefined && shop.userId !== userId;
      const { goodsCount, tags } = await repo.goodsCountAndTags(shop.id, visitor);
      return { ...(await shopOut(shop, visitor, goodsCount)), tags };
    },

    async addGoods(userId: number, req: AddShopGoodsRequest, locale: Locale): Promise<ShopGoods> {
      const shop = await ownShop(userId);
      const parsed = parseProductLink(req.url);
      if (!parsed.ok) throw new InvalidError('invalidGoodsUrl', { reason: parsed.reason, fields: { url: 'invalidGoodsUrl' } });
      const tagIds = [...new Set(req.tagIds ?? [])];
      if ((await repo.ownTagIds(shop.id, tagIds)).length !== tagIds.length) throw tagNotFound();
      const outcome = await addItem(shop.id, parsed.channel, parsed.offerId, req.stock);
      if ('refused' in outcome) {
        if (outcome.refused === 'exists') throw new ConflictError('shopGoodsExists', { reason: 'goods_exists' });
        if (outcome.refused === 'full') throw new ConflictError('shopGoodsFull', { reason: 'shop_goods_full', data: { max: goodsMax }, vars: { max: goodsMax } });
        if (outcome.refused === 'not_found') throw new NotFoundError('productNotFound', { reason: 'product_not_found' });
      }
      const key = await repo.findShopGoods(shop.id, parsed.channel, parsed.offerId);
      if (!key) throw goodsNotFound();
      for (const tagId of tagIds) await repo.attachTag(tagId, [key.id]);
      const [row] = (await goodsPage(shop.id, { readyOnly: false, id: key.id }, { pageId: 1, pageSize: 1 }, locale)).list;
      if (!row) throw goodsNotFound();
      return row;
    },

    /** Queues the import of a whole marketplace shop; the same shop while its import is open answers the same job. */
    async importShop(userId: number, url: string): Promise<{ jobId: number }> {
      const shop = await ownShop(userId);
      const parsed = parseShopLink(url);
      if (!parsed.ok) throw new InvalidError('invalidShopUrl', { reason: parsed.reason, fields: { url: 'invalidShopUrl' } });
      const source = `${parsed.channel}:${parsed.shopId}`;
      const open = await repo.openJob(shop.id, source);
      if (open) return { jobId: open.id };
      // Keyed by shop, marketplace shop and how many imports of it have finished: concurrent requests queue one
      // job, a later import of the same shop queues a new one.
      const generation = await repo.finishedJobCount(shop.id, source);
      const jobId = await repo.createJob(shop.id, 'shop', source);
      const data: ShopImportJob = { jobId, shopId: shop.id, channel: parsed.channel, marketShopId: parsed.shopId };
      const sent = await deps.jobs.send(SHOP_IMPORT, data, { key: `${shop.id}:${source}:${generation}` });
      if (sent === null) {
        // Another request queued the same import a moment ago: answer its job.
        await repo.deleteJob(jobId);
        const other = await repo.openJob(shop.id, source);
        return { jobId: other?.id ?? jobId };
      }
      return { jobId };
    },

    async jobs(userId: number): Promise<ShopJob[]> {
      const shop = await ownShop(userId);
      return (await repo.jobsOf(shop.id)).map((j) => ({
        id: j.id,
        kind: j.kind as ShopJob['kind'],
        status: j.status as ShopJob['status'],
        total: j.total,
        done: j.done,
        failed: j.failed,
        createdAt: j.createdAt.toISOString(),
        finishedAt: j.finishedAt?.toISOString() ?? null,
      }));
    },

    async deleteGoods(userId: number, ids: number[]): Promise<void> {
      const shop = await ownShop(userId);
      const own = await repo.ownGoodsIds(shop.id, ids);
      if (own.length !== new Set(ids).size) throw goodsNotFound();
      await repo.deleteShopGoods(shop.id, own);
    },

    /** The stock edit of the goods list (beyond product §D4): one of the caller's goods, answered as listed. */
    async editGoods(userId: number, req: EditShopGoodsRequest, locale: Locale): Promise<ShopGoods> {
      const shop = await ownShop(userId);
      if (!(await repo.updateStock(shop.id, req.id, req.stock))) throw goodsNotFound();
      const [row] = (await goodsPage(shop.id, { readyOnly: false, id: req.id }, { pageId: 1, pageSize: 1 }, locale)).list;
      if (!row) throw goodsNotFound();
      return row;
    },

    /**
     * Whether the caller may take `storeSpace` (the slug checked as you type, beyond product §D4): the same rules
     * as create and edit — its shape, the reserved words, and any other shop's slug ignoring case; the caller's
     * own current slug is available.
     */
    async checkStoreSpace(userId: number, storeSpace: string): Promise<StoreSpaceCheck> {
      const parsed = StoreSpaceSchema.safeParse(storeSpace);
      if (!parsed.success) return { available: false, reason: 'invalid' };
      if (isReservedStoreSpace(parsed.data)) return { available: false, reason: 'reserved' };
      const holder = await repo.shopBySpace(parsed.data);
      if (holder && holder.userId !== userId) return { available: false, reason: 'taken' };
      return { available: true };
    },

    /** The goods spreadsheet template (issue #12 §3) in `locale`, with its download name. */
    goodsTemplate(locale: Locale): { bytes: Buffer; contentType: string; filename: string } {
      return { bytes: goodsSheetTemplate(locale), contentType: GOODS_SHEET_TEMPLATE_MIME, filename: `haulbridge-goods-template-${locale}.xlsx` };
    },

    async ownGoods(userId: number, req: { pageId: number; pageSize: number; tagId?: number; keyword?: string }, locale: Locale): Promise<ShopGoodsPage> {
      const shop = await ownShop(userId);
      if (req.tagId !== undefined && !(await repo.findTag(shop.id, req.tagId))) throw tagNotFound();
      return goodsPage(shop.id, { readyOnly: false, tagId: req.tagId, keyword: req.keyword || undefined }, req, locale);
    },

    /** `GET S/user/products`: the caller's ready goods (what they can register for an activity), newest first; none without a shop. */
    async userProducts(userId: number, locale: Locale): Promise<ShopGoods[]> {
      const shop = await repo.shopOfUser(userId);
      if (!shop) return [];
      return (await goodsPage(shop.id, { readyOnly: true }, { pageId: 1, pageSize: USER_PRODUCTS_MAX }, locale)).list;
    },

    /** A shop's ready goods; a signed-in caller's cards say which are in their favourites (`isCollected`). */
    async publicGoods(req: { storeSpace: string; pageId: number; pageSize: number; tagId?: number }, locale: Locale, userId: number | null = null, reads?: RequestReads): Promise<ShopGoodsPage> {
      const shop = await shopRow(req.storeSpace, reads);
      if (!shop) throw shopNotFound();
      if (req.tagId !== undefined && !(await repo.findTag(shop.id, req.tagId))) throw tagNotFound();
      const page = await goodsPage(shop.id, { readyOnly: true, tagId: req.tagId }, req, locale);
      if (userId !== null && deps.collectedAmong && page.list.length > 0) {
        const collected = await deps.collectedAmong(userId, page.list);
        for (const card of page.list) card.isCollected = collected.has(favoriteKeyOf(card));
      }
      return page;
    },

    /** A shop's tags as visitors see them: counts of ready goods. */
    async publicTags(storeSpace: string): Promise<ShopTag[]> {
      const shop = await repo.shopBySpace(storeSpace);
      if (!shop) throw shopNotFound();
      return repo.tagsWithCounts(shop.id, true);
    },

    async ownTags(userId: number): Promise<ShopTag[]> {
      return repo.tagsWithCounts((await ownShop(userId)).id);
    },

    async addTag(userId: number, name: string) {
      const shop = await ownShop(userId);
      const out = await repo.insertTag(shop.id, name, tagsMax);
      if (out === 'exists') throw new ConflictError('tagExists', { reason: 'tag_exists', fields: { name: 'tagExists' } });
      if (out === 'full') throw new ConflictError('shopTagsFull', { reason: 'shop_tags_full', data: { max: tagsMax }, vars: { max: tagsMax } });
      return out;
    },

    async editTag(userId: number, id: number, name: string) {
      const shop = await ownShop(userId);
      const out = await repo.renameTag(shop.id, id, name);
      if (out === 'exists') throw new ConflictError('tagExists', { reason: 'tag_exists', fields: { name: 'tagExists' } });
      if (!out) throw tagNotFound();
      return out;
    },

    async removeTag(userId: number, id: number) {
      const shop = await ownShop(userId);
      if (!(await repo.deleteTag(shop.id, id))) throw tagNotFound();
    },

    async tagGoods(userId: number, req: { goodsIds: number[]; labId: number }, attach: boolean) {
      const shop = await ownShop(userId);
      if (!(await repo.findTag(shop.id, req.labId))) throw tagNotFound();
      const own = await repo.ownGoodsIds(shop.id, req.goodsIds);
      if (own.length !== new Set(req.goodsIds).size) throw goodsNotFound();
      if (attach) await repo.attachTag(req.labId, own);
      else await repo.detachTag(req.labId, own);
    },
  };
}
export type ShopsService = ReturnType<typeof makeShopsService>;
