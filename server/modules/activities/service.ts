import { activityStatus, localized, type ActivitySchema, type ActivityAdmin, type ActivityAdminPage, type ActivityListRequest, type ActivitySave, type ActivityType, ACTIVITY_TYPES } from '../../../core/activity-schemas.ts';
import type { Locale } from '../../../core/locale.ts';
import type { z } from 'zod';
import { InvalidError, NotFoundError } from '../../errors.ts';
import type { UploadKeeper } from '../uploads/index.ts';
import type { ActivitiesRepo, ActivityRow, ActivityValues } from './repo.ts';

export type Activity = z.infer<typeof ActivitySchema>;
type Operator = { userId: number; email: string };

/** Activity types that have a detail page by id (product §2 "Activity detail": become-seller, influencers, group buy). */
const DETAIL_TYPES: readonly string[] = ['become_seller', 'influencers', 'group_buy'];

const notFound = () => new NotFoundError('activityNotFound', { reason: 'not_found' });
const bannerInvalid = (field: string) => new InvalidError('activityBannerInvalid', { reason: 'banner_invalid', fields: { [field]: 'activityBannerInvalid' } });

const groupBuyOf = (row: ActivityRow) =>
  row.type === 'group_buy' && row.groupChannel && row.groupOfferId && row.groupPriceCny !== null && row.groupRequirement !== null
    ? { channel: row.groupChannel as 'taobao', offerId: row.groupOfferId, groupPriceCny: row.groupPriceCny, requirement: row.groupRequirement }
    : null;

/** An activity as the public reads answer it: texts in `locale` (English where it has none), status at `at`. */
export const publicActivity = (row: ActivityRow, locale: Locale, at: Date): Activity => ({
  id: row.id,
  type: row.type as ActivityType,
  title: localized(row.titles, locale, (s) => !s),
  description: localized(row.descriptions, locale, (s) => !s),
  bannerDesktop: row.bannerDesktop,
  bannerMobile: row.bannerMobile,
  startAt: row.startAt.toISOString(),
  endAt: row.endAt.toISOString(),
  status: activityStatus(row.startAt, row.endAt, at),
  participants: row.participants,
  rules: localized(row.rules, locale, (r) => r.length === 0) ?? [],
  minDiscountPct: row.minDiscountPct,
  capacity: row.capacity,
  groupBuy: groupBuyOf(row),
});

