import { API_CODE, CATALOG_PATH, type AgentOffer, type AgentUrl, type Channel, type GoodsCard, type GoodsDetail, type GoodsPage, type Page, type TrustedSeller } from '../../core/api.ts';
import { CATALOGUES } from '../../core/i18n/catalogues.ts';
import type { Locale } from '../../core/locale.ts';
import { ApiError, type ApiClient } from './api-client.ts';
import type { Messages } from './i18n.tsx';

/** The `search` namespace of `locale` (search by image): sent by the results page's loader for an image only. */
export function searchMessages(locale: Locale): Messages {
  return CATALOGUES[locale].search as Messages;
}

export type GoodsListBody = {
  keyword?: string;
  /** A search by image: the upload's key (issue #13 §3). */
  imageKey?: string;
  categoryId?: unknown;
  minPrice?: unknown;
  maxPrice?: unknown;
  currency?: string;
  showNoQc?: boolean;
  sort?: string;
  pageId: number;
  pageSize: number;
};
export type ProductRef = { channel: Channel; offerId: string };

/**
 * A goods card as pages send it to the browser: what the card shows (goods-card.tsx). The catalog's Chinese title
 * and the view count, which no card shows, stay out of the page's data (docs/decisions/020, fifth pass).
 */
export type CardShown = Omit<GoodsCard, 'titleCn' | 'viewCount'>;
export function cardShown(card: GoodsCard): CardShown {
  const shown: Partial<GoodsCard> = { ...card };
  delete shown.titleCn;
  delete shown.viewCount;
  return shown as CardShown;
}
const pageShown = <P extends { list: GoodsCard[] }>(page: P): Omit<P, 'list'> & { list: CardShown[] } => ({ ...page, list: page.list.map(cardShown) });
/** A trusted seller's goods as the home highlight shows them: picture, title, link. */
export type TrustedSellerShown = { seller: TrustedSeller['seller']; goods: Pick<GoodsCard, 'channel' | 'offerId' | 'title' | 'image'>[] };

/** Typed catalog calls of product §D4 "Catalog", for loaders and actions (the browser never calls these directly). */
export function catalogApi(api: ApiClient) {
  return {
    defaultGoods: (pageId: number, pageSize: number) => api.call<Page<GoodsCard>>(CATALOG_PATH.defaultGoodsList, { pageId, pageSize }).then(pageShown),
    searchGoods: (body: GoodsListBody) => api.call<GoodsPage>(CATALOG_PATH.goodsList, body).then(pageShown),
    goodsIdByUrl: (url: string) => api.call<ProductRef>(CATALOG_PATH.goodsIdByUrl, { url }),
    /** `null` when the catalog does not hold the product (code 404). */
    goodsInfo: (ref: ProductRef, options: { countView?: boolean } = {}) =>
      orNotFound(api.call<GoodsDetail>(CATALOG_PATH.goodsInfo, { ...ref, ...(options.countView ? { countView: true } : {}) })),
    similarGoods: (ref: ProductRef, pageSize: number) => api.call<{ list: GoodsCard[] }>(CATALOG_PATH.similarGoodsList, { ...ref, pageSize }).then(pageShown),
    agentOffers: (ref: ProductRef) => api.call<AgentOffer[]>(CATALOG_PATH.goodsAgentList, ref),
    agentUrls: (ref: ProductRef) => api.call<AgentUrl[]>(CATALOG_PATH.goodsAgentUrlList, ref),
    trustedSellers: (pageSize: number) =>
      api.call<{ list: TrustedSeller[] }>(CATALOG_PATH.trustedSellerList, { pageSize }).then(({ list }) => ({
        list: list.map(({ seller, goods }): TrustedSellerShown => ({ seller, goods: goods.map(({ channel, offerId, title, image }) => ({ channel, offerId, title, image })) })),
      })),
  };
}
export type CatalogApi = ReturnType<typeof catalogApi>;

async function orNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.code === API_CODE.notFound) return null;
    throw error;
  }
}

/** The refusal of a call that answered code 400: its translated message and, for validation failures, the message per field. */
/** A refused link, said fully: the spec's message, then why this link in particular (when the API says more). */
export function linkRefusalText(refused: { msg: string; fields: Record<string, string> }): string {
  const why = refused.fields.url;
  return why && why !== refused.msg ? `${refused.msg} ${why}` : refused.msg;
}

/** The translated message of a call that answered code 404 (an unknown or expired search image), else null. */
export function notFoundMessage(error: unknown): string | null {
  return error instanceof ApiError && error.code === API_CODE.notFound ? error.message : null;
}

export function invalidAnswer(error: unknown): { msg: string; reason?: string; fields: Record<string, string> } | null {
  if (!(error instanceof ApiError) || error.code !== API_CODE.invalid) return null;
  const data = (error.data ?? {}) as { fields?: Record<string, string>; reason?: string };
  return { msg: error.message, reason: data.reason, fields: data.fields ?? {} };
}
