import { activityStatus, type ActivityStatus } from '../../../core/activity-schemas.ts';
import { groupBuyState, type ActivityGoodsPage, type Deal, type GroupBuyInfo, type JoinAnswer, type SiteBanner } from '../../../core/activity-buyer-schemas.ts';
import type { AgentOffer, Channel } from '../../../core/api.ts';
import type { PageRequest } from '../../../core/catalog-schemas.ts';
import type { Locale } from '../../../core/locale.ts';
import { ConflictError, GoneError, InvalidError, NotFoundError } from '../../errors.ts';
import { makeTtlCache } from '../catalog/ttl-cache.ts';
import { goodsCardOf } from '../catalog/cards.ts';
import type { ActivityBuyerRepo, JoinOutcome, OpenCheck } from './buyer-repo.ts';
import type { ActivitiesRepo, ActivityRow } from './repo.ts';
import { publicActivity, type Activity } from './service.ts';

/** Who is asking and through which agent they buy (the `curAgent` and `inviteCode` cookies), as the catalog takes it. */
export type BuyerContext = { locale: Locale; clientIp: string; curAgent?: string; inviteCode?: string; userId: number | null };
type Operator = { userId: number; email: string };

/** How many ongoing activities the shell's list answers. */
const SHELL_LIST_MAX = 20;
/** The shell's answer is read by every page render: kept this long (a banner change clears it at once). */
const SHELL_TTL_MS = 5_000;
/**
 * A flash sale's goods pages are the same for every caller and read by a crowd: kept this long, so sold counts on the
 * list may be this much behind (a claim itself is decided by the database, never by this copy). The caller's own
 * claims are read fresh on every call, and a caller who claimed goods on the page gets the page fresh.
 */
const GOODS_PAGE_TTL_MS = 2_000;

const notFound = () => new NotFoundError('activityNotFound', { reason: 'not_found' });
const unsupported = () => new InvalidError('activityTypeUnsupported', { reason: 'unsupported_type' });
const soldOut = () => new ConflictError('activitySoldOut', { reason: 'sold_out' });
const notOpen = () => new ConflictError('activityNotOpen', { reason: 'not_open' });
const ended = () => new GoneError('activityEnded', { reason: 'ended' });


/**
 * Buyers in activities (issue 14 §3, docs/decisions/024-group-buys-flash-sales.md): group-buy info and joins,
 * flash-sale goods and claims, the site banner. `now` is the one clock (docs/decisions/021-activities.md); a join
 * reads it only once it holds its lock, so an activity that ends while the join waits refuses it (410).
 */
