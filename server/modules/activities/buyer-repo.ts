import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { activities, activityClaims, activityJoins, activityRegistrationItems, activityRegistrations, auditLog, goods, shopGoods, siteBanner } from '../../../db/schema/index.ts';
import type { ActivityRow } from './repo.ts';

type Actor = { userId: number; email: string };

/** What a join or claim found once it held its lock; the service turns each into its answer or typed error. */
export type JoinOutcome =
  | { kind: 'joined'; joinedCount: number; activity: ActivityRow }
  | { kind: 'already'; joinedCount: number; activity: ActivityRow }
  | { kind: 'not_found' | 'wrong_type' | 'item_unknown' }
  | { kind: 'not_open' | 'ended' | 'sold_out'; activity: ActivityRow };

/** Decides, with the lock held and the clock read after it, whether the activity takes joins now. */
export type OpenCheck = (activity: ActivityRow) => 'open' | 'not_open' | 'ended';

/** Thrown inside a claim's transaction so that the claim row it inserted is rolled back with it. */
class SoldOut extends Error {
  constructor(readonly activity: ActivityRow) {
    super('sold_out');
  }
}

const cardColumns = {
  channel: goods.channel,
  offerId: goods.offerId,
  titleCn: goods.titleCn,
  titles: goods.titles,
  image: sql<string | null>`"goods"."images"->>0`,
  priceCny: goods.priceCny,
  viewCount: goods.viewCount,
  qcCount: goods.qcCount,
  categoryId: goods.categoryId,
  outOfStock: goods.outOfStock,
};

