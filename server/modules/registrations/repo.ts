import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { activities, activityRegistrationItems, activityRegistrations, auditLog, goods, shopGoods, shops, users } from '../../../db/schema/index.ts';
import type { RegistrationStatus } from '../../../core/registration-status.ts';

export type ActivityRow = typeof activities.$inferSelect;
export type RegistrationRow = typeof activityRegistrations.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Actor = { userId: number; email: string };

/** An item as the registration stores it, after the service checked its prices. */
export type ItemValues = { shopGoodsId: number; originalPriceCny: number; activityPriceCny: number; stock: number };

/** Postgres' unique violation (the open-registration index): a second registration raced this one. */
export const isUniqueViolation = (error: unknown) => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
};

const itemColumns = {
  id: activityRegistrationItems.id,
  registrationId: activityRegistrationItems.registrationId,
  shopGoodsId: activityRegistrationItems.shopGoodsId,
  originalPriceCny: activityRegistrationItems.originalPriceCny,
  activityPriceCny: activityRegistrationItems.activityPriceCny,
  stock: activityRegistrationItems.stock,
  soldCount: activityRegistrationItems.soldCount,
  channel: shopGoods.channel,
  offerId: shopGoods.offerId,
  titleCn: goods.titleCn,
  titles: goods.titles,
  images: goods.images,
};
export type ItemRow = { id: number; registrationId: number; shopGoodsId: number; originalPriceCny: number; activityPriceCny: number; stock: number; soldCount: number; channel: string; offerId: string; titleCn: string | null; titles: Record<string, string> | null; images: string[] | null };

