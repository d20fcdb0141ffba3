import { FAVORITE_PATH, type Channel } from '../../core/api.ts';
import { browserApi } from './browser-api.ts';

/**
 * Adds or removes a favourite from the browser (loaded on the first heart click, so the API client is
 * not part of any page's first load). A 401/402 answer takes the logout path (product §4) in browserApi.
 */
export async function setFavorite(signKey: string, ref: { channel: Channel; offerId: string }, collected: boolean): Promise<void> {
  await browserApi(signKey).call(collected ? FAVORITE_PATH.add : FAVORITE_PATH.remove, { channel: ref.channel, offerId: ref.offerId });
}
