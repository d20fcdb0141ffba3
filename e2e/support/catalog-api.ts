import type { APIRequestContext } from '@playwright/test';
import { API_PATH, CATALOG_PATH, type AgentOffer, type CategoryNode, type Channel, type GoodsCard, type GoodsDetail, type Page } from '../../core/api.ts';
import type { RateEntry } from '../../core/currency.ts';
import { DEFAULT_SIGN_KEY, signNonce } from '../../core/signature.ts';

/**
 * The catalog as the browser's API client sees it (signed calls), so tests pick their products and
 * expected figures from the seeded demo catalog instead of hard-coding them.
 */
export async function callApi<T>(request: APIRequestContext, path: string, body: unknown = {}, language = 'en', clientAddress?: string): Promise<{ code: number; msg: string; data: T }> {
  const nonce = crypto.randomUUID();
  const response = await request.post(`/api/${path}`, {
    headers: {
      'X-NONCE': nonce,
      'X-SIGNATURE': signNonce(nonce, DEFAULT_SIGN_KEY),
      'X-PLATFORM': 'web',
      language,
      // The e2e server trusts its loopback proxy (playwright.config.ts TRUST_PROXY): a test can come from its own address.
      ...(clientAddress ? { 'X-Forwarded-For': clientAddress } : {}),
    },
    data: body,
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

export async function apiData<T>(request: APIRequestContext, path: string, body: unknown = {}, language = 'en'): Promise<T> {
  const answer = await callApi<T>(request, path, body, language);
  if (answer.code !== 0) throw new Error(`${path} answered ${answer.code}: ${answer.msg}`);
  return answer.data;
}

export type GoodsQuery = { keyword?: string; categoryId?: number; minPrice?: number; maxPrice?: number; currency?: string; showNoQc?: boolean; sort?: string; pageId?: number; pageSize?: number };

export const goodsList = (request: APIRequestContext, query: GoodsQuery) =>
  apiData<Page<GoodsCard>>(request, CATALOG_PATH.goodsList, { pageId: 1, pageSize: 20, ...query });
export const defaultGoods = (request: APIRequestContext, pageSize = 20) => apiData<Page<GoodsCard>>(request, CATALOG_PATH.defaultGoodsList, { pageId: 1, pageSize });
export const goodsInfo = (request: APIRequestContext, goods: { channel: Channel; offerId: string }) => apiData<GoodsDetail>(request, CATALOG_PATH.goodsInfo, { channel: goods.channel, offerId: goods.offerId });
export const agentOffers = (request: APIRequestContext, goods: { channel: Channel; offerId: string }) => apiData<AgentOffer[]>(request, CATALOG_PATH.goodsAgentList, { channel: goods.channel, offerId: goods.offerId });
export const categoryTree = (request: APIRequestContext) => apiData<CategoryNode[]>(request, API_PATH.categoryTree);
export const rates = (request: APIRequestContext) => apiData<RateEntry[]>(request, API_PATH.rateList);

/** A CNFans product link (link-formats.md §B "CNFans", current form) with a referral code of its own. */
export function cnfansLink(goods: { channel: Channel; offerId: string }) {
  const platform = { taobao: 'TAOBAO', weidian: 'WEIDIAN', '1688': 'ALI_1688' }[goods.channel];
  return `https://cnfans.com/product?id=${goods.offerId}&platform=${platform}&ref=1234567`;
}

/** The marketplace's own product page (link-formats.md §A canonical forms). */
export function marketplaceLink(goods: { channel: Channel; offerId: string }) {
  switch (goods.channel) {
    case 'taobao':
      return `https://item.taobao.com/item.htm?id=${goods.offerId}`;
    case 'weidian':
      return `https://weidian.com/item.html?itemID=${goods.offerId}`;
    case '1688':
      return `https://detail.1688.com/offer/${goods.offerId}.html`;
  }
}

/**
 * A keyword, a hot category and a maximum price (USD) whose results fill more than one page, so the
 * search journey can filter and Load More: the most frequent title word of a well-stocked category.
 */
export async function findSearchJourney(request: APIRequestContext, pageSize = 20) {
  const usd = (await rates(request)).find((rate) => rate.currency === 'USD')!;
  for (const hot of await categoryTree(request)) {
    const sample = await goodsList(request, { categoryId: hot.id, sort: 'sales', pageSize: 60 });
    if (sample.total <= pageSize) continue;
    const counts = new Map<string, number>();
    for (const goods of sample.list) {
      for (const word of new Set(goods.title.toLowerCase().match(/\p{L}{5,}/gu) ?? [])) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    for (const [keyword] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 6)) {
      const found = await goodsList(request, { keyword, categoryId: hot.id, pageSize: 60 });
      if (found.total <= pageSize + 5) continue;
      // A price that leaves out the dearest goods but keeps more than a page.
      const prices = found.list.map((goods) => goods.priceCny / usd.rate).sort((a, b) => a - b);
      for (const share of [0.8, 0.9, 1]) {
        const maxPriceUsd = Math.ceil(prices[Math.min(prices.length - 1, Math.floor(prices.length * share))]!);
        const filtered = await goodsList(request, { keyword, categoryId: hot.id, maxPrice: maxPriceUsd, currency: 'USD', pageSize });
        if (filtered.total > pageSize) return { keyword, category: hot, maxPriceUsd, total: filtered.total, firstPage: filtered };
      }
    }
  }
  throw new Error('the seeded catalog has no keyword and category with more than one page of results');
}
