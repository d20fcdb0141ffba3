import { and, count, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Channel } from '../../../core/api.ts';
import type { Db } from '../../../db/client.ts';
import { writeGoods, type GoodsInput } from '../../../db/goods-writer.ts';
import { categories, goods, shopGoods, shopGoodsTags, shopJobs, shops, shopTags } from '../../../db/schema/index.ts';
import type { ProductListing } from '../product-source/index.ts';
import { uniqueViolation } from '../accounts/repo.ts';
import { goodsCardColumns } from '../catalog/repo.ts';

export type ShopRow = typeof shops.$inferSelect;
export type ShopFields = { name?: string; storeSpace?: string; logo?: string | null; description?: string };
/** Rows of a raw `execute` (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Shops, their goods, tags and jobs (My Store, docs/decisions/014-shops.md). Every read and write names the shop. */
/** A product source's listing as the catalog's goods writer takes it, in one of our categories. */
export function goodsInputOf(listing: ProductListing, categoryId: number): GoodsInput {
  return {
    channel: listing.channel,
    offerId: listing.offerId,
    titleCn: listing.titleCn,
    titles: listing.titles,
    priceCny: listing.priceCny,
    images: listing.images,
    categoryId,
    weightG: listing.weightG ?? 0,
    volumeCm3: listing.volumeCm3 ?? 0,
    deliveryDays: listing.deliveryDays ?? 0,
    soldCount: listing.soldCount,
    stock: listing.stock ?? 0,
    outOfStock: listing.outOfStock,
    productUrl: listing.productUrl,
    isDemo: listing.isDemo,
  };
}

