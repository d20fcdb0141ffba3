/**
 * Goods added in bulk (issue #12 §3, §5; product §4: imports are asynchronous; the calls in product §7): a
 * spreadsheet's rows (`S/add/user/shop/goods/byFile`) and a whole marketplace shop (`S/user/shop/import`), both worked
 * as resumable jobs. Design: docs/decisions/016-resumable-imports.md — the rows live in `shop_job_items`; a job works
 * them in slices of a few seconds, each slice queueing the next, and every write is idempotent, so a process killed
 * mid-import leaves pending rows that the retried (or next) slice works, and the counts are counted from the rows.
 */
import { createHash } from 'node:crypto';
import { CHANNELS, type Channel } from '../../../core/api.ts';
import { parseProductLink, type LinkRefusalReason } from '../../../core/links/index.ts';
import { LINK_REFUSAL_MESSAGES } from '../links/messages.ts';
import { GOODS_SHEET_LIMITS } from '../../../core/goods-sheet.ts';
import { SHOP_GOODS_MAX, SHOP_TAGS_MAX } from '../../../core/shop-schemas.ts';
import { NotFoundError } from '../../errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { sendImageIndexJobs } from '../image-search/job.ts';
import { ProductSourceError, type ProductListing, type ProductSource } from '../product-source/index.ts';
import { readGoodsSheet, sheetRefusals } from '../shop-sheets/index.ts';
import type { ImportsRepo, ItemOutcome, JobItem } from './imports-repo.ts';
import type { ShopsRepo } from './repo.ts';

/** The queue of job slices: each pg-boss job works one slice of a `file` or `shop` job (shop_jobs row). */
export const SHOP_JOB = 'shop.job';

/** The dead-letter queue of both slice queues: a slice that failed past its retries closes its job there. */
export const SHOP_JOB_STOPPED = 'shop.job.stopped';

/** Why a row of a job closed that way failed (shop_job_items.reason, shop_goods.fail_reason). */
export const STOPPED_REASON = 'stopped';
export type ShopJobSlice = { jobId: number };

/** Rows worked per batch (one round of writes), and how long one slice works before it queues the next. */
export const IMPORT_BATCH = 100;
export const IMPORT_SLICE_MS = 10_000;
/** Listings asked of the product source at once (the http source waits on the network). */
const SOURCE_CONCURRENCY = 8;
/** Items per page asked of the product source in a shop import. */
const SHOP_PAGE = 50;

/** A row of the file the call refused, by a stable code; the route words it in the caller's language. */
export type RowRefusal = { row: number; code: string };
export type FileAccepted = { jobId: number | null; accepted: number; rejected: RowRefusal[] };

/** The message of a row refusal (`api` catalogue key and placeholders). */
export function rowRefusalMessage(code: string, limits: { goodsMax: number; tagsMax: number } = { goodsMax: SHOP_GOODS_MAX, tagsMax: SHOP_TAGS_MAX }): { key: string; vars?: Record<string, number> } {
  switch (code) {
    case 'url_required':
      return { key: 'goodsSheetRowUrlRequired' };
    case 'invalid_stock':
      return { key: 'goodsSheetRowInvalidStock', vars: { max: GOODS_SHEET_LIMITS.maxStock } };
    case 'too_many_tags':
      return { key: 'goodsSheetRowTooManyTags', vars: { max: GOODS_SHEET_LIMITS.maxTags } };
    case 'invalid_tag':
      return { key: 'tagNameTooLong' };
    case 'duplicate_url':
      return { key: 'goodsSheetRowDuplicate' };
    case 'goods_exists':
      return { key: 'shopGoodsExists' };
    case 'shop_goods_full':
      return { key: 'shopGoodsFull', vars: { max: limits.goodsMax } };
    case 'shop_tags_full':
      return { key: 'shopTagsFull', vars: { max: limits.tagsMax } };
    default:
      return { key: LINK_REFUSAL_MESSAGES[code as LinkRefusalReason] ?? 'invalidGoodsUrl' };
  }
}


const keyOf = (item: { channel: string; offerId: string }) => `${item.channel}:${item.offerId}`;

