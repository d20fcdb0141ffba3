import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Channel } from '../../../core/api.ts';
import type { Db } from '../../../db/client.ts';
import { writeGoods } from '../../../db/goods-writer.ts';
import { categories, shopJobItems, shopJobs, shopTags } from '../../../db/schema/index.ts';
import type { ProductListing } from '../product-source/index.ts';
import { goodsInputOf } from './repo.ts';

/** Rows of a raw `execute` (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** A list passed to SQL as one jsonb parameter and read back with `jsonb_to_recordset` (works the same on PGlite and PostgreSQL). */
const asJson = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

export type JobItem = { row: number; channel: Channel; offerId: string; tagIds: number[]; stock: number | null };
export type ItemOutcome = { row: number; status: 'done' | 'failed'; reason: string | null };
export type ShopGoodsState = { id: number; channel: string; offerId: string; status: string };

const INSERT_CHUNK = 1000;

/**
 * The SQL of resumable imports (docs/decisions/016-resumable-imports.md): a job's rows in `shop_job_items`, and the
 * batch writes that work them — each one idempotent, so a batch cut off by a crash is simply worked again.
 */
export function makeImportsRepo(db: Db) {
  return {
    /** Which of the keys the shop holds already, or is about to (a pending row of one of its open jobs). */
    async existingGoodsKeys(shopId: number, keys: { channel: string; offerId: string }[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const wanted = asJson(keys.map((k) => ({ channel: k.channel, offer_id: k.offerId })));
      const rows = rowsOf<{ channel: string; offer_id: string }>(await db.execute(sql`
        select g.channel, g.offer_id from shop_goods g
        join jsonb_to_recordset(${wanted}) as k(channel text, offer_id text) on g.channel = k.channel and g.offer_id = k.offer_id
        where g.shop_id = ${shopId}
        union
        select i.channel, i.offer_id from shop_job_items i
        join shop_jobs j on j.id = i.job_id and j.shop_id = ${shopId} and j.status in ('queued', 'running')
        join jsonb_to_recordset(${wanted}) as k(channel text, offer_id text) on i.channel = k.channel and i.offer_id = k.offer_id
        where i.status = 'pending'`));
      return new Set(rows.map((r) => `${r.channel}:${r.offer_id}`));
    },

    async tagsOf(shopId: number) {
      return db.select({ id: shopTags.id, name: shopTags.name }).from(shopTags).where(eq(shopTags.shopId, shopId));
    },

    async tagByName(shopId: number, name: string) {
      const [row] = await db.select({ id: shopTags.id, name: shopTags.name }).from(shopTags).where(and(eq(shopTags.shopId, shopId), sql`lower(${shopTags.name}) = ${name.toLowerCase()}`)).limit(1);
      return row ?? null;
    },

    /** A `file` (or `shop`) job with its rows, in one transaction: the job is never seen without them. */
    async createJobWithItems(shopId: number, kind: 'file' | 'shop', source: string, items: JobItem[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [job] = await tx.insert(shopJobs).values({ shopId, kind, source, total: items.length, listed: true }).returning({ id: shopJobs.id });
        for (let i = 0; i < items.length; i += INSERT_CHUNK) {
          await tx.insert(shopJobItems).values(items.slice(i, i + INSERT_CHUNK).map((item) => ({ jobId: job!.id, ...item })));
        }
        return job!.id;
      });
    },

    /** Adds rows to a shop import as its pages are read, with the cursor of the next page, in one transaction. */
    async appendItems(jobId: number, items: JobItem[], next: { cursor: string | null; listed: boolean }) {
      await db.transaction(async (tx) => {
        if (items.length > 0) await tx.insert(shopJobItems).values(items.map((item) => ({ jobId, ...item }))).onConflictDoNothing();
        const [{ n }] = (await tx.select({ n: count() }).from(shopJobItems).where(eq(shopJobItems.jobId, jobId))) as [{ n: number }];
        await tx.update(shopJobs).set({ cursor: next.cursor, listed: next.listed, total: n }).where(eq(shopJobs.id, jobId));
      });
    },

    async pendingItems(jobId: number, limit: number): Promise<JobItem[]> {
      const rows = await db
        .select({ row: shopJobItems.row, channel: shopJobItems.channel, offerId: shopJobItems.offerId, tagIds: shopJobItems.tagIds, stock: shopJobItems.stock })
        .from(shopJobItems)
        .where(and(eq(shopJobItems.jobId, jobId), eq(shopJobItems.status, 'pending')))
        .orderBy(asc(shopJobItems.row))
        .limit(limit);
      return rows.map((r) => ({ ...r, channel: r.channel as Channel }));
    },

    /**
     * The shop's rows for the items, inserting `syncing` ones for those it lacks while the shop holds fewer than
     * `max` goods (the room is counted once per batch; decision 014 accepts a few over under concurrent adds).
     */
    async ensureShopGoods(shopId: number, items: { channel: string; offerId: string; stock: number | null }[], max: number): Promise<Map<string, ShopGoodsState>> {
      if (items.length > 0) {
        await db.execute(sql`
          insert into shop_goods (shop_id, channel, offer_id, stock, status)
          select ${shopId}, k.channel, k.offer_id, k.stock, 'syncing'
          from jsonb_to_recordset(${asJson(items.map((i, n) => ({ channel: i.channel, offer_id: i.offerId, stock: i.stock, n })))}) as k(channel text, offer_id text, stock int, n int)
          where not exists (select 1 from shop_goods g where g.shop_id = ${shopId} and g.channel = k.channel and g.offer_id = k.offer_id)
          order by k.n
          limit greatest(0, ${max} - (select count(*) from shop_goods where shop_id = ${shopId}))
          on conflict (shop_id, channel, offer_id) do nothing`);
      }
      const rows = rowsOf<{ id: number; channel: string; offer_id: string; status: string }>(await db.execute(sql`
        select g.id, g.channel, g.offer_id, g.status from shop_goods g
        join jsonb_to_recordset(${asJson(items.map((i) => ({ channel: i.channel, offer_id: i.offerId })))}) as k(channel text, offer_id text)
          on g.channel = k.channel and g.offer_id = k.offer_id
        where g.shop_id = ${shopId}`));
      return new Map(rows.map((r) => [`${r.channel}:${r.offer_id}`, { id: Number(r.id), channel: r.channel, offerId: r.offer_id, status: r.status }]));
    },

    /**
     * The catalog's goods ids of the listings ("channel:offerId" → id), writing those the catalog lacks through the one
     * goods writer (db/goods-writer.ts) in one statement; a listing whose category is not ours is left out.
     */
    async ensureCatalogGoodsMany(listings: ProductListing[]): Promise<Map<string, number>> {
      if (listings.length === 0) return new Map();
      const keys = [...new Set(listings.map((l) => l.categoryKey).filter((k): k is string => k !== null))];
      const categoryIds = new Map(
        keys.length === 0 ? [] : (await db.select({ id: categories.id, key: categories.key }).from(categories).where(inArray(categories.key, keys))).map((c) => [c.key, c.id]),
      );
      await writeGoods(
        db,
        listings
          .filter((l) => l.categoryKey !== null && categoryIds.has(l.categoryKey))
          .map((l) => goodsInputOf(l, categoryIds.get(l.categoryKey!)!)),
      );
      // Written now, or already there (by the seed, another shop, a concurrent runner).
      const rows = rowsOf<{ id: number; channel: string; offer_id: string }>(await db.execute(sql`
        select g.id, g.channel, g.offer_id from goods g
        join jsonb_to_recordset(${asJson(listings.map((l) => ({ channel: l.channel, offer_id: l.offerId })))}) as k(channel text, offer_id text)
          on g.channel = k.channel and g.offer_id = k.offer_id`));
      return new Map(rows.map((r) => [`${r.channel}:${r.offer_id}`, Number(r.id)]));
    },

    /**
     * Sets the shop rows' outcome: ready with a catalog row, or failed with a reason. `stock` (the listing's) fills
     * only a row without one: the spreadsheet's stock, written with the row, or a stock edit made meanwhile stays.
     */
    async settleShopGoods(changes: { id: number; goodsId: number | null; status: 'ready' | 'failed'; reason: string | null; stock: number | null }[]) {
      if (changes.length === 0) return;
      await db.execute(sql`
        update shop_goods g set goods_id = coalesce(c.goods_id, g.goods_id), status = c.status, fail_reason = c.reason, stock = coalesce(g.stock, c.stock)
        from jsonb_to_recordset(${asJson(changes.map((c) => ({ id: c.id, goods_id: c.goodsId, status: c.status, reason: c.reason, stock: c.stock })))})
          as c(id int, goods_id int, status text, reason text, stock int)
        where g.id = c.id`);
    },

    /** Sets the stock of goods the shop already held (a spreadsheet row naming them says how many). */
    async setStock(changes: { id: number; stock: number }[]) {
      if (changes.length === 0) return;
      await db.execute(sql`
        update shop_goods g set stock = c.stock
        from jsonb_to_recordset(${asJson(changes)}) as c(id int, stock int)
        where g.id = c.id`);
    },

    /** Removes `syncing` rows of products the marketplace does not have. */
    async dropSyncing(shopId: number, ids: number[]) {
      if (ids.length === 0) return;
      await db.execute(sql`delete from shop_goods where shop_id = ${shopId} and status = 'syncing' and id in (select (jsonb_array_elements_text(${asJson(ids)}))::int)`);
    },

    /** Attaches tags (only the shop's own: a tag deleted meanwhile is skipped). */
    async attachTags(shopId: number, pairs: { shopGoodsId: number; tagId: number }[]) {
      if (pairs.length === 0) return;
      await db.execute(sql`
        insert into shop_goods_tags (shop_goods_id, tag_id)
        select p.shop_goods_id, p.tag_id
        from jsonb_to_recordset(${asJson(pairs.map((p) => ({ shop_goods_id: p.shopGoodsId, tag_id: p.tagId })))}) as p(shop_goods_id int, tag_id int)
        join shop_tags t on t.id = p.tag_id and t.shop_id = ${shopId}
        on conflict do nothing`);
    },

    /** Marks the job's rows done or failed and recounts the job from its rows (so a row worked twice counts once). */
    async finishItems(jobId: number, outcomes: ItemOutcome[]) {
      if (outcomes.length > 0) {
        await db.execute(sql`
          update shop_job_items i set status = o.status, reason = o.reason
          from jsonb_to_recordset(${asJson(outcomes)}) as o(row int, status text, reason text)
          where i.job_id = ${jobId} and i.row = o.row`);
      }
      await db.execute(sql`
        update shop_jobs j set
          done = (select count(*) from shop_job_items where job_id = ${jobId} and status = 'done'),
          failed = (select count(*) from shop_job_items where job_id = ${jobId} and status = 'failed'),
          total = greatest(j.total, (select count(*) from shop_job_items where job_id = ${jobId}))
        where j.id = ${jobId}`);
    },

    /** The shop rows a job's pending rows left `syncing` (a batch cut off before it settled them) fail with `reason`. */
    async failSyncingOfPending(jobId: number, shopId: number, reason: string) {
      await db.execute(sql`
        update shop_goods g set status = 'failed', fail_reason = ${reason}
        from shop_job_items i
        where i.job_id = ${jobId} and i.status = 'pending' and g.shop_id = ${shopId} and g.status = 'syncing'
          and g.channel = i.channel and g.offer_id = i.offer_id`);
    },

    async failPending(jobId: number, reason: string) {
      await db.update(shopJobItems).set({ status: 'failed', reason }).where(and(eq(shopJobItems.jobId, jobId), eq(shopJobItems.status, 'pending')));
    },

    /** The job's rows that failed, with why (for the page's per-row report). */
    async failedItems(jobId: number) {
      return db.select({ row: shopJobItems.row, reason: shopJobItems.reason }).from(shopJobItems).where(and(eq(shopJobItems.jobId, jobId), eq(shopJobItems.status, 'failed'))).orderBy(asc(shopJobItems.row));
    },
  };
}
export type ImportsRepo = ReturnType<typeof makeImportsRepo>;