export function makeShopsRepo(db: Db) {
  /** All of a shop's goods, or (`readyOnly`, what visitors see) the ready ones. */
  const goodsCountOf = async (shopId: number, readyOnly = false) =>
    (await db.select({ n: count() }).from(shopGoods).where(readyOnly ? and(eq(shopGoods.shopId, shopId), eq(shopGoods.status, 'ready')) : eq(shopGoods.shopId, shopId)))[0]!.n;

  /** How many goods carry the tag the outer query's `tagId` column names: every one, or (`readyOnly`) the ready ones. */
  const goodsOfTag = (tagId: SQL, readyOnly: boolean) =>
    readyOnly
      ? sql<number>`(select count(*)::int from shop_goods_tags sgt join shop_goods sg on sg.id = sgt.shop_goods_id where sgt.tag_id = ${tagId} and sg.status = 'ready')`
      : sql<number>`(select count(*)::int from shop_goods_tags sgt where sgt.tag_id = ${tagId})`;

  /** Whether the outer query's shop_goods row carries the tag. */
  const hasTag = (tagId: SQL) => sql`exists (select 1 from ${shopGoodsTags} where ${shopGoodsTags.shopGoodsId} = ${shopGoods.id} and ${shopGoodsTags.tagId} = ${tagId})`;

  /**
   * A page of shop goods with its total (a window count) and each row's tags, in one statement (decision 020, eighth
   * pass: a store page's render was six queries); of the catalog's row only the first image (a card shows one). The
   * page is chosen first, then the tags of its rows are read in one pass (thirteenth pass: a subquery per row ran a
   * join per card, 4 ms of a store page's 15).
   */
  const pageOf = (where: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) => {
    const page = db.$with('page').as(
      db
        .select({
          total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
          id: shopGoods.id,
          channel: shopGoods.channel,
          offerId: shopGoods.offerId,
          stock: shopGoods.stock,
          status: shopGoods.status,
          failReason: shopGoods.failReason,
          addedAt: shopGoods.addedAt,
          ...goodsCardColumns,
          image: sql<string | null>`${goods.images}->>0`.as('image'),
        })
        .from(shopGoods)
        .leftJoin(goods, eq(goods.id, shopGoods.goodsId))
        .where(where)
        .orderBy(desc(shopGoods.addedAt), desc(shopGoods.id))
        .limit(limit)
        .offset(offset),
    );
    const pageTags = db.$with('page_tags').as(
      db
        .select({
          shopGoodsId: shopGoodsTags.shopGoodsId,
          list: sql<{ id: number; name: string }[]>`json_agg(json_build_object('id', ${shopTags.id}, 'name', ${shopTags.name}) order by ${shopTags.name}, ${shopTags.id})`.as('list'),
        })
        .from(shopGoodsTags)
        .innerJoin(shopTags, eq(shopTags.id, shopGoodsTags.tagId))
        .where(sql`${shopGoodsTags.shopGoodsId} in (select ${page.id} from ${page})`)
        .groupBy(shopGoodsTags.shopGoodsId),
    );
    const { total, id, channel, offerId, stock, status, failReason, addedAt, titleCn, titles, image, priceCny, soldCount, viewCount, qcCount, categoryId, outOfStock } = page;
    return db
      .with(page, pageTags)
      .select({
        total,
        tags: sql<{ id: number; name: string }[]>`coalesce(${pageTags.list}, '[]'::json)`,
        id,
        channel,
        offerId,
        stock,
        status,
        failReason,
        addedAt,
        titleCn,
        titles,
        image,
        priceCny,
        soldCount,
        viewCount,
        qcCount,
        categoryId,
        outOfStock,
      })
      .from(page)
      .leftJoin(pageTags, eq(pageTags.shopGoodsId, page.id))
      .orderBy(desc(page.addedAt), desc(page.id));
  };

  // A visitor's store page, built once (decision 020, tenth pass: building the statement was a measurable part of a
  // store render); prepared as well, so PostgreSQL plans it once per connection.
  const publicWhere = (tagged: boolean) =>
    and(eq(shopGoods.shopId, sql.placeholder('shopId')), eq(shopGoods.status, 'ready'), tagged ? hasTag(sql`${sql.placeholder('tagId')}`) : undefined);
  const publicPage = {
    all: pageOf(publicWhere(false), sql.placeholder('limit'), sql.placeholder('offset')).prepare('shops_public_page'),
    tagged: pageOf(publicWhere(true), sql.placeholder('limit'), sql.placeholder('offset')).prepare('shops_public_page_tagged'),
  };
  const bySpace = db.select().from(shops).where(sql`lower(${shops.storeSpace}) = ${sql.placeholder('space')}`).limit(1).prepare('shops_by_space');

  return {
    async shopOfUser(userId: number): Promise<ShopRow | null> {
      const [row] = await db.select().from(shops).where(eq(shops.userId, userId)).limit(1);
      return row ?? null;
    },

    async shopBySpace(storeSpace: string): Promise<ShopRow | null> {
      const [row] = await bySpace.execute({ space: storeSpace.toLowerCase() });
      return row ?? null;
    },

    /** The new shop, or which unique rule refused it (one shop per user, the slug ignoring case). */
    async createShop(userId: number, fields: Required<Pick<ShopFields, 'name' | 'storeSpace'>> & ShopFields): Promise<ShopRow | 'shop_exists' | 'slug_taken'> {
      try {
        const [row] = await db.insert(shops).values({ userId, name: fields.name, storeSpace: fields.storeSpace, logo: fields.logo ?? null, description: fields.description ?? '' }).returning();
        return row!;
      } catch (error) {
        const index = uniqueViolation(error);
        if (index === null) throw error;
        return index === 'shops_store_space_uq' ? 'slug_taken' : 'shop_exists';
      }
    },

    async updateShop(shopId: number, fields: ShopFields): Promise<ShopRow | 'slug_taken'> {
      try {
        const [row] = await db.update(shops).set({ ...fields, updatedAt: new Date() }).where(eq(shops.id, shopId)).returning();
        return row!;
      } catch (error) {
        if (uniqueViolation(error) === 'shops_store_space_uq') return 'slug_taken';
        throw error;
      }
    },

    goodsCountOf,

    /** The shop's tags with their goods counts: of every good, or (`readyOnly`, what visitors see) of the ready ones. */
    async tagsWithCounts(shopId: number, readyOnly = false) {
      // Written out: drizzle leaves columns inside `sql` unqualified, and these subqueries name three tables.
      return db
        .select({ id: shopTags.id, name: shopTags.name, goodsCount: goodsOfTag(sql.raw('shop_tags.id'), readyOnly) })
        .from(shopTags)
        .where(eq(shopTags.shopId, shopId))
        .orderBy(shopTags.name, shopTags.id);
    },

    /**
     * The shop's goods count and its tags with their counts (as `goodsCountOf` and `tagsWithCounts`) in one statement:
     * what a shop's page shows above its goods (decision 020, eighth pass).
     */
    async goodsCountAndTags(shopId: number, readyOnly = false): Promise<{ goodsCount: number; tags: { id: number; name: string; goodsCount: number }[] }> {
      const counted = goodsOfTag(sql.raw('t.id'), readyOnly);
      const [row] = rowsOf<{ goods_count: number; tags: { id: number; name: string; goodsCount: number }[] }>(
        await db.execute(sql`
          select
            (select count(*)::int from shop_goods sg where sg.shop_id = ${shopId}${readyOnly ? sql` and sg.status = 'ready'` : sql``}) as goods_count,
            coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'goodsCount', ${counted}) order by t.name, t.id)
              from shop_tags t where t.shop_id = ${shopId}), '[]'::json) as tags`),
      );
      return { goodsCount: Number(row!.goods_count), tags: row!.tags };
    },

    async findShopGoods(shopId: number, channel: Channel, offerId: string) {
      const [row] = await db.select({ id: shopGoods.id }).from(shopGoods).where(and(eq(shopGoods.shopId, shopId), eq(shopGoods.channel, channel), eq(shopGoods.offerId, offerId))).limit(1);
      return row ?? null;
    },

    /** A `syncing` row for the product, unless the shop has it already or holds `max` goods (one statement). */
    async insertShopGoods(shopId: number, channel: Channel, offerId: string, stock: number | null, max: number): Promise<number | 'exists' | 'full'> {
      const rows = rowsOf<{ id: number }>(await db.execute(sql`
        insert into shop_goods (shop_id, channel, offer_id, stock, status)
        select ${shopId}, ${channel}, ${offerId}, ${stock}, 'syncing'
        where (select count(*) from shop_goods where shop_id = ${shopId}) < ${max}
        on conflict (shop_id, channel, offer_id) do nothing
        returning id`));
      const id = rows[0]?.id;
      if (id !== undefined) return Number(id);
      return (await this.findShopGoods(shopId, channel, offerId)) ? 'exists' : 'full';
    },

    /** `stock` fills the row's stock only where it has none: one set while the row was syncing (a stock edit) stays. */
    async markReady(id: number, goodsId: number, stock: number | null) {
      await db.update(shopGoods).set({ goodsId, status: 'ready', failReason: null, stock: sql`coalesce(${shopGoods.stock}, ${stock})` }).where(eq(shopGoods.id, id));
    },

    async markFailed(id: number, reason: string) {
      await db.update(shopGoods).set({ status: 'failed', failReason: reason }).where(eq(shopGoods.id, id));
    },

    async deleteShopGoods(shopId: number, ids: number[]) {
      await db.delete(shopGoods).where(and(eq(shopGoods.shopId, shopId), inArray(shopGoods.id, ids)));
    },

    /** Sets the stock of one of the shop's goods; false when the shop has no such goods. */
    async updateStock(shopId: number, id: number, stock: number | null): Promise<boolean> {
      const rows = await db.update(shopGoods).set({ stock }).where(and(eq(shopGoods.shopId, shopId), eq(shopGoods.id, id))).returning({ id: shopGoods.id });
      return rows.length > 0;
    },

    /** Which of `ids` are goods of the shop. */
    async ownGoodsIds(shopId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: shopGoods.id }).from(shopGoods).where(and(eq(shopGoods.shopId, shopId), inArray(shopGoods.id, ids)));
      return rows.map((r) => r.id);
    },

    /**
     * The catalog's goods row of a listing, written through the one goods writer (db/goods-writer.ts) when the
     * catalog does not hold it yet. Null when the listing's category is not one of ours.
     */
    async ensureCatalogGoods(listing: ProductListing): Promise<number | null> {
      const find = async () => (await db.select({ id: goods.id }).from(goods).where(and(eq(goods.channel, listing.channel), eq(goods.offerId, listing.offerId))).limit(1))[0]?.id ?? null;
      const existing = await find();
      if (existing !== null) return existing;
      if (!listing.categoryKey) return null;
      const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.key, listing.categoryKey)).limit(1);
      if (!category) return null;
      await writeGoods(db, [goodsInputOf(listing, category.id)]);
      // Written now, or by a concurrent add of the same listing a moment ago.
      return find();
    },

    /**
     * A page of the shop's goods with its total and each row's tags. A visitor's page (ready goods, by tag or not, no
     * keyword) runs a statement built once (`publicPage`); the seller's own lists build theirs.
     */
    async listGoods(shopId: number, filter: { readyOnly: boolean; tagId?: number; keyword?: string; id?: number }, limit: number, offset: number) {
      const where = and(
        eq(shopGoods.shopId, shopId),
        filter.id === undefined ? undefined : eq(shopGoods.id, filter.id),
        filter.readyOnly ? eq(shopGoods.status, 'ready') : undefined,
        filter.tagId === undefined ? undefined : hasTag(sql`${filter.tagId}`),
        filter.keyword ? sql`(${goods.searchText} ilike ${`%${escapeLike(filter.keyword)}%`} or ${shopGoods.offerId} = ${filter.keyword})` : undefined,
      );
      const rows = filter.readyOnly && filter.keyword === undefined && filter.id === undefined
        ? await (filter.tagId === undefined ? publicPage.all : publicPage.tagged).execute({ shopId, tagId: filter.tagId, limit, offset })
        : await pageOf(where, limit, offset);
      // A page past the last has no row to carry the total: counted on its own (a hand-made `pageId`).
      const total = rows[0]?.total ?? (offset === 0 ? 0 : ((await db.select({ total: count() }).from(shopGoods).leftJoin(goods, eq(goods.id, shopGoods.goodsId)).where(where)) as [{ total: number }])[0].total);
      return { total, rows };
    },

    async findTag(shopId: number, id: number) {
      const [row] = await db.select({ id: shopTags.id, name: shopTags.name }).from(shopTags).where(and(eq(shopTags.shopId, shopId), eq(shopTags.id, id))).limit(1);
      return row ?? null;
    },

    async ownTagIds(shopId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: shopTags.id }).from(shopTags).where(and(eq(shopTags.shopId, shopId), inArray(shopTags.id, ids)));
      return rows.map((r) => r.id);
    },

    async insertTag(shopId: number, name: string, max: number): Promise<{ id: number; name: string } | 'exists' | 'full'> {
      try {
        const rows = rowsOf<{ id: number; name: string }>(await db.execute(sql`
          insert into shop_tags (shop_id, name)
          select ${shopId}, ${name}
          where (select count(*) from shop_tags where shop_id = ${shopId}) < ${max}
          returning id, name`));
        const row = rows[0];
        return row ? { id: Number(row.id), name: row.name } : 'full';
      } catch (error) {
        if (uniqueViolation(error)) return 'exists';
        throw error;
      }
    },

    async renameTag(shopId: number, id: number, name: string): Promise<{ id: number; name: string } | 'exists' | null> {
      try {
        const [row] = await db.update(shopTags).set({ name }).where(and(eq(shopTags.shopId, shopId), eq(shopTags.id, id))).returning({ id: shopTags.id, name: shopTags.name });
        return row ?? null;
      } catch (error) {
        if (uniqueViolation(error)) return 'exists';
        throw error;
      }
    },

    async deleteTag(shopId: number, id: number): Promise<boolean> {
      const rows = await db.delete(shopTags).where(and(eq(shopTags.shopId, shopId), eq(shopTags.id, id))).returning({ id: shopTags.id });
      return rows.length > 0;
    },

    async attachTag(tagId: number, goodsIds: number[]) {
      if (goodsIds.length === 0) return;
      await db.insert(shopGoodsTags).values(goodsIds.map((shopGoodsId) => ({ shopGoodsId, tagId }))).onConflictDoNothing();
    },

    async detachTag(tagId: number, goodsIds: number[]) {
      if (goodsIds.length === 0) return;
      await db.delete(shopGoodsTags).where(and(eq(shopGoodsTags.tagId, tagId), inArray(shopGoodsTags.shopGoodsId, goodsIds)));
    },

    async createJob(shopId: number, kind: 'link' | 'shop' | 'file', source: string): Promise<number> {
      const [row] = await db.insert(shopJobs).values({ shopId, kind, source }).returning({ id: shopJobs.id });
      return row!.id;
    },

    /** The shop's unfinished job on the same source, if any (an import already queued or running). */
    async openJob(shopId: number, source: string) {
      const [row] = await db
        .select({ id: shopJobs.id })
        .from(shopJobs)
        .where(and(eq(shopJobs.shopId, shopId), eq(shopJobs.source, source), inArray(shopJobs.status, ['queued', 'running'])))
        .orderBy(desc(shopJobs.id))
        .limit(1);
      return row ?? null;
    },

    /** How many jobs on `source` have finished: a new import after them is a new generation, keyed apart. */
    async finishedJobCount(shopId: number, source: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(shopJobs).where(and(eq(shopJobs.shopId, shopId), eq(shopJobs.source, source), inArray(shopJobs.status, ['done', 'failed'])));
      return row?.n ?? 0;
    },

    async deleteJob(id: number) {
      await db.delete(shopJobs).where(eq(shopJobs.id, id));
    },

    async jobOf(id: number) {
      const [row] = await db.select().from(shopJobs).where(eq(shopJobs.id, id)).limit(1);
      return row ?? null;
    },

    async updateJob(id: number, change: { status?: string; total?: number; done?: number; failed?: number; finishedAt?: Date }) {
      await db.update(shopJobs).set(change).where(eq(shopJobs.id, id));
    },

    async jobsOf(shopId: number) {
      return db.select().from(shopJobs).where(eq(shopJobs.shopId, shopId)).orderBy(desc(shopJobs.createdAt), desc(shopJobs.id)).limit(100);
    },
  };
}
export type ShopsRepo = ReturnType<typeof makeShopsRepo>;
