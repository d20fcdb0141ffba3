import type { Channel } from '../../core/api.ts';

/** Hearts of the same product on screen follow a favourite added or removed elsewhere on the page. */
export const FAVORITE_EVENT = 'hb:favorite';
export type FavoriteEventDetail = { channel: Channel; offerId: string; collected: boolean };

export function announceFavorite(detail: FavoriteEventDetail) {
  window.dispatchEvent(new CustomEvent<FavoriteEventDetail>(FAVORITE_EVENT, { detail }));
}