/** Activities (issue #14): the public reads in the caller's language, and the operator's save. `now` is the one clock. */
export function makeActivitiesService(deps: { repo: ActivitiesRepo; uploads: UploadKeeper; now?: () => Date }) {
  const { repo, uploads } = deps;
  const now = deps.now ?? (() => new Date());

  const publicOf = publicActivity;

  const adminOf = (row: ActivityRow, at: Date): ActivityAdmin => ({
    id: row.id,
    type: row.type as ActivityType,
    titles: row.titles,
    descriptions: row.descriptions,
    rules: row.rules,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    status: activityStatus(row.startAt, row.endAt, at),
    bannerDesktop: row.bannerDesktop,
    bannerMobile: row.bannerMobile,
    minDiscountPct: row.minDiscountPct,
    capacity: row.capacity,
    participants: row.participants,
    groupBuy: groupBuyOf(row),
  });

  async function page(request: ActivityListRequest) {
    const at = now();
    const status = request.status && request.status !== 'all' ? request.status : null;
    const { rows, total } = await repo.list(status, at, (request.pageId - 1) * request.pageSize, request.pageSize);
    return { rows, total, at, pageId: request.pageId, pageSize: request.pageSize, hasMore: request.pageId * request.pageSize < total };
  }

  /** Keeps the new banner keys (the operator's own live uploads) before the save; answers the keys kept here. */
  async function keepBanners(operator: Operator, input: ActivitySave, previous: ActivityRow | null): Promise<string[]> {
    const keptHere: string[] = [];
    for (const field of ['bannerDesktop', 'bannerMobile'] as const) {
      const key = input[field];
      if (!key || key === previous?.[field] || (field === 'bannerMobile' && key === input.bannerDesktop)) continue;
      const kept = await uploads.keep(key, operator.userId);
      if (!kept) {
        for (const k of keptHere) await uploads.release(k, operator.userId);
        throw bannerInvalid(field);
      }
      if (!kept.wasKept) keptHere.push(key);
    }
    return keptHere;
  }

  return {
    /** One activity as the public reads answer it (also inside a seller's registrations). */
    publicOf,

    /** `S/pub/get/activity/listV1`: newest start first, in the caller's language. */
    async list(request: ActivityListRequest, locale: Locale) {
      const { rows, at, ...rest } = await page(request);
      return { ...rest, list: rows.map((row) => publicOf(row, locale, at)) };
    },

    /** `S/activities/{id}`: 404 unknown; 400 `unsupported_type` for a type without a detail page (a flash sale has its own). */
    async detail(id: number, locale: Locale): Promise<Activity> {
      const row = await repo.find(id);
      if (!row) throw notFound();
      if (!DETAIL_TYPES.includes(row.type)) throw new InvalidError('activityTypeUnsupported', { reason: 'unsupported_type' });
      return publicOf(row, locale, now());
    },

    /** `GET S/activities/{id}/rules`: the rules in the caller's language (English when it has none). */
    async rules(id: number, locale: Locale): Promise<{ rules: string[] }> {
      const row = await repo.find(id);
      if (!row) throw notFound();
      return { rules: localized(row.rules, locale, (r) => r.length === 0) ?? [] };
    },

    /** `S/admin/activity/list`: every locale's texts, for the console. */
    async adminList(request: ActivityListRequest): Promise<ActivityAdminPage> {
      const { rows, at, ...rest } = await page(request);
      return { ...rest, list: rows.map((row) => adminOf(row, at)) };
    },

    /**
     * `S/admin/activity/save` (already validated by `ActivitySaveSchema`): creates or edits, audited in the same
     * transaction. Banners must be the operator's own live uploads (kept before the save, released again when the
     * save fails); a replaced banner is released to its uploader. Texts of a locale left empty are not stored, so
     * that locale falls back to English.
     */
    async save(operator: Operator, input: ActivitySave): Promise<ActivityAdmin> {
      if (!(ACTIVITY_TYPES as readonly string[]).includes(input.type)) throw new InvalidError('activityTypeInvalid');
      const previous = input.id === undefined ? null : await repo.find(input.id);
      if (input.id !== undefined && !previous) throw notFound();
      const group = input.type === 'group_buy' ? input.groupBuy ?? null : null;
      if (group && !(await repo.goodsExists(group.channel, group.offerId))) {
        throw new InvalidError('activityProductUnknown', { reason: 'unknown_product', fields: { 'groupBuy.offerId': 'activityProductUnknown' } });
      }
      const compact = <T>(texts: Partial<Record<string, T>>, empty: (v: T) => boolean) =>
        Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== undefined && !empty(v as T))) as Partial<Record<string, T>>;
      const values: ActivityValues = {
        type: input.type,
        titles: compact(input.titles, (s) => !s),
        descriptions: compact(input.descriptions, (s) => !s),
        rules: compact(input.rules, (r) => r.length === 0),
        startAt: new Date(input.startAt),
        endAt: new Date(input.endAt),
        bannerDesktop: input.bannerDesktop ?? null,
        bannerMobile: input.bannerMobile ?? null,
        minDiscountPct: input.minDiscountPct,
        capacity: input.capacity,
        groupChannel: group?.channel ?? null,
        groupOfferId: group?.offerId ?? null,
        groupPriceCny: group?.groupPriceCny ?? null,
        groupRequirement: group?.requirement ?? null,
      };
      const keptHere = await keepBanners(operator, input, previous);
      let saved: Awaited<ReturnType<ActivitiesRepo['save']>>;
      try {
        saved = await repo.save(input.id ?? null, values, operator);
      } catch (error) {
        for (const key of keptHere) await uploads.release(key, operator.userId);
        throw error;
      }
      if (!saved) throw notFound();
      for (const field of ['bannerDesktop', 'bannerMobile'] as const) {
        const old = saved.before?.[field];
        if (!old || old === saved.after.bannerDesktop || old === saved.after.bannerMobile) continue;
        const owner = await repo.uploadOwner(old);
        if (owner !== null) await uploads.release(old, owner);
      }
      return adminOf(saved.after, now());
    },
  };
}
export type ActivitiesService = ReturnType<typeof makeActivitiesService>;
