/**
 * The product source boundary (product §D7): every place that needs a listing's details asks a
 * `ProductSource`, never a marketplace or a vendor directly. Like Next.js Commerce's provider module, its
 * answers are our own types; a provider's shapes are mapped (and validated) inside the implementation that
 * speaks to it.
 */
import type { Channel } from '../../../core/api.ts';

/** A listing of a marketplace item, as Haulbridge holds it. */
export type ProductListing = {
  channel: Channel;
  offerId: string;
  /** The marketplace title (Chinese, as the seller wrote it). */
  titleCn: string;
  /** Titles per locale where one is known (`en`, `de`, `zh` …); may be empty. */
  titles: Record<string, string>;
  priceCny: number;
  /**
   * Image references, first is the main image: storage keys (`demo/goods/…svg`, served through `/thumb/…`)
   * for catalog and demo listings, absolute http(s) URLs for listings from the http source.
   */
  images: string[];
  /** Units in stock; null when the source does not say. */
  stock: number | null;
  outOfStock: boolean;
  /** Grams, cubic centimetres and days to the agent's warehouse; null when the source does not say. */
  weightG: number | null;
  volumeCm3: number | null;
  deliveryDays: number | null;
  soldCount: number;
  /** The canonical marketplace URL of the item. */
  productUrl: string;
  /** The catalog's sub-category key (`clothing-accessories/hoodies-sweatshirts`) when known. */
  categoryKey: string | null;
  /** The marketplace shop selling it, when known. */
  seller: { channel: Channel; shopId: string; name: string } | null;
  /** Generated demo data (shown as such wherever it appears), not a real listing. */
  isDemo: boolean;
};

export type ShopItemsRequest = { cursor?: string | null; pageSize: number };

/** One page of a shop's item ids; `nextCursor` is null on the last page. */
export type ShopItemsPage = { offerIds: string[]; nextCursor: string | null; shopName?: string };

export type ProductSource = {
  readonly kind: 'demo' | 'http';
  /** The listing, or null when the marketplace has no such item. Throws `ProductSourceError` when the source fails. */
  item(channel: Channel, offerId: string): Promise<ProductListing | null>;
  /** A page of the shop's item ids. An unknown shop throws `ProductSourceError` with reason `not_found`. */
  shopItems(channel: Channel, shopId: string, request: ShopItemsRequest): Promise<ShopItemsPage>;
};

/** Largest `pageSize` a caller may ask for (a source may answer fewer). */
export const SHOP_PAGE_SIZE_MAX = 200;

/**
 * Why a source failed: `timeout` (no full answer in time), `unavailable` (5xx, refused connection, network),
 * `bad_answer` (not JSON, wrong shape, too large, unexpected status), `not_found` (no such shop).
 * `timeout` and `unavailable` are worth retrying later; the others are not.
 */
export type ProductSourceFailure = 'timeout' | 'unavailable' | 'bad_answer' | 'not_found';

export class ProductSourceError extends Error {
  override readonly name = 'ProductSourceError';
  constructor(
    readonly reason: ProductSourceFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  get retryable(): boolean {
    return this.reason === 'timeout' || this.reason === 'unavailable';
  }
}
