import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { favorites, goods } from '../../../db/schema/index.ts';

export type FavoriteKey = { channel: string; offerId: string };

/** Rows of a raw `execute` (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** `channel offerId`: a key for sets of products (offer ids are digits, so a space cannot be part of one). */
export const favoriteKeyOf = (key: FavoriteKey) => `${key.channel} ${key.offerId}`;

/** Favourites ("goods collect", product §7): a user's products by (channel, offerId), joined to the catalog when it holds them. */
export function makeFavoritesRepo(db: Db) {
  const isOwnRow = (userId: number, key: FavoriteKey) =>
    and(eq(favorites.userId, userId), eq(favorites.channel, key.channel), eq(favorites.offerId, key.offerId));

  return {
    /**
     * Adds a favourite unless the user already holds `max` of them. An existing one is left as it was (its
     * place in the list included). The count and the insert are one statement: two racing adds can pass
     * the limit by one each at most, which a soft cap allows.
     */
    async add(userId: number, key: FavoriteKey, max: number): Promise<'added' | 'exists' | 'full'> {
      const inserted = await db.execute(sql`
        insert into ${favorites} (user_id, channel, offer_id)
        select ${userId}, ${key.channel}, ${key.offerId}
        where (select count(*) from ${favorites} where user_id = ${userId}) < ${max}
        on conflict do nothing
        returning 1 as added`);
      if (rowsOf(inserted).length > 0) return 'added';
      const [existing] = await db.select({ userId: favorites.userId }).from(favorites).where(isOwnRow(userId, key)).limit(1);
      return existing ? 'exists' : 'full';
    },

    /** Removes a favourite; answers whether there was one. */
    async remove(userId: number, key: FavoriteKey): Promise<boolean> {
      const removed = await db.delete(favorites).where(isOwnRow(userId, key)).returning({ userId: favorites.userId });
      return removed.length > 0;
    },

    async countOf(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
      return row?.n ?? 0;
    },

    /**
     * A page of the user's favourites, newest first; ties (added in the same instant) by channel and offer
     * id, so pages never overlap or skip (the order of favorites_user_created_idx). The goods columns are
     * null for a product the catalog does not hold.
     */
    listPage: (userId: number, limit: number, offset: number) =>
      db
        .select({
          channel: favorites.channel,
          offerId: favorites.offerId,
          collectedAt: favorites.createdAt,
          goodsId: goods.id,
          titleCn: goods.titleCn,
          titles: goods.titles,
          image: sql<string | null>`${goods.images}->>0`,
          priceCny: goods.priceCny,
          soldCount: goods.soldCount,
          viewCount: goods.viewCount,
          weightG: goods.weightG,
          volumeCm3: goods.volumeCm3,
          deliveryDays: goods.deliveryDays,
          outOfStock: goods.outOfStock,
          productUrl: goods.productUrl,
        })
        .from(favorites)
        .leftJoin(goods, and(eq(goods.channel, favorites.channel), eq(goods.offerId, favorites.offerId)))
        .where(eq(favorites.userId, userId))
        .orderBy(desc(favorites.createdAt), asc(favorites.channel), asc(favorites.offerId))
        .limit(limit)
        .offset(offset),

    /** Which of `keys` the user holds as favourites: one query for a whole list of cards. */
    async collectedAmong(userId: number, keys: FavoriteKey[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const result = await db.execute(sql`
        select f.channel, f.offer_id
        from unnest(${sql.param(keys.map((k) => k.channel))}::text[], ${sql.param(keys.map((k) => k.offerId))}::text[]) as k(channel, offer_id)
        join ${favorites} f on f.user_id = ${userId} and f.channel = k.channel and f.offer_id = k.offer_id`);
      return new Set(rowsOf<{ channel: string; offer_id: string }>(result).map((r) => favoriteKeyOf({ channel: r.channel, offerId: r.offer_id })));
    },
  };
}
export type FavoritesRepo = ReturnType<typeof makeFavoritesRepo>;