/**
 * Lets the event loop read sockets and run timers. The embedded PGlite answers in microtasks, so a job that only
 * awaits the database would otherwise hold the process until it ends: no request would be served meanwhile.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      await work(items[next++]!);
      await yieldToEventLoop();
    }
  });
  await Promise.all(runners);
}

export function makeShopImports(deps: {
  repo: ShopsRepo;
  imports: ImportsRepo;
  productSource: ProductSource;
  jobs: Pick<JobQueue, 'send'>;
  goodsMax?: number;
  tagsMax?: number;
  now?: () => number;
}) {
  const { repo, imports, productSource } = deps;
  const goodsMax = deps.goodsMax ?? SHOP_GOODS_MAX;
  const tagsMax = deps.tagsMax ?? SHOP_TAGS_MAX;
  const now = deps.now ?? Date.now;

  /** Queues the job's next slice, keyed by how far it has got (two runners of one slice queue one next slice). */
  const sendSlice = (jobId: number, progress: string) => deps.jobs.send(SHOP_JOB, { jobId } satisfies ShopJobSlice, { key: `${jobId}:${progress}` });

  /** Works a batch of a job's rows: shop rows ensured, listings fetched and written, tags attached; answers each row's outcome. */
  async function workBatch(shopId: number, items: JobItem[]): Promise<ItemOutcome[]> {
    const rows = await imports.ensureShopGoods(shopId, items, goodsMax);
    const toSync = [...rows.values()].filter((r) => r.status !== 'ready');
    const fetched = new Map<string, ProductListing | null | ProductSourceError>();
    await eachLimited(toSync, SOURCE_CONCURRENCY, async (state) => {
      try {
        fetched.set(keyOf(state), await productSource.item(state.channel as Channel, state.offerId));
      } catch (error) {
        if (!(error instanceof ProductSourceError)) throw error;
        fetched.set(keyOf(state), error);
      }
    });
    const listings = [...fetched.values()].filter((l): l is ProductListing => l !== null && !(l instanceof ProductSourceError));
    await yieldToEventLoop();
    const goodsIds = await imports.ensureCatalogGoodsMany(listings);
    // Search by image: the listings' pictures are described by jobs keyed by picture (repeats are no-ops).
    await sendImageIndexJobs(deps.jobs, listings.flatMap((l) => l.images));
    await yieldToEventLoop();
    const stockOf = new Map<string, number | null>();
    for (const item of items) if (!stockOf.has(keyOf(item))) stockOf.set(keyOf(item), item.stock);

    const failedKeys = new Map<string, string>();
    const changes: Parameters<ImportsRepo['settleShopGoods']>[0] = [];
    const dropped: number[] = [];
    for (const state of toSync) {
      const key = keyOf(state);
      const got = fetched.get(key);
      if (got instanceof ProductSourceError) {
        changes.push({ id: state.id, goodsId: null, status: 'failed', reason: got.reason, stock: null });
        failedKeys.set(key, got.reason);
      } else if (!got) {
        dropped.push(state.id);
        failedKeys.set(key, 'product_not_found');
      } else {
        const goodsId = goodsIds.get(key);
        if (goodsId === undefined) {
          changes.push({ id: state.id, goodsId: null, status: 'failed', reason: 'unsupported_category', stock: null });
          failedKeys.set(key, 'unsupported_category');
        } else {
          changes.push({ id: state.id, goodsId, status: 'ready', reason: null, stock: got.stock });
        }
      }
    }
    // The spreadsheet's stock first (also on goods the shop held already); the listing's only fills a row without one.
    await imports.setStock([...rows.values()].filter((r) => stockOf.get(keyOf(r)) != null).map((r) => ({ id: r.id, stock: stockOf.get(keyOf(r))! })));
    await imports.settleShopGoods(changes);
    await imports.dropSyncing(shopId, dropped);
    const droppedIds = new Set(dropped);
    await imports.attachTags(
      shopId,
      items.flatMap((item) => {
        const row = rows.get(keyOf(item));
        return row && !droppedIds.has(row.id) ? item.tagIds.map((tagId) => ({ shopGoodsId: row.id, tagId })) : [];
      }),
    );
    return items.map((item): ItemOutcome => {
      if (!rows.has(keyOf(item))) return { row: item.row, status: 'failed', reason: 'shop_goods_full' };
      const reason = failedKeys.get(keyOf(item));
      return reason ? { row: item.row, status: 'failed', reason } : { row: item.row, status: 'done', reason: null };
    });
  }

  /** A shop import reads one more page of the marketplace shop into its rows; false when the source failed (job closed). */
  async function listNextPage(job: { id: number; source: string; cursor: string | null; total: number }): Promise<boolean> {
    const split = job.source.indexOf(':');
    const channel = job.source.slice(0, split) as Channel;
    const marketShopId = job.source.slice(split + 1);
    if (!CHANNELS.includes(channel)) throw new Error(`shop job ${job.id}: bad source`);
    let page;
    try {
      page = await productSource.shopItems(channel, marketShopId, { cursor: job.cursor, pageSize: SHOP_PAGE });
    } catch (error) {
      if (!(error instanceof ProductSourceError)) throw error;
      await imports.appendItems(job.id, [], { cursor: null, listed: true });
      await imports.failPending(job.id, error.reason);
      await imports.finishItems(job.id, []);
      await repo.updateJob(job.id, { status: 'failed', finishedAt: new Date() });
      return false;
    }
    const items = page.offerIds.map((offerId, i): JobItem => ({ row: job.total + i + 1, channel, offerId, tagIds: [], stock: null }));
    await imports.appendItems(job.id, items, { cursor: page.nextCursor, listed: page.nextCursor === null });
    job.total += items.length;
    job.cursor = page.nextCursor;
    return true;
  }

  return {
    /**
     * Reads the spreadsheet, refuses what cannot be added (with the row and why), creates missing tags within the
     * shop's limit, and queues the rest as a `file` job. Throws InvalidError when the file as a whole is refused.
     */
    async acceptFile(userId: number, bytes: Buffer | null): Promise<FileAccepted> {
      const shop = await repo.shopOfUser(userId);
      if (!shop) throw new NotFoundError('shopNotFound', { reason: 'shop_not_found' });
      if (!bytes || bytes.length === 0) throw sheetRefusals.no_file();
      const sheet = await readGoodsSheet(bytes);
      const rejected: RowRefusal[] = sheet.rejected.map((r) => ({ row: r.row, code: r.reason }));
      const parsed = sheet.rows.flatMap((r) => {
        const link = parseProductLink(r.url);
        if (!link.ok) {
          rejected.push({ row: r.row, code: link.reason });
          return [];
        }
        return [{ ...r, channel: link.channel, offerId: link.offerId }];
      });
      const existing = await imports.existingGoodsKeys(shop.id, parsed);
      const room = Math.max(0, goodsMax - (await repo.goodsCountOf(shop.id)));
      const tagIds = new Map((await imports.tagsOf(shop.id)).map((t) => [t.name.toLowerCase(), t.id]));
      const accepted: JobItem[] = [];
      for (const r of parsed) {
        if (existing.has(keyOf(r))) {
          rejected.push({ row: r.row, code: 'goods_exists' });
          continue;
        }
        if (accepted.length >= room) {
          rejected.push({ row: r.row, code: 'shop_goods_full' });
          continue;
        }
        const missing = r.tags.filter((name) => !tagIds.has(name.toLowerCase()));
        if (tagIds.size + missing.length > tagsMax) {
          rejected.push({ row: r.row, code: 'shop_tags_full' });
          continue;
        }
        let full = false;
        for (const name of missing) {
          const made = await repo.insertTag(shop.id, name, tagsMax);
          const tag = made === 'exists' ? await imports.tagByName(shop.id, name) : made === 'full' ? null : made;
          if (!tag) {
            full = true;
            break;
          }
          tagIds.set(name.toLowerCase(), tag.id);
        }
        if (full) {
          rejected.push({ row: r.row, code: 'shop_tags_full' });
          continue;
        }
        accepted.push({ row: r.row, channel: r.channel, offerId: r.offerId, tagIds: r.tags.map((name) => tagIds.get(name.toLowerCase())!), stock: r.stock });
      }
      rejected.sort((a, b) => a.row - b.row);
      if (accepted.length === 0) return { jobId: null, accepted: 0, rejected };
      const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
      const jobId = await imports.createJobWithItems(shop.id, 'file', `file:${digest}`, accepted);
      try {
        await sendSlice(jobId, 'start');
      } catch (error) {
        await repo.deleteJob(jobId);
        throw error;
      }
      return { jobId, accepted: accepted.length, rejected };
    },

    /**
     * Closes a job whose slice failed past all its retries (pg-boss's dead-letter queue, docs/decisions/016): its
     * pending rows, and the shop rows they left `syncing`, fail as `stopped`; the counts come from the rows. A job
     * already closed is left alone, so a repeat changes nothing.
     */
    async stopJob(jobId: number): Promise<void> {
      const job = await repo.jobOf(jobId);
      if (!job || job.status === 'done' || job.status === 'failed') return;
      await imports.failSyncingOfPending(jobId, job.shopId, STOPPED_REASON);
      await imports.failPending(jobId, STOPPED_REASON);
      await imports.finishItems(jobId, []);
      await repo.updateJob(jobId, { status: 'failed', finishedAt: new Date() });
    },

    /** Queues a slice of a job (the first one of a shop import, the next one after a slice answered 'more'). */
    sendSlice,

    /**
     * Works one slice of a `file` or `shop` job: at most `budgetMs` of batches, resuming from its pending rows.
     * Answers 'more' when rows remain (the caller queues the next slice), 'finished' when the job is closed.
     */
    async runSlice(jobId: number, budgetMs = IMPORT_SLICE_MS): Promise<{ state: 'finished' | 'more'; progress: string }> {
      const job = await repo.jobOf(jobId);
      if (!job || job.status === 'done' || job.status === 'failed') return { state: 'finished', progress: '' };
      if (job.status !== 'running') await repo.updateJob(jobId, { status: 'running' });
      const started = now();
      const listing = { id: job.id, source: job.source, cursor: job.cursor, total: job.total };
      let listed = job.listed;
      for (;;) {
        if (!listed) {
          if (!(await listNextPage(listing))) return { state: 'finished', progress: '' };
          listed = listing.cursor === null;
        }
        const items = await imports.pendingItems(jobId, IMPORT_BATCH);
        if (items.length > 0) await imports.finishItems(jobId, await workBatch(job.shopId, items));
        await yieldToEventLoop();
        if (items.length === 0 && listed) {
          await imports.finishItems(jobId, []);
          await repo.updateJob(jobId, { status: 'done', finishedAt: new Date() });
          return { state: 'finished', progress: '' };
        }
        if (now() - started >= budgetMs) {
          const current = await repo.jobOf(jobId);
          return { state: 'more', progress: `${listing.total}.${(current?.done ?? 0) + (current?.failed ?? 0)}` };
        }
      }
    },

  };
}
export type ShopImports = ReturnType<typeof makeShopImports>;
