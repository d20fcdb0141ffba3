/**
 * The `demo` product source (the default; offline and deterministic). Goods and shops the catalog holds are
 * answered as they are; any other `(channel, offerId)` gets a listing from the demo catalog generator, and any
 * other shop a fixed list of 20–300 offer ids, both derived from a hash of the key alone — the same answer on
 * every call, every process and every machine — and flagged `isDemo` so they show as demo data.
 *
 * A generated shop's items are generated one by one like any unknown item: their seller is a demo shop the
 * generator picks, not the shop they were listed under.
 */
import { createHash } from 'node:crypto';
import type { Channel } from '../../../core/api.ts';
import { isValidOfferId } from '../../../core/links/index.ts';
import type { Db } from '../../../db/client.ts';
import { buildCatalogContext, DEFAULT_CATALOG_SEED, DEFAULT_SELLER_COUNT, planGoodsFor, planSellers, planShopName, type CatalogContext } from '../../../db/seed/catalog/generate.ts';
import { fmix32, hash2 } from '../../../db/seed/catalog/prng.ts';
import { loadCatalogReferences } from '../../../db/seed/catalog/seed.ts';
import { makeProductSourceRepo } from './repo.ts';
import { ProductSourceError, SHOP_PAGE_SIZE_MAX, type ProductListing, type ProductSource, type ShopItemsPage } from './types.ts';

/** The generator's clock is fixed, so a generated listing never changes with the date it is asked on. */
const DEMO_EPOCH = Date.UTC(2026, 0, 1);
const SHOP_SALT = 0x5409;
const SHOP_ITEMS_MIN = 20;
const SHOP_ITEMS_MAX = 300;
/** Offer-id prefixes of generated shop items per channel (12, 11 and 12 digits, like the marketplaces'). */
const SHOP_ITEM_BASE: Record<Channel, number> = { taobao: 700_000_000_000, weidian: 70_000_000_000, '1688': 900_000_000_000 };

/** A uint32 from a key's SHA-256: stable across processes (unlike any in-memory hash). */
export function keyHash(...parts: string[]): number {
  return createHash('sha256').update(parts.join('\u0000')).digest().readUInt32BE(0);
}

/** How many items a shop the catalog does not hold lists (20–300), and its offer id at `position`. */
export function generatedShopSize(channel: Channel, shopId: string): number {
  return SHOP_ITEMS_MIN + (keyHash('shop-size', channel, shopId) % (SHOP_ITEMS_MAX - SHOP_ITEMS_MIN + 1));
}

function generatedShopOfferId(channel: Channel, shopId: string, position: number): string {
  // fmix32 is a bijection, so distinct positions give distinct ids within the shop.
  return String(SHOP_ITEM_BASE[channel] + fmix32((hash2(keyHash('shop-items', channel, shopId), SHOP_SALT) ^ position) >>> 0));
}

function parseCursor(cursor: string | null | undefined): number {
  if (cursor === undefined || cursor === null || cursor === '') return 0;
  if (!/^\d{1,6}$/.test(cursor)) throw new RangeError(`not a cursor of the demo product source: ${cursor}`);
  return Number(cursor);
}

export function createDemoProductSource(deps: { db: Db }): ProductSource {
  const repo = makeProductSourceRepo(deps.db);
  let context: Promise<{ ctx: CatalogContext; categoryKeys: Map<number, string> }> | null = null;

  const generator = () => {
    context ??= loadCatalogReferences(deps.db).then(({ categoryIds, agentIds }) => ({
      ctx: buildCatalogContext({ seed: DEFAULT_CATALOG_SEED, now: DEMO_EPOCH, categoryIds, agentIds, sellers: planSellers(DEFAULT_CATALOG_SEED, DEFAULT_SELLER_COUNT, DEMO_EPOCH) }),
      categoryKeys: new Map([...categoryIds].map(([key, id]) => [id, key])),
    }));
    return context.catch((error: unknown) => {
      context = null;
      throw error;
    });
  };

  async function generatedListing(channel: Channel, offerId: string): Promise<ProductListing> {
    const { ctx, categoryKeys } = await generator();
    if (ctx.subcategories.length === 0) throw new ProductSourceError('unavailable', 'the demo source needs the category tree (run npm run db:seed)');
    const { goods: g, seller } = planGoodsFor(ctx, keyHash('item', channel, offerId), channel, offerId);
    return {
      channel,
      offerId,
      titleCn: g.title_cn,
      titles: g.titles,
      priceCny: g.price_cny,
      images: g.images,
      stock: g.stock,
      outOfStock: g.out_of_stock,
      weightG: g.weight_g,
      volumeCm3: g.volume_cm3,
      deliveryDays: g.delivery_days,
      soldCount: g.sold_count,
      productUrl: g.product_url,
      categoryKey: categoryKeys.get(g.category_id) ?? null,
      seller: seller ? { channel, shopId: seller.shopId, name: seller.name } : null,
      isDemo: true,
    };
  }

  return {
    kind: 'demo',
    async item(channel, offerId) {
      if (!isValidOfferId(offerId)) return null;
      return (await repo.catalogListing(channel, offerId)) ?? generatedListing(channel, offerId);
    },
    async shopItems(channel, shopId, { cursor, pageSize }): Promise<ShopItemsPage> {
      if (!shopId.trim() || shopId.length > 100) throw new ProductSourceError('not_found', `shop ${channel}/${shopId}: not a shop id`);
      const offset = parseCursor(cursor);
      const size = Math.min(SHOP_PAGE_SIZE_MAX, Math.max(1, Math.floor(pageSize)));
      const known = await repo.shopByKey(channel, shopId);
      if (known) {
        // One more than asked tells whether another page follows.
        const ids = await repo.shopOfferIds(known.id, offset, size + 1);
        return { offerIds: ids.slice(0, size), nextCursor: ids.length > size ? String(offset + size) : null, shopName: known.name };
      }
      const total = generatedShopSize(channel, shopId);
      const end = Math.min(total, offset + size);
      const offerIds = Array.from({ length: Math.max(0, end - offset) }, (_, i) => generatedShopOfferId(channel, shopId, offset + i));
      return { offerIds, nextCursor: end < total ? String(end) : null, shopName: planShopName(keyHash('shop-name', channel, shopId), channel) };
    },
  };
}