/** SQL of buyers in activities (issue 14 §3–§4). Capacity and stock are enforced here, under row locks. */
export function makeActivityBuyerRepo(db: Db) {
  return {
    /** A catalog product as a card row (a group buy's product). */
    async goodsCard(channel: string, offerId: string) {
      const [row] = await db.select({ ...cardColumns, soldCount: goods.soldCount }).from(goods).where(and(eq(goods.channel, channel), eq(goods.offerId, offerId))).limit(1);
      return row ?? null;
    },

    async hasJoined(activityId: number, userId: number): Promise<boolean> {
      const [row] = await db.select({ id: activityJoins.id }).from(activityJoins).where(and(eq(activityJoins.activityId, activityId), eq(activityJoins.userId, userId))).limit(1);
      return Boolean(row);
    },

    /**
     * Joins a group buy: the activity row is locked (joins of one activity run one at a time), then `check` reads the
     * clock, then the buyer's row and the count are written together, never past `capacity`. A buyer who joined
     * already gets the same answer again.
     */
    join: (activityId: number, userId: number, check: OpenCheck): Promise<JoinOutcome> =>
      db.transaction(async (tx): Promise<JoinOutcome> => {
        const [activity] = await tx.select().from(activities).where(eq(activities.id, activityId)).for('update');
        if (!activity) return { kind: 'not_found' };
        if (activity.type !== 'group_buy') return { kind: 'wrong_type' };
        const [existing] = await tx.select({ id: activityJoins.id }).from(activityJoins).where(and(eq(activityJoins.activityId, activityId), eq(activityJoins.userId, userId))).limit(1);
        const open = check(activity);
        if (existing) return { kind: 'already', joinedCount: activity.participants, activity };
        if (open !== 'open') return { kind: open, activity };
        if (activity.participants >= activity.capacity) return { kind: 'sold_out', activity };
        await tx.insert(activityJoins).values({ activityId, userId });
        const [updated] = await tx
          .update(activities)
          .set({ participants: sql`${activities.participants} + 1` })
          .where(and(eq(activities.id, activityId), sql`${activities.participants} < ${activities.capacity}`))
          .returning({ participants: activities.participants });
        // The lock makes this unreachable; the condition stays as the last guard.
        if (!updated) throw new SoldOut(activity);
        return { kind: 'joined', joinedCount: updated.participants, activity };
      }).catch((error: unknown): JoinOutcome => {
        if (error instanceof SoldOut) return { kind: 'sold_out' as const, activity: error.activity };
        throw error;
      }),

    /**
     * Claims one flash-sale item (an approved registration's, by shop goods id): the item row is locked, then `check`
     * reads the clock; the claim row and the sold count are written together, never past `stock` (a claim that finds
     * it sold out is rolled back). A buyer who claimed the item already gets the same answer again.
     */
    claim: (activityId: number, shopGoodsId: number, userId: number, check: OpenCheck): Promise<JoinOutcome> =>
      db.transaction(async (tx): Promise<JoinOutcome> => {
        const [activity] = await tx.select().from(activities).where(eq(activities.id, activityId)).limit(1);
        if (!activity) return { kind: 'not_found' };
        if (activity.type !== 'flash_sale') return { kind: 'wrong_type' };
        const [item] = await tx
          .select({ id: activityRegistrationItems.id, stock: activityRegistrationItems.stock, soldCount: activityRegistrationItems.soldCount })
          .from(activityRegistrationItems)
          .innerJoin(activityRegistrations, eq(activityRegistrations.id, activityRegistrationItems.registrationId))
          .where(and(eq(activityRegistrationItems.activityId, activityId), eq(activityRegistrationItems.shopGoodsId, shopGoodsId), eq(activityRegistrations.status, 'approved')))
          .for('update', { of: activityRegistrationItems })
          .limit(1);
        if (!item) return { kind: 'item_unknown' };
        const [existing] = await tx.select({ id: activityClaims.id }).from(activityClaims).where(and(eq(activityClaims.itemId, item.id), eq(activityClaims.userId, userId))).limit(1);
        if (existing) return { kind: 'already', joinedCount: item.soldCount, activity };
        const open = check(activity);
        if (open !== 'open') return { kind: open, activity };
        if (item.soldCount >= item.stock) return { kind: 'sold_out', activity };
        await tx.insert(activityClaims).values({ itemId: item.id, activityId, userId });
        const [updated] = await tx
          .update(activityRegistrationItems)
          .set({ soldCount: sql`${activityRegistrationItems.soldCount} + 1` })
          .where(and(eq(activityRegistrationItems.id, item.id), sql`${activityRegistrationItems.soldCount} < ${activityRegistrationItems.stock}`))
          .returning({ soldCount: activityRegistrationItems.soldCount });
        if (!updated) throw new SoldOut(activity);
        return { kind: 'joined', joinedCount: updated.soldCount, activity };
      }).catch((error: unknown): JoinOutcome => {
        if (error instanceof SoldOut) return { kind: 'sold_out' as const, activity: error.activity };
        throw error;
      }),

    /** The approved goods of a flash sale, oldest registration item first (the same for every caller). */
    async goodsPage(activityId: number, offset: number, limit: number) {
      const where = and(eq(activityRegistrationItems.activityId, activityId), eq(activityRegistrations.status, 'approved'));
      const base = () =>
        db
          .select({
            ...cardColumns,
            itemId: activityRegistrationItems.id,
            shopGoodsId: activityRegistrationItems.shopGoodsId,
            activityPriceCny: activityRegistrationItems.activityPriceCny,
            originalPriceCny: activityRegistrationItems.originalPriceCny,
            soldCount: activityRegistrationItems.soldCount,
            stock: activityRegistrationItems.stock,
          })
          .from(activityRegistrationItems)
          .innerJoin(activityRegistrations, eq(activityRegistrations.id, activityRegistrationItems.registrationId))
          .innerJoin(shopGoods, eq(shopGoods.id, activityRegistrationItems.shopGoodsId))
          .innerJoin(goods, eq(goods.id, shopGoods.goodsId));
      const [rows, [total]] = await Promise.all([
        base().where(where).orderBy(asc(activityRegistrationItems.id)).offset(offset).limit(limit),
        db
          .select({ n: count() })
          .from(activityRegistrationItems)
          .innerJoin(activityRegistrations, eq(activityRegistrations.id, activityRegistrationItems.registrationId))
          .innerJoin(shopGoods, eq(shopGoods.id, activityRegistrationItems.shopGoodsId))
          .innerJoin(goods, eq(goods.id, shopGoods.goodsId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Which of `itemIds` `userId` claimed. */
    async claimedAmong(userId: number, itemIds: number[]): Promise<Set<number>> {
      if (itemIds.length === 0) return new Set();
      const rows = await db.select({ itemId: activityClaims.itemId }).from(activityClaims).where(and(eq(activityClaims.userId, userId), inArray(activityClaims.itemId, itemIds)));
      return new Set(rows.map((r) => r.itemId));
    },

    /** The product and activity price of a flash-sale item (an approved registration's). */
    async itemGoods(activityId: number, shopGoodsId: number) {
      const [row] = await db
        .select({ channel: shopGoods.channel, offerId: shopGoods.offerId, activityPriceCny: activityRegistrationItems.activityPriceCny })
        .from(activityRegistrationItems)
        .innerJoin(activityRegistrations, eq(activityRegistrations.id, activityRegistrationItems.registrationId))
        .innerJoin(shopGoods, eq(shopGoods.id, activityRegistrationItems.shopGoodsId))
        .where(and(eq(activityRegistrationItems.activityId, activityId), eq(activityRegistrationItems.shopGoodsId, shopGoodsId), eq(activityRegistrations.status, 'approved')))
        .limit(1);
      return row ?? null;
    },

    /** The activity the site banner advertises (null when none is set). */
    async bannerActivity(): Promise<ActivityRow | null> {
      const [row] = await db.select({ activity: activities }).from(siteBanner).innerJoin(activities, eq(activities.id, siteBanner.activityId)).where(eq(siteBanner.id, 1)).limit(1);
      return row?.activity ?? null;
    },

    /** Ongoing activities at `now`, the soonest to end first (the shell's list). */
    ongoing: (now: Date, limit: number) =>
      db.select().from(activities).where(and(lte(activities.startAt, now), gt(activities.endAt, now))).orderBy(asc(activities.endAt), asc(activities.id)).limit(limit),

    /**
     * Sets the site banner's activity (null: none), audited in the same transaction; the banner row is locked so
     * `before` is what this change replaced. Setting what is set already writes no audit row.
     */
    setBanner: (activityId: number | null, actor: Actor) =>
      db.transaction(async (tx) => {
        await tx.insert(siteBanner).values({ id: 1, activityId: null }).onConflictDoNothing();
        const [locked] = await tx.select({ activityId: siteBanner.activityId }).from(siteBanner).where(eq(siteBanner.id, 1)).for('update');
        const before = locked?.activityId ?? null;
        if (before === activityId) return;
        await tx.update(siteBanner).set({ activityId, updatedBy: actor.userId, updatedAt: sql`now()` }).where(eq(siteBanner.id, 1));
        await tx.insert(auditLog).values({ actorUserId: actor.userId, actorEmail: actor.email, action: 'banner.set', target: 'site:banner', before: { activityId: before }, after: { activityId } });
      }),
  };
}
export type ActivityBuyerRepo = ReturnType<typeof makeActivityBuyerRepo>;
