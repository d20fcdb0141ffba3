import { FAVORITES_MAX } from '../../../core/account-schemas.ts';
import { goodsTitle, type Channel, type FavoriteCard, type Page } from '../../../core/api.ts';
import type { PageRequest } from '../../../core/catalog-schemas.ts';
import { marketplaceUrl } from '../../../core/links/index.ts';
import type { Locale } from '../../../core/locale.ts';
import { ConflictError } from '../../errors.ts';
import type { FavoriteKey, FavoritesRepo } from './repo.ts';

type ListRow = Awaited<ReturnType<FavoritesRepo['listPage']>>[number];

/**
 * Favourites (product §4 "Favorite", §7 goods collect). Any valid (channel, offerId) can be kept, also one
 * the catalog does not hold yet (docs/decisions/007): it is listed with its marketplace link only.
 */
export function makeFavoritesService(deps: { repo: FavoritesRepo; max?: number }) {
  const { repo } = deps;
  const max = deps.max ?? FAVORITES_MAX;

  function cardOf(row: ListRow, locale: Locale): FavoriteCard {
    const channel = row.channel as Channel;
    const base = { channel, offerId: row.offerId, collectedAt: row.collectedAt.toISOString() };
    if (row.goodsId === null) {
      return {
        ...base,
        inCatalog: false,
        productUrl: marketplaceUrl(channel, row.offerId),
        title: null,
        titleCn: null,
        image: null,
        priceCny: null,
        soldCount: null,
        viewCount: null,
        weightG: null,
        volumeCm3: null,
        deliveryDays: null,
        outOfStock: null,
      };
    }
    return {
      ...base,
      inCatalog: true,
      productUrl: row.productUrl ?? marketplaceUrl(channel, row.offerId),
      title: goodsTitle(row.titles ?? {}, row.titleCn ?? '', locale),
      titleCn: row.titleCn,
      image: row.image ?? '',
      priceCny: row.priceCny,
      soldCount: row.soldCount,
      viewCount: row.viewCount,
      weightG: row.weightG,
      volumeCm3: row.volumeCm3,
      deliveryDays: row.deliveryDays,
      outOfStock: row.outOfStock,
    };
  }

  return {
    /** Adding one the user already has changes nothing. Past `max` favourites: code 409. */
    async add(userId: number, key: FavoriteKey): Promise<void> {
      const outcome = await repo.add(userId, key, max);
      if (outcome === 'full') throw new ConflictError('collectionLimitReached', { reason: 'favorites_full', data: { max }, vars: { max } });
    },

    /** Removing one the user does not have is not an error. */
    async remove(userId: number, key: FavoriteKey): Promise<void> {
      await repo.remove(userId, key);
    },

    async list(userId: number, page: PageRequest, locale: Locale): Promise<Page<FavoriteCard>> {
      const offset = (page.pageId - 1) * page.pageSize;
      const total = await repo.countOf(userId);
      const rows = offset < total ? await repo.listPage(userId, page.pageSize, offset) : [];
      return { list: rows.map((row) => cardOf(row, locale)), total, pageId: page.pageId, pageSize: page.pageSize, hasMore: page.pageId * page.pageSize < total };
    },

    /** Which of these products the user has kept, as a set of `favoriteKeyOf` keys (one query for a whole list). */
    collectedAmong: (userId: number, keys: FavoriteKey[]) => repo.collectedAmong(userId, keys),
  };
}
export type FavoritesService = ReturnType<typeof makeFavoritesService>;
