/**
 * The product source boundary (product §D7; contract in docs/product-source.md). `createProductSource` picks the
 * implementation the configuration names. The composition root (server/app.ts) creates one for My Store
 * (server/modules/shops/); the `shop.import` job creates its own (server/modules/shops/job.ts).
 */
import type { Db } from '../../../db/client.ts';
import type { Config } from '../../config.ts';
import { createDemoProductSource } from './demo-source.ts';
import { createHttpProductSource, type HttpSourceOptions } from './http-source.ts';
import type { ProductSource } from './types.ts';

export { ProductSourceError, SHOP_PAGE_SIZE_MAX } from './types.ts';
export type { ProductListing, ProductSource, ProductSourceFailure, ShopItemsPage, ShopItemsRequest } from './types.ts';

export type ProductSourceConfig = Pick<Config, 'PRODUCT_SOURCE' | 'PRODUCT_SOURCE_URL' | 'PRODUCT_SOURCE_KEY' | 'PRODUCT_SOURCE_TIMEOUT_MS'>;

export type ProductSourceDeps = {
  /** The catalog database (the demo source reads goods and shops it already holds). */
  db: Db;
  /** Overrides of the http source's transport (tests: fetch, retry delay). */
  http?: Pick<HttpSourceOptions, 'fetch' | 'retries' | 'retryDelayMs' | 'maxAnswerBytes'>;
};

export function createProductSource(config: ProductSourceConfig, deps: ProductSourceDeps): ProductSource {
  if (config.PRODUCT_SOURCE === 'demo') return createDemoProductSource({ db: deps.db });
  if (!config.PRODUCT_SOURCE_URL) throw new Error('PRODUCT_SOURCE=http needs PRODUCT_SOURCE_URL');
  return createHttpProductSource({
    baseUrl: config.PRODUCT_SOURCE_URL,
    key: config.PRODUCT_SOURCE_KEY,
    timeoutMs: config.PRODUCT_SOURCE_TIMEOUT_MS,
    ...deps.http,
  });
}
