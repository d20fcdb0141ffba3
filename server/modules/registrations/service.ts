import { activityStatus, localized, type ActivityType } from '../../../core/activity-schemas.ts';
import { goodsTitle, type Channel } from '../../../core/api.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../core/locale.ts';
import { priceItem, priceTotals, type CalculatePrices, type PriceCalculation, type Register, type Registration, type RegistrationAdminPage, type RegistrationItem, type RegistrationListRequest, type RegistrationReview, type RegistrationWithActivity } from '../../../core/registration-schemas.ts';
import { canEditRegistration, nextRegistrationStatus, type RegistrationEvent, type RegistrationStatus } from '../../../core/registration-status.ts';
import { ConflictError, DomainError, InvalidError, NotFoundError } from '../../errors.ts';
import { API_CODE } from '../../../core/api.ts';
import type { ActivitiesService } from '../activities/index.ts';
import type { MailOutbox } from '../mail/job.ts';
import { isUniqueViolation, type ActivityRow, type ItemRow, type RegistrationRow, type RegistrationsRepo } from './repo.ts';

type Operator = { userId: number; email: string };

/** Activity types whose goods a seller registers: a group buy sells the one product the operator chose. */
const REGISTRABLE: readonly ActivityType[] = ['flash_sale', 'become_seller', 'influencers'];

const activityNotFound = () => new NotFoundError('activityNotFound', { reason: 'not_found' });
const registrationNotFound = () => new NotFoundError('registrationNotFound', { reason: 'not_found' });
const notOpen = () => new ConflictError('registrationNotOpen', { reason: 'not_open' });
const ended = () => new DomainError(API_CODE.gone, 'activityEnded', { reason: 'ended' });
const forbiddenTransition = (status: RegistrationStatus) => new ConflictError('registrationStatusFinal', { reason: 'invalid_transition', data: { status } });

/**
 * Activity registrations (issue 14 §2, product §3 "Activity registration", §4 "Registration status"): sellers offer
 * their shop's goods to upcoming activities at an activity price; operators approve or reject. Status changes
 * only as core/registration-status.ts allows. `now` is the one clock (shared with the activities module).
 */
