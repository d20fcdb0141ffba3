/**
 * The My Store page's rules that need no browser (issue #12 §3, product §2 "My Store", product §5): what the
 * slug field says before asking the server, when imports are polled, how a failed product's reason is named,
 * which spreadsheet the page sends.
 */
import type { ShopJob } from '../../../core/api-schemas.ts';
import { isReservedStoreSpace, ShopGoodsListRequestSchema, StoreSpaceSchema } from '../../../core/shop-schemas.ts';

/** Goods per page of the list (Load More adds the next). */
export const GOODS_PAGE_SIZE = 20;

/** The goods list's search and tag filter. */
export type GoodsQuery = { keyword: string; tagId: number | null };

/** The address's names for the filter (`tag` as on the public store page). */
const KEYWORD_PARAM = 'keyword';
const TAG_PARAM = 'tag';

/**
 * The goods list's filter kept in the page's address (`?keyword=…&tag=…`), so a reload or a shared link shows the
 * same list: each part is kept only when the API's own schema takes it, anything else is no filter.
 */
export function goodsQueryFromUrl(params: URLSearchParams): GoodsQuery {
  const takes = (filter: Partial<GoodsQuery>) => ShopGoodsListRequestSchema.safeParse({ pageId: 1, pageSize: GOODS_PAGE_SIZE, ...filter }).success;
  const keyword = params.get(KEYWORD_PARAM)?.trim() ?? '';
  const tagText = params.get(TAG_PARAM) ?? '';
  const tagId = /^[1-9]\d{0,9}$/.test(tagText) ? Number(tagText) : null;
  return { keyword: keyword !== '' && takes({ keyword }) ? keyword : '', tagId: tagId !== null && takes({ tagId }) ? tagId : null };
}

/** The address's query for a filter (`?keyword=…&tag=…`, or empty for none). */
export function goodsQuerySearch(query: GoodsQuery): string {
  const params = new URLSearchParams();
  if (query.keyword) params.set(KEYWORD_PARAM, query.keyword);
  if (query.tagId !== null) params.set(TAG_PARAM, String(query.tagId));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What the slug field shows: nothing yet, a verdict, or "checking" while the server is asked. */
export type StoreSpaceStatus = 'idle' | 'checking' | 'available' | 'current' | 'invalid' | 'reserved' | 'taken';

/**
 * The verdict the page can give alone (the same schema and reserved words as the server): `null` means the
 * server has to say whether the slug is free. `current` is the shop's own slug, compared ignoring case as
 * uniqueness is.
 */
export function localStoreSpaceStatus(value: string, current: string | null): Exclude<StoreSpaceStatus, 'checking' | 'available' | 'taken'> | null {
  const slug = value.trim();
  if (slug === '') return 'idle';
  if (current !== null && slug.toLowerCase() === current.toLowerCase()) return 'current';
  if (!StoreSpaceSchema.safeParse(slug).success) return 'invalid';
  if (isReservedStoreSpace(slug)) return 'reserved';
  return null;
}

/** The public address a slug gives (`/store/{storeSpace}`, product §2), or null while the slug is not one. */
export function storePath(value: string): string | null {
  const slug = value.trim();
  return StoreSpaceSchema.safeParse(slug).success ? `/store/${slug}` : null;
}

export const isActiveJob = (job: Pick<ShopJob, 'status'>) => job.status === 'queued' || job.status === 'running';

/** Imports are polled while one is queued or running and the tab is seen (nobody watches a hidden tab). */
export function shouldPollJobs(jobs: readonly Pick<ShopJob, 'status'>[], visible: boolean): boolean {
  return visible && jobs.some(isActiveJob);
}

/**
 * Whether the goods list should load again after a poll: a job added or finished goods since the last answer
 * (a new job, changed done/failed counts or status).
 */
export function jobsMadeProgress(before: readonly ShopJob[], after: readonly ShopJob[]): boolean {
  const known = new Map(before.map((job) => [job.id, job]));
  return after.some((job) => {
    const old = known.get(job.id);
    return !old || old.done !== job.done || old.failed !== job.failed || old.status !== job.status;
  });
}

/** Share of a job's items already handled (0–1); a job that has not counted its items yet is at 0. */
export function jobShare(job: Pick<ShopJob, 'status' | 'total' | 'done' | 'failed'>): number {
  if (job.status === 'done') return 1;
  if (job.total <= 0) return 0;
  return Math.min(1, (job.done + job.failed) / job.total);
}

/** Failure reasons the page names (the product source's and the shop's own); anything else is `unknown`. */
export const FAIL_REASONS = ['timeout', 'unavailable', 'bad_answer', 'not_found', 'unsupported_category', 'stopped'] as const;
export type FailReason = (typeof FAIL_REASONS)[number] | 'unknown';

export function failReason(reason: string | undefined): FailReason {
  return (FAIL_REASONS as readonly string[]).includes(reason ?? '') ? (reason as FailReason) : 'unknown';
}

/**
 * GOODS_SHEET_LIMITS.maxBytes and .maxRows of core/goods-sheet.ts (a unit test keeps them equal): that module
 * holds every locale's column names, which the page must not download.
 */
export const SPREADSHEET_MAX_BYTES = 5 * 1024 * 1024;
export const SPREADSHEET_MAX_ROWS = 5000;

/**
 * The `api` message key that refuses a spreadsheet before it is sent, or null: none chosen or not .xlsx/.xls
 * (product §5, §9) → `goodsSheetUnsupportedFile`; bigger than the server reads → `goodsSheetTooLarge`.
 */
export function spreadsheetProblem(file: { name: string; size: number } | null | undefined): 'goodsSheetUnsupportedFile' | 'goodsSheetTooLarge' | null {
  if (!file || file.size === 0 || !/\.(xlsx|xls)$/i.test(file.name.trim())) return 'goodsSheetUnsupportedFile';
  if (file.size > SPREADSHEET_MAX_BYTES) return 'goodsSheetTooLarge';
  return null;
}

/** The selection kept after the list changed: only ids still shown. */
export function keepShown(selected: ReadonlySet<number>, shownIds: readonly number[]): Set<number> {
  const shown = new Set(shownIds);
  return new Set([...selected].filter((id) => shown.has(id)));
}

/** A stock typed by the seller: empty → null (the listing's own), a whole number 0–max, else undefined (refused). */
export function parseStock(text: string, max: number): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= max ? value : undefined;
}