/** SQL of activity registrations (issue 14 §2). Each change is one transaction; a review writes its audit row in it (decision 019). */
export function makeRegistrationsRepo(db: Db) {
  const lockRegistration = async (tx: Tx, id: number) => {
    const [row] = await tx.select().from(activityRegistrations).where(eq(activityRegistrations.id, id)).for('update');
    return row ?? null;
  };

  /** Inserts the items, or updates price and stock of goods already in the registration. */
  const upsertItems = (tx: Tx, registrationId: number, activityId: number, items: ItemValues[]) =>
    tx
      .insert(activityRegistrationItems)
      .values(items.map((i) => ({ ...i, registrationId, activityId })))
      .onConflictDoUpdate({
        target: [activityRegistrationItems.registrationId, activityRegistrationItems.shopGoodsId],
        set: { originalPriceCny: sql`excluded.original_price_cny`, activityPriceCny: sql`excluded.activity_price_cny`, stock: sql`excluded.stock` },
      });

  return {
    async activity(id: number): Promise<ActivityRow | null> {
      const [row] = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
      return row ?? null;
    },

    async activitiesByIds(ids: number[]): Promise<ActivityRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(activities).where(inArray(activities.id, ids));
    },

    async shopOf(userId: number) {
      const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.userId, userId)).limit(1);
      return row ?? null;
    },

    /** The shop's ready goods among `ids`, with the catalog price and the seller's stock. */
    async readyGoods(shopId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: shopGoods.id, priceCny: goods.priceCny, stock: shopGoods.stock })
        .from(shopGoods)
        .innerJoin(goods, eq(goods.id, shopGoods.goodsId))
        .where(and(eq(shopGoods.shopId, shopId), eq(shopGoods.status, 'ready'), inArray(shopGoods.id, ids)));
    },

    async find(id: number): Promise<RegistrationRow | null> {
      const [row] = await db.select().from(activityRegistrations).where(eq(activityRegistrations.id, id)).limit(1);
      return row ?? null;
    },

    /** The seller's open (pending or approved) registration for the activity, else their newest one, else null. */
    async current(activityId: number, userId: number): Promise<RegistrationRow | null> {
      const [row] = await db
        .select()
        .from(activityRegistrations)
        .where(and(eq(activityRegistrations.activityId, activityId), eq(activityRegistrations.userId, userId)))
        .orderBy(sql`case when ${activityRegistrations.status} in ('pending', 'approved') then 0 else 1 end`, desc(activityRegistrations.createdAt), desc(activityRegistrations.id))
        .limit(1);
      return row ?? null;
    },

    async mine(userId: number): Promise<RegistrationRow[]> {
      return db.select().from(activityRegistrations).where(eq(activityRegistrations.userId, userId)).orderBy(desc(activityRegistrations.createdAt), desc(activityRegistrations.id)).limit(200);
    },

    async items(registrationIds: number[]): Promise<ItemRow[]> {
      if (registrationIds.length === 0) return [];
      return (await db
        .select(itemColumns)
        .from(activityRegistrationItems)
        .innerJoin(shopGoods, eq(shopGoods.id, activityRegistrationItems.shopGoodsId))
        .leftJoin(goods, eq(goods.id, shopGoods.goodsId))
        .where(inArray(activityRegistrationItems.registrationId, registrationIds))
        .orderBy(activityRegistrationItems.id)) as ItemRow[];
    },

    /**
     * Registers goods in one transaction: the activity row is read under a share lock and `stillOpen` is asked
     * again inside (an activity that ends or starts meanwhile refuses it). A pending registration of the same
     * seller gets the items added (or their price and stock updated); an approved one answers `approved`; else
     * a new pending one is made (the open-registration unique index refuses a racing second one).
     */
    register: (input: { activityId: number; userId: number; shopId: number; locale: string; items: ItemValues[] }, stillOpen: (activity: ActivityRow) => void) =>
      db.transaction(async (tx) => {
        const [activity] = await tx.select().from(activities).where(eq(activities.id, input.activityId)).for('share');
        if (!activity) return { outcome: 'not_found' as const };
        stillOpen(activity);
        const [open] = await tx
          .select()
          .from(activityRegistrations)
          .where(and(eq(activityRegistrations.activityId, input.activityId), eq(activityRegistrations.userId, input.userId), inArray(activityRegistrations.status, ['pending', 'approved'])))
          .for('update');
        if (open?.status === 'approved') return { outcome: 'approved' as const, registration: open };
        let registration = open;
        if (!registration) {
          [registration] = (await tx.insert(activityRegistrations).values({ activityId: input.activityId, userId: input.userId, shopId: input.shopId, locale: input.locale }).returning()) as [RegistrationRow];
        } else {
          await tx.update(activityRegistrations).set({ updatedAt: sql`now()` }).where(eq(activityRegistrations.id, registration.id));
        }
        await upsertItems(tx, registration.id, input.activityId, input.items);
        return { outcome: 'saved' as const, registration };
      }),

    /**
     * Moves a registration `from` → `to` (the state machine said it may): the row is locked, its status must
     * still be `from` (else answers the row as it is, unchanged). A review records who and writes its audit row
     * in the same transaction.
     */
    transition: (id: number, from: RegistrationStatus, to: RegistrationStatus, options: { reason?: string | null; reviewer?: Actor; audit?: { action: string } }) =>
      db.transaction(async (tx) => {
        const before = await lockRegistration(tx, id);
        if (!before || before.status !== from) return { changed: false as const, row: before };
        const [after] = (await tx
          .update(activityRegistrations)
          .set({
            status: to,
            reason: options.reason ?? null,
            updatedAt: sql`now()`,
            ...(options.reviewer ? { reviewedBy: options.reviewer.userId, reviewedAt: sql`now()` } : {}),
          })
          .where(and(eq(activityRegistrations.id, id), eq(activityRegistrations.status, from)))
          .returning()) as [RegistrationRow];
        if (options.reviewer && options.audit) {
          await tx.insert(auditLog).values({
            actorUserId: options.reviewer.userId,
            actorEmail: options.reviewer.email,
            action: options.audit.action,
            target: `registration:${id}`,
            before: { status: before.status, reason: before.reason },
            after: { status: after.status, reason: after.reason },
          });
        }
        return { changed: true as const, row: after };
      }),

    /**
     * Removes goods from a pending registration; the last item cannot go (the seller cancels instead). Answers
     * `not_pending` / `would_empty` without changing anything.
     */
    removeItems: (registrationId: number, shopGoodsIds: number[]) =>
      db.transaction(async (tx) => {
        const row = await lockRegistration(tx, registrationId);
        if (!row || row.status !== 'pending') return 'not_pending' as const;
        const [left] = (await tx
          .select({ n: count() })
          .from(activityRegistrationItems)
          .where(and(eq(activityRegistrationItems.registrationId, registrationId), notInArray(activityRegistrationItems.shopGoodsId, shopGoodsIds)))) as [{ n: number }];
        if (left.n === 0) return 'would_empty' as const;
        await tx.delete(activityRegistrationItems).where(and(eq(activityRegistrationItems.registrationId, registrationId), inArray(activityRegistrationItems.shopGoodsId, shopGoodsIds)));
        await tx.update(activityRegistrations).set({ updatedAt: sql`now()` }).where(eq(activityRegistrations.id, registrationId));
        return 'removed' as const;
      }),

    /** The operator's queue: oldest first (first come, first reviewed), with the seller and their shop. */
    async adminList(status: RegistrationStatus | null, offset: number, limit: number) {
      const where = status ? eq(activityRegistrations.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ registration: activityRegistrations, sellerEmail: users.email, shopName: shops.name, storeSpace: shops.storeSpace })
          .from(activityRegistrations)
          .innerJoin(users, eq(users.id, activityRegistrations.userId))
          .innerJoin(shops, eq(shops.id, activityRegistrations.shopId))
          .where(where)
          .orderBy(activityRegistrations.createdAt, activityRegistrations.id)
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(activityRegistrations).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async sellerEmail(userId: number): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.email ?? null;
    },
  };
}
export type RegistrationsRepo = ReturnType<typeof makeRegistrationsRepo>;
