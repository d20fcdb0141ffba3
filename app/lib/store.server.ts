import { API_CODE, SHOP_PATH } from '../../core/api.ts';
import type { ShopGoodsPage, ShopWithTags } from '../../core/api-schemas.ts';
import { CATALOGUES } from '../../core/i18n/catalogues.ts';
import type { Locale } from '../../core/locale.ts';
import { ApiError, type ApiClient } from './api-client.ts';
import type { Messages } from './i18n.tsx';

/** The `store` namespace of `locale`: the public store page's own texts, sent by its loader only. */
export function storeMessages(locale: Locale): Messages {
  return CATALOGUES[locale].store as Messages;
}

/** The public store calls of product §D4 "Shops (sellers)", for the store page's loader. */
export function storeApi(api: ApiClient) {
  return {
    /** The shop with its tags, or `null` for a slug no shop has (code 404). */
    shop: async (storeSpace: string): Promise<ShopWithTags | null> => {
      try {
        return await api.call<ShopWithTags>(SHOP_PATH.get, { storeSpace });
      } catch (error) {
        if (error instanceof ApiError && error.code === API_CODE.notFound) return null;
        throw error;
      }
    },
    /**
     * One page of the shop's ready goods; `null` when the shop or the tag is unknown (code 404) or the page is
     * past the deepest one the API serves (code 400, a hand-made `?pageId=`).
     */
    goods: async (body: { storeSpace: string; tagId?: number; pageId: number; pageSize: number }): Promise<ShopGoodsPage | null> => {
      try {
        return await api.call<ShopGoodsPage>(SHOP_PATH.pubGoodsList, body);
      } catch (error) {
        if (error instanceof ApiError && (error.code === API_CODE.notFound || error.code === API_CODE.invalid)) return null;
        throw error;
      }
    },
  };
}