export function makeActivityBuyerService(deps: {
  repo: ActivityBuyerRepo;
  activities: ActivitiesRepo;
  /** The catalog's agent offers for a product, the chosen agent first (server/modules/catalog `goodsAgentList`). */
  agentOffers: (key: { channel: Channel; offerId: string }, ctx: BuyerContext) => Promise<AgentOffer[]>;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const shell = makeTtlCache<{ banner: SiteBanner | null; list: Activity[] }>({ maxEntries: 16, ttlMs: SHELL_TTL_MS });
  type GoodsRows = Awaited<ReturnType<ActivityBuyerRepo['goodsPage']>>;
  const goodsPages = makeTtlCache<{ activity: ActivityRow | null } & GoodsRows>({ maxEntries: 500, ttlMs: GOODS_PAGE_TTL_MS });
  /** A visitor's answer, built once per cached page and language: the route sends it as prewritten bytes (decision 011). */
  const visitorAnswers = new WeakMap<object, Map<Locale, ActivityGoodsPage>>();

  const openCheck: OpenCheck = (activity) => {
    const status: ActivityStatus = activityStatus(activity.startAt, activity.endAt, now());
    return status === 'ongoing' ? 'open' : status === 'upcoming' ? 'not_open' : 'ended';
  };

  /** The deal through the buyer's chosen agent (else the best one): the agent's buy link with its referral code. */
  async function dealOf(channel: string, offerId: string, priceCny: number, ctx: BuyerContext): Promise<Deal | undefined> {
    const [offer] = await deps.agentOffers({ channel: channel as Channel, offerId }, ctx);
    return offer ? { priceCny, agentId: offer.id, agentName: offer.agentName, buyUrl: offer.buyUrl, clickUrl: offer.clickUrl, referralCode: offer.referralCode } : undefined;
  }

  async function groupBuyOf(id: number): Promise<ActivityRow & { groupChannel: string; groupOfferId: string; groupPriceCny: number; groupRequirement: number }> {
    const row = await deps.activities.find(id);
    if (!row) throw notFound();
    if (row.type !== 'group_buy' || !row.groupChannel || !row.groupOfferId || row.groupPriceCny === null || row.groupRequirement === null) throw unsupported();
    return row as ActivityRow & { groupChannel: string; groupOfferId: string; groupPriceCny: number; groupRequirement: number };
  }

  function answerOf(outcome: JoinOutcome): { joinedCount: number; activity: ActivityRow } {
    switch (outcome.kind) {
      case 'joined':
      case 'already':
        return outcome;
      case 'not_found':
        throw notFound();
      case 'item_unknown':
        throw new NotFoundError('activityItemUnknown', { reason: 'item_not_found' });
      case 'wrong_type':
        throw unsupported();
      case 'not_open':
        throw notOpen();
      case 'ended':
        throw ended();
      case 'sold_out':
        throw soldOut();
    }
  }

  return {
    /** `S/pub/get/groupBuy/info`: the product, prices, progress, the caller's join; the deal once it succeeded, to joined buyers only. */
    async groupBuyInfo(id: number, ctx: BuyerContext): Promise<GroupBuyInfo> {
      const row = await groupBuyOf(id);
      const at = now();
      const [card, joined] = await Promise.all([repo.goodsCard(row.groupChannel, row.groupOfferId), ctx.userId === null ? false : repo.hasJoined(id, ctx.userId)]);
      if (!card) throw notFound();
      const state = groupBuyState(row.participants, row.groupRequirement, row.endAt, at);
      const deal = joined && state === 'succeeded' ? await dealOf(row.groupChannel, row.groupOfferId, row.groupPriceCny, ctx) : undefined;
      return {
        activity: publicActivity(row, ctx.locale, at),
        goods: goodsCardOf(card, ctx.locale),
        groupPriceCny: row.groupPriceCny,
        requirement: row.groupRequirement,
        joinedCount: row.participants,
        capacity: row.capacity,
        joined,
        state,
        ...(deal ? { deal } : {}),
      };
    },

    /**
     * `S/join/activity`: a group buy without `shopGoodsId` (join), a flash sale with it (claim one item). Full or sold
     * out → 409 `sold_out`; ended → 410; not started → 409 `not_open`; asked again → the same answer.
     */
    async join(input: { id: number; shopGoodsId?: number }, userId: number, ctx: BuyerContext): Promise<JoinAnswer> {
      if (input.shopGoodsId === undefined) {
        const { joinedCount, activity } = answerOf(await repo.join(input.id, userId, openCheck));
        const requirement = activity.groupRequirement ?? Number.POSITIVE_INFINITY;
        const deal = joinedCount >= requirement && activity.groupChannel && activity.groupOfferId && activity.groupPriceCny !== null
          ? await dealOf(activity.groupChannel, activity.groupOfferId, activity.groupPriceCny, ctx)
          : undefined;
        return { joined: true, joinedCount, ...(deal ? { deal } : {}) };
      }
      const { joinedCount } = answerOf(await repo.claim(input.id, input.shopGoodsId, userId, openCheck));
      const item = await repo.itemGoods(input.id, input.shopGoodsId);
      const deal = item ? await dealOf(item.channel, item.offerId, item.activityPriceCny, ctx) : undefined;
      return { joined: true, joinedCount, ...(deal ? { deal } : {}) };
    },

    /** `S/pub/get/activity/goods/list`: a flash sale's approved goods with the caller's claims (and their deals). */
    async goodsList(request: PageRequest & { id: number }, ctx: BuyerContext): Promise<ActivityGoodsPage> {
      const offset = (request.pageId - 1) * request.pageSize;
      const cached = await goodsPages.getOrLoad(`${request.id}:${offset}:${request.pageSize}`, async () => {
        const activity = await deps.activities.find(request.id);
        return activity?.type === 'flash_sale' ? { activity, ...(await repo.goodsPage(request.id, offset, request.pageSize)) } : { activity, rows: [], total: 0 };
      });
      const row = cached.activity;
      if (!row) throw notFound();
      if (row.type !== 'flash_sale') throw unsupported();
      const built = ctx.userId === null ? visitorAnswers.get(cached)?.get(ctx.locale) : undefined;
      if (built) return built;
      const at = now();
      const claimed = ctx.userId === null ? new Set<number>() : await repo.claimedAmong(ctx.userId, cached.rows.map((r) => r.itemId));
      // A buyer who claimed goods on this page sees its sold counts as they are now (their own claim among them).
      const { rows, total } = claimed.size > 0 ? await repo.goodsPage(request.id, offset, request.pageSize) : cached;
      const list = await Promise.all(
        rows.map(async (r) => {
          const mine = claimed.has(r.itemId);
          const deal = mine ? await dealOf(r.channel, r.offerId, r.activityPriceCny, ctx) : undefined;
          return {
            ...goodsCardOf(r, ctx.locale),
            shopGoodsId: r.shopGoodsId,
            activityPriceCny: r.activityPriceCny,
            originalPriceCny: r.originalPriceCny,
            soldCount: r.soldCount,
            stock: r.stock,
            claimed: mine,
            ...(deal ? { deal } : {}),
          };
        }),
      );
      const answer = { list, total, pageId: request.pageId, pageSize: request.pageSize, hasMore: request.pageId * request.pageSize < total, activity: publicActivity(row, ctx.locale, at) };
      if (ctx.userId === null) {
        const byLocale = visitorAnswers.get(cached) ?? new Map<Locale, ActivityGoodsPage>();
        byLocale.set(ctx.locale, answer);
        visitorAnswers.set(cached, byLocale);
      }
      return answer;
    },

    /** `S/pub/get/activity/list`: the site banner (its flash sale while it is ongoing) and the ongoing activities, for the shell. */
    shell(locale: Locale) {
      return shell.getOrLoad(locale, async () => {
        const at = now();
        const [banner, ongoing] = await Promise.all([repo.bannerActivity(), repo.ongoing(at, SHELL_LIST_MAX)]);
        const live = banner && activityStatus(banner.startAt, banner.endAt, at) === 'ongoing';
        return {
          banner: live ? { activityId: banner.id, desktopImage: banner.bannerDesktop, mobileImage: banner.bannerMobile ?? banner.bannerDesktop, title: publicActivity(banner, locale, at).title } : null,
          list: ongoing.map((r) => publicActivity(r, locale, at)),
        };
      });
    },

    /** `S/admin/banner/set`: an upcoming or ongoing flash sale, or null for none; audited. */
    async setBanner(operator: Operator, activityId: number | null): Promise<{ activityId: number | null }> {
      if (activityId !== null) {
        const row = await deps.activities.find(activityId);
        if (!row) throw new NotFoundError('activityNotFound', { reason: 'not_found', fields: { activityId: 'activityNotFound' } });
        if (row.type !== 'flash_sale') throw new InvalidError('bannerNotFlashSale', { reason: 'not_flash_sale', fields: { activityId: 'bannerNotFlashSale' } });
        if (activityStatus(row.startAt, row.endAt, now()) === 'ended') throw new InvalidError('bannerActivityEnded', { reason: 'ended', fields: { activityId: 'bannerActivityEnded' } });
      }
      await repo.setBanner(activityId, operator);
      shell.clear();
      return { activityId };
    },

    /** The activity the banner is set to (the console shows it), whatever its status. */
    async bannerSetting(): Promise<{ activityId: number | null }> {
      return { activityId: (await repo.bannerActivity())?.id ?? null };
    },

    /** Forget the shell's answer (an activity was saved). */
    clearCache: () => shell.clear(),
  };
}
export type ActivityBuyerService = ReturnType<typeof makeActivityBuyerService>;