export function makeRegistrationsService(deps: { repo: RegistrationsRepo; activities: ActivitiesService; mail: MailOutbox; publicOrigin: string; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  /** Registration is open only while the activity is upcoming: ended → 410, ongoing → 409 `not_open`. */
  const assertOpen = (activity: ActivityRow) => {
    const status = activityStatus(activity.startAt, activity.endAt, now());
    if (status === 'ended') throw ended();
    if (status !== 'upcoming') throw notOpen();
  };

  const itemOut = (row: ItemRow, locale: Locale): RegistrationItem => {
    const priced = priceItem({ originalPriceCny: row.originalPriceCny, activityPriceCny: row.activityPriceCny, stock: null, goodsStock: null, minDiscountPct: 0 });
    return {
      id: row.id,
      shopGoodsId: row.shopGoodsId,
      channel: row.channel as Channel,
      offerId: row.offerId,
      title: row.titleCn === null ? '' : goodsTitle(row.titles ?? {}, row.titleCn, locale),
      image: row.images?.[0] ?? '',
      originalPriceCny: row.originalPriceCny,
      activityPriceCny: row.activityPriceCny,
      savingsCny: priced.savingsCny,
      discountPct: priced.discountPct,
      stock: row.stock,
      soldCount: row.soldCount,
    };
  };

  async function withItems(rows: RegistrationRow[], locale: Locale): Promise<Registration[]> {
    const items = await repo.items(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      activityId: r.activityId,
      status: r.status as RegistrationStatus,
      ...(r.reason ? { reason: r.reason } : {}),
      items: items.filter((i) => i.registrationId === r.id).map((i) => itemOut(i, locale)),
      createdAt: r.createdAt.toISOString(),
    }));
  }
  const one = async (row: RegistrationRow, locale: Locale) => (await withItems([row], locale))[0]!;

  /** The activity, open for registrations of its type (404 unknown; 400 `unsupported_type` for a group buy). */
  async function registrableActivity(activityId: number): Promise<ActivityRow> {
    const activity = await repo.activity(activityId);
    if (!activity) throw activityNotFound();
    if (!REGISTRABLE.includes(activity.type as ActivityType)) throw new InvalidError('activityTypeUnsupported', { reason: 'unsupported_type' });
    return activity;
  }

  /** Prices every item against the seller's ready goods and the activity's rules. */
  async function price(userId: number, activity: ActivityRow, items: { shopGoodsId: number; activityPriceCny: number; stock?: number }[]) {
    const shop = await repo.shopOf(userId);
    if (!shop) throw new NotFoundError('shopNotFound', { reason: 'no_shop' });
    const goods = new Map((await repo.readyGoods(shop.id, items.map((i) => i.shopGoodsId))).map((g) => [g.id, g]));
    const priced = items.map((item) => {
      const own = goods.get(item.shopGoodsId);
      const result = priceItem({ originalPriceCny: own ? own.priceCny : null, activityPriceCny: item.activityPriceCny, stock: item.stock ?? null, goodsStock: own?.stock ?? null, minDiscountPct: activity.minDiscountPct });
      return { shopGoodsId: item.shopGoodsId, ...result, stock: item.stock ?? own?.stock ?? null };
    });
    return { shopId: shop.id, priced };
  }

  async function ownRegistration(userId: number, id: number): Promise<RegistrationRow> {
    const row = await repo.find(id);
    // Another seller's registration is answered exactly like one that does not exist.
    if (!row || row.userId !== userId) throw registrationNotFound();
    return row;
  }

  /** Applies `event` if the state machine allows it from the current status (the repo re-checks under a row lock). */
  async function move(row: RegistrationRow, event: RegistrationEvent, options: Parameters<RegistrationsRepo['transition']>[3]) {
    const to = nextRegistrationStatus(row.status as RegistrationStatus, event);
    if (!to) throw forbiddenTransition(row.status as RegistrationStatus);
    const result = await repo.transition(row.id, row.status as RegistrationStatus, to, options);
    if (!result.row) throw registrationNotFound();
    if (!result.changed) throw forbiddenTransition(result.row.status as RegistrationStatus);
    return result.row;
  }

  return {
    /** `S/activities/calculate-prices`: the preview; every rule the registration enforces, per item. */
    async calculate(userId: number, request: CalculatePrices): Promise<PriceCalculation> {
      const activity = await registrableActivity(request.activityId);
      const { priced } = await price(userId, activity, request.items);
      return { items: priced, totals: priceTotals(priced.filter((p) => p.ok)) };
    },

    /**
     * `S/activities/register`: upcoming activities only (409 `not_open`; 410 once ended, also when it ends while
     * this call is in flight). The prices are checked again; a refused item refuses the whole call (400, per-item
     * reasons in `data.items`). A pending registration of the same seller gets the goods added or updated; an
     * approved one answers 409 `already_registered`.
     */
    async register(userId: number, request: Register, locale: Locale): Promise<Registration> {
      const activity = await registrableActivity(request.activityId);
      assertOpen(activity);
      const { shopId, priced } = await price(userId, activity, request.items);
      const refused = priced.filter((p) => !p.ok).map((p) => ({ shopGoodsId: p.shopGoodsId, reason: p.reason! }));
      if (refused.length > 0) throw new InvalidError('registrationItemsRefused', { reason: 'items_refused', data: { items: refused } });
      const items = priced.map((p) => ({ shopGoodsId: p.shopGoodsId, originalPriceCny: p.originalPriceCny, activityPriceCny: p.activityPriceCny, stock: p.stock! }));
      let result: Awaited<ReturnType<RegistrationsRepo['register']>>;
      try {
        result = await repo.register({ activityId: activity.id, userId, shopId, locale, items }, assertOpen);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError('registrationExists', { reason: 'already_registered' });
        throw error;
      }
      if (result.outcome === 'not_found') throw activityNotFound();
      if (result.outcome === 'approved') throw new ConflictError('registrationExists', { reason: 'already_registered' });
      return one((await repo.find(result.registration.id))!, locale);
    },

    /** `GET S/user/activity-registrations`: the caller's, newest first, each with its activity. */
    async mine(userId: number, locale: Locale): Promise<RegistrationWithActivity[]> {
      const rows = await repo.mine(userId);
      const activities = new Map((await repo.activitiesByIds([...new Set(rows.map((r) => r.activityId))])).map((a) => [a.id, a]));
      const at = now();
      return (await withItems(rows, locale)).map((r) => ({ ...r, activity: deps.activities.publicOf(activities.get(r.activityId)!, locale, at) }));
    },

    /** `POST S/activities/registrations/{id}/cancel`: the caller's own, while pending (404 for anyone else's). */
    async cancel(userId: number, id: number, locale: Locale): Promise<Registration> {
      const row = await ownRegistration(userId, id);
      return one(await move(row, 'cancel', {}), locale);
    },

    /** `GET S/activities/{id}/check-registration`: the caller's open registration, else their newest, else none. */
    async check(userId: number, activityId: number, locale: Locale) {
      if (!(await repo.activity(activityId))) throw activityNotFound();
      const row = await repo.current(activityId, userId);
      const registration = row ? await one(row, locale) : null;
      return { registered: registration !== null && (registration.status === 'pending' || registration.status === 'approved'), registration };
    },

    /** `S/get/shop/activity/goods/list`: the goods of the caller's current registration for the activity. */
    async goods(userId: number, activityId: number, locale: Locale): Promise<RegistrationItem[]> {
      if (!(await repo.activity(activityId))) throw activityNotFound();
      const row = await repo.current(activityId, userId);
      return row ? (await one(row, locale)).items : [];
    },

    /** `S/remove/activity/goods`: from the caller's pending registration; the last item stays (cancel instead). */
    async removeGoods(userId: number, activityId: number, shopGoodsIds: number[], locale: Locale): Promise<RegistrationItem[]> {
      const row = await repo.current(activityId, userId);
      if (!row) throw registrationNotFound();
      if (!canEditRegistration(row.status as RegistrationStatus)) throw forbiddenTransition(row.status as RegistrationStatus);
      const outcome = await repo.removeItems(row.id, shopGoodsIds);
      if (outcome === 'not_pending') throw forbiddenTransition((await repo.find(row.id))!.status as RegistrationStatus);
      if (outcome === 'would_empty') throw new InvalidError('registrationLastItem', { reason: 'last_item' });
      return (await one(row, locale)).items;
    },

    /** `S/admin/registration/list`: the queue, oldest first, with the seller, their shop and the goods. */
    async adminList(request: RegistrationListRequest, locale: Locale): Promise<RegistrationAdminPage> {
      const { rows, total } = await repo.adminList(request.status ?? null, (request.pageId - 1) * request.pageSize, request.pageSize);
      const registrations = await withItems(rows.map((r) => r.registration), locale);
      const activities = new Map((await repo.activitiesByIds([...new Set(rows.map((r) => r.registration.activityId))])).map((a) => [a.id, a]));
      const list = registrations.map((registration, i) => {
        const row = rows[i]!;
        const activity = activities.get(registration.activityId)!;
        return {
          ...registration,
          sellerEmail: row.sellerEmail,
          shopName: row.shopName,
          storeSpace: row.storeSpace,
          activityTitle: localized(activity.titles, locale, (s) => !s),
          activityType: activity.type as ActivityType,
          minDiscountPct: activity.minDiscountPct,
        };
      });
      return { list, total, pageId: request.pageId, pageSize: request.pageSize, hasMore: request.pageId * request.pageSize < total };
    },

    /**
     * `S/admin/registration/review`: approve, or reject with a reason; audited in the same transaction
     * (decision 019). The seller is mailed through the job queue in the language they registered in.
     */
    async review(operator: Operator, request: RegistrationReview, locale: Locale): Promise<Registration> {
      const row = await repo.find(request.id);
      if (!row) throw registrationNotFound();
      const reason = request.decision === 'reject' ? request.reason! : null;
      const after = await move(row, request.decision, { reason, reviewer: operator, audit: { action: `registration.${request.decision}` } });
      const [activity, email] = await Promise.all([repo.activity(after.activityId), repo.sellerEmail(after.userId)]);
      if (activity && email) {
        const sellerLocale: Locale = isLocale(after.locale) ? after.locale : DEFAULT_LOCALE;
        await deps.mail.send(
          {
            to: email,
            locale: sellerLocale,
            template: 'registrationReviewed',
            params: { decision: request.decision, activityTitle: localized(activity.titles, sellerLocale, (s) => !s), ...(reason ? { reason } : {}), link: `${deps.publicOrigin}${sellerLocale === DEFAULT_LOCALE ? '' : `/${sellerLocale}`}/dashboard/activity` },
          },
          `registration-review:${after.id}`,
        );
      }
      return one(after, locale);
    },
  };
}
export type RegistrationsService = ReturnType<typeof makeRegistrationsService>;
