/**
 * The demo catalog generator: pure functions from (seed, index) to sellers, goods and QC photos.
 * Each listing depends only on the seed and its index, so any range can be generated on its own
 * (the bulk loader fills millions in parallel batches) and the same seed always yields the same rows.
 */
import type { Channel } from '../../../core/api.ts';
import { composeChineseTitle, composeTitles, chooseTitleParts } from './titles.ts';
import { cumulativeWeights, fmix32, hash2, Rng } from './prng.ts';
import { SUBCATEGORY_VOCAB, type SubCategoryVocab } from './vocabulary/index.ts';
import * as SHOPS from './vocabulary/shops.ts';
import { demoGoodsImageKey, demoQcImageKey } from '../demo-art/keys.ts';

export const DEFAULT_CATALOG_SEED = 20_250_917;
export const DEFAULT_DEMO_GOODS = 3000;
export const DEFAULT_SELLER_COUNT = 300;

const DAY = 86_400_000;
const HOUR = 3_600_000;
const SELLER_SALT = 0x5e11e7;
const OFFER_SALT = 0x0ffe7;
const ART_SALT = 0xa7;

/** Channel shares of listings and of shops: Taobao (incl. Tmall) 55 %, Weidian 25 %, 1688 20 %. */
const CHANNEL_SHARES: readonly [Channel, number][] = [
  ['taobao', 0.55],
  ['weidian', 0.25],
  ['1688', 0.2],
];

export type SellerPlan = {
  channel: Channel;
  shopId: string;
  name: string;
  /** Top-level category key the shop mostly sells in. */
  hot: string;
  /** A Tmall store (its Taobao-channel listings use Tmall URLs). */
  tmall: boolean;
  verified: boolean;
  qcPassRate: number;
  onTimeShipRate: number;
  disputeRate: number;
  listedSince: Date;
};

/** One planned listing (snake_case, timestamps as ISO strings); db/goods-writer.ts derives its search text and QC count. */
export type GoodsRow = {
  channel: Channel;
  offer_id: string;
  title_cn: string;
  titles: Record<string, string>;
  price_cny: number;
  images: string[];
  category_id: number;
  weight_g: number;
  volume_cm3: number;
  delivery_days: number;
  sold_count: number;
  view_count: number;
  stock: number;
  out_of_stock: boolean;
  product_url: string;
  created_at: string;
};

/** One row of `qc_photos`, keyed to its listing by (channel, offer_id). */
export type QcRow = { channel: Channel; offer_id: string; image: string; taken_at: string; agent_id: number | null; sort_order: number };

export type GoodsPlan = { goods: GoodsRow; qc: QcRow[]; seller: SellerPlan | null };

function hotKeyOf(subKey: string): string {
  return subKey.slice(0, subKey.indexOf('/'));
}

const HOT_SHARES: Map<string, number> = (() => {
  const shares = new Map<string, number>();
  for (const sub of SUBCATEGORY_VOCAB) shares.set(hotKeyOf(sub.key), (shares.get(hotKeyOf(sub.key)) ?? 0) + sub.share);
  return shares;
})();

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function shopName(rng: Rng, channel: Channel, hot: string, tmall: boolean): string {
  if (channel === '1688') {
    const type = rng.pick(SHOPS.FACTORY_TYPES);
    return `${rng.pick(SHOPS.FACTORY_CITIES)}${rng.chance(0.6) ? '市' : ''}${rng.pick(SHOPS.FACTORY_NAMES)}${rng.pick(SHOPS.FACTORY_INDUSTRIES[hot]!)}${type}`;
  }
  const core = rng.pick(SHOPS.SHOP_CORES[hot]!);
  if (tmall) {
    const first = rng.pick(SHOPS.BRAND_SYLLABLES);
    const syllables = SHOPS.BRAND_SYLLABLES.filter((s) => s !== first);
    const brand = `${first}${rng.pick(syllables)}${rng.chance(0.4) ? rng.pick(syllables) : ''}`;
    return `${brand}${core.endsWith('馆') || core.endsWith('房') ? '' : core}${rng.pick(SHOPS.TMALL_SUFFIXES)}`;
  }
  const prefix = rng.pick(SHOPS.SHOP_PREFIXES);
  if (channel === 'weidian') return `${prefix}${core}${rng.pick(SHOPS.WEIDIAN_SUFFIXES)}`;
  const ownSuffix = /[馆房堂]$/.test(core);
  return `${prefix}${core}${ownSuffix ? '' : rng.pick(SHOPS.TAOBAO_SUFFIXES)}`;
}

/**
 * A shop name on `channel` drawn from `key` alone (the demo product source names shops the catalog does not
 * hold with it). Draws from its own generator, so the seeded shops are unchanged.
 */
export function planShopName(key: number, channel: Channel): string {
  const rng = new Rng(hash2(key, SELLER_SALT));
  const hot = rng.pick([...HOT_SHARES.keys()]);
  return shopName(rng, channel, hot, channel === 'taobao' && rng.chance(0.25));
}

/**
 * ~`count` shops across the three channels, each focused on one hot category (at least one per
 * channel and category), with outcome figures in the ranges the trust score expects.
 */
export function planSellers(seed: number, count: number, now: number): SellerPlan[] {
  const hots = [...HOT_SHARES.keys()];
  const hotCumulative = cumulativeWeights(hots.map((h) => HOT_SHARES.get(h)!));
  const allocation = new Rng(hash2(seed, SELLER_SALT));
  const slots: { channel: Channel; hot: string }[] = [];
  for (const [channel, share] of CHANNEL_SHARES) {
    const perChannel = Math.max(hots.length, Math.round(count * share));
    for (const hot of hots) slots.push({ channel, hot });
    for (let i = hots.length; i < perChannel; i++) slots.push({ channel, hot: hots[allocation.weighted(hotCumulative)]! });
  }
  const names = new Set<string>();
  const shopIds = new Set<string>();
  return slots.map(({ channel, hot }, index) => {
    const rng = new Rng(hash2(seed ^ SELLER_SALT, index));
    const tmall = channel === 'taobao' && rng.chance(0.25);
    let name = shopName(rng, channel, hot, tmall);
    for (let attempt = 0; names.has(name); attempt++) name = attempt < 20 ? shopName(rng, channel, hot, tmall) : `${name}${attempt}`;
    names.add(name);
    const idRange: Record<Channel, [number, number]> = { taobao: [100_000_000, 999_999_999], weidian: [1_000_000_000, 1_999_999_999], '1688': [2_000_000_000, 2_299_999_999] };
    let shopId = String(rng.int(...idRange[channel]));
    while (shopIds.has(`${channel}:${shopId}`)) shopId = String(rng.int(...idRange[channel]));
    shopIds.add(`${channel}:${shopId}`);
    const verified = rng.chance(tmall ? 0.75 : 0.29);
    const quality = verified ? 0.45 + 0.55 * rng.next() : rng.next();
    const noise = () => 0.12 * rng.normal();
    return {
      channel,
      shopId,
      name,
      hot,
      tmall,
      verified,
      qcPassRate: round4(clamp(0.8 + 0.195 * clamp(quality + noise(), 0, 1), 0.8, 0.995)),
      onTimeShipRate: round4(clamp(0.7 + 0.29 * clamp(quality + noise(), 0, 1), 0.7, 0.99)),
      disputeRate: round4(clamp(0.06 - 0.059 * clamp(quality + noise(), 0, 1), 0.001, 0.06)),
      listedSince: new Date(now - Math.round(rng.between(90, (tmall ? 9 : 7) * 365) * DAY)),
    };
  });
}

export type CatalogContext = {
  seed: number;
  now: number;
  subcategories: { vocab: SubCategoryVocab; id: number; hot: string }[];
  cumulative: number[];
  sellersByGroup: Map<string, SellerPlan[]>;
  sellersByChannel: Map<Channel, SellerPlan[]>;
  agentIds: readonly number[];
  /** Reuse artwork seeds modulo this many listings (bulk loads); unset = every listing its own art. */
  imagePool?: number;
};

/**
 * Binds the generator to a database's category ids (by `categories.key`) and active agent ids.
 * Sub-categories missing from `categoryIds` are left out.
 */
export function buildCatalogContext(options: {
  seed: number;
  now: number;
  categoryIds: ReadonlyMap<string, number>;
  agentIds: readonly number[];
  sellers: readonly SellerPlan[];
  imagePool?: number;
}): CatalogContext {
  const subcategories = SUBCATEGORY_VOCAB.filter((v) => options.categoryIds.has(v.key)).map((vocab) => ({
    vocab,
    id: options.categoryIds.get(vocab.key)!,
    hot: hotKeyOf(vocab.key),
  }));
  const sellersByGroup = new Map<string, SellerPlan[]>();
  const sellersByChannel = new Map<Channel, SellerPlan[]>();
  for (const seller of options.sellers) {
    const group = `${seller.channel}|${seller.hot}`;
    sellersByGroup.set(group, [...(sellersByGroup.get(group) ?? []), seller]);
    sellersByChannel.set(seller.channel, [...(sellersByChannel.get(seller.channel) ?? []), seller]);
  }
  return {
    seed: options.seed,
    now: options.now,
    subcategories,
    cumulative: cumulativeWeights(subcategories.map((s) => s.vocab.share)),
    sellersByGroup,
    sellersByChannel,
    agentIds: options.agentIds,
    imagePool: options.imagePool,
  };
}

/** Prices as sellers write them: ¥5.9, ¥39.9, ¥128, ¥199. */
function marketPrice(rng: Rng, value: number): number {
  if (value < 10) return Math.max(1.9, Math.floor(value) + 0.9);
  if (value < 100) {
    const whole = Math.round(value);
    return rng.pick([whole - 0.1, whole, whole - 0.2, whole - 0.1]);
  }
  if (value < 1000) return rng.chance(0.6) ? Math.round(value / 10) * 10 - 1 : Math.round(value);
  return Math.round(value / 100) * 100 - rng.pick([1, 0, 10]);
}

function offerId(rng: Rng, channel: Channel, tmall: boolean, unique: number): string {
  // `unique` is a bijection of the listing index (< 2^32 < 10^10), so prefix·10^10 + unique never repeats.
  if (channel === 'weidian') return String(5_000_000_000 + unique);
  if (channel === '1688') return String(rng.int(55, 89) * 10_000_000_000 + unique);
  const prefix = tmall || rng.chance(0.3) ? rng.int(100, 104) : rng.int(52, 89);
  return String(prefix * 10_000_000_000 + unique);
}

function productUrl(channel: Channel, tmall: boolean, id: string): string {
  if (channel === 'weidian') return `https://weidian.com/item.html?itemID=${id}`;
  if (channel === '1688') return `https://detail.1688.com/offer/${id}.html`;
  return tmall ? `https://detail.tmall.com/item.htm?id=${id}` : `https://item.taobao.com/item.htm?id=${id}`;
}

function inRange(rng: Rng, range: readonly [number, number], size: number): number {
  const [min, max] = range;
  const t = clamp(size + 0.08 * rng.normal(), 0, 1);
  return Math.exp(Math.log(min) + t * (Math.log(max) - Math.log(min)));
}

/** The listing at `index` (0-based). The first listings walk every sub-category once. */
export function planGoods(ctx: CatalogContext, index: number): GoodsPlan {
  return planListing(ctx, index, null);
}

/**
 * A listing generated for a given `(channel, offerId)` (the demo product source's listings of goods the
 * catalog does not hold): the listing at `index` with its channel and offer id replaced before the seller,
 * prices and URL are chosen from them. The generator draws the same numbers either way, so `planGoods`
 * (and with it the seeded catalog) is unchanged by this entry point.
 */
export function planGoodsFor(ctx: CatalogContext, index: number, channel: Channel, offerId: string): GoodsPlan {
  return planListing(ctx, index, { channel, offerId });
}

function planListing(ctx: CatalogContext, index: number, forced: { channel: Channel; offerId: string } | null): GoodsPlan {
  if (ctx.subcategories.length === 0) throw new Error('no sub-categories to generate goods for');
  const rng = new Rng(hash2(ctx.seed, index));
  const sub = index < ctx.subcategories.length ? ctx.subcategories[index]! : ctx.subcategories[rng.weighted(ctx.cumulative)]!;
  const vocab = sub.vocab;
  const kind = rng.pick(vocab.kinds);

  const roll = rng.next();
  const channel: Channel = forced?.channel ?? (roll < 0.55 ? 'taobao' : roll < 0.8 ? 'weidian' : '1688');
  const shops = ctx.sellersByGroup.get(`${channel}|${sub.hot}`) ?? ctx.sellersByChannel.get(channel) ?? [];
  // A few shops carry most listings.
  const seller = shops.length ? shops[Math.floor(shops.length * rng.next() ** 1.7)]! : null;
  const tmall = channel === 'taobao' && (seller?.tmall ?? false);

  const age = Math.max(HOUR, Math.round(rng.next() ** 0.85 * 730 * DAY));
  const createdAt = ctx.now - age;

  const parts = chooseTitleParts(rng, vocab, kind);
  const titles = composeTitles(parts);
  const titleCn = composeChineseTitle(rng, vocab, parts, channel, new Date(createdAt).getUTCFullYear());

  const channelFactor = channel === '1688' ? 0.72 : tmall ? 1.15 : 1;
  const listed = Math.min(kind.price[1] * 1.1, rng.logNormalIn(kind.price[0], kind.price[1], 0.85, 1.05) * channelFactor);
  const price = Math.round(marketPrice(rng, listed) * 100) / 100;
  const size = rng.next();
  const weightG = Math.max(5, Math.round(inRange(rng, kind.weight, size)));
  const volumeCm3 = Math.max(10, Math.round(inRange(rng, kind.volume, size) / 10) * 10);
  const deliveryDays = channel === '1688' ? rng.int(3, 10) : channel === 'weidian' ? rng.int(2, 8) : tmall ? rng.int(2, 4) : rng.int(2, 6);

  const popularity = channel === '1688' ? 1.5 : tmall ? 3 : 1;
  const soldCount = Math.min(300_000, Math.floor(rng.logNormal(22, 2) * popularity));
  const viewCount = Math.min(2_000_000_000, Math.floor(soldCount * rng.between(4, 40)) + rng.int(30, 4000));
  const outOfStock = rng.chance(0.05);
  const stock = outOfStock ? 0 : Math.min(99_999, Math.max(1, Math.round(rng.logNormal(260, 1.3))));

  const unique = fmix32((index ^ hash2(ctx.seed, OFFER_SALT)) >>> 0);
  const generatedId = offerId(rng, channel, tmall, unique);
  const id = forced?.offerId ?? generatedId;

  const artIndex = ctx.imagePool ? index % ctx.imagePool : index;
  const art = fmix32((artIndex ^ hash2(ctx.seed, ART_SALT)) >>> 0)
    .toString(16)
    .padStart(8, '0');
  const images = Array.from({ length: rng.int(3, 5) }, (_, k) => demoGoodsImageKey(kind.shape, art, k));

  const qc: QcRow[] = [];
  if (rng.chance(0.6) && age > 2 * DAY) {
    const count = rng.int(2, 6);
    const sessions = count > 3 && rng.chance(0.35) ? 2 : 1;
    const measured = Math.max(1, Math.round(weightG * rng.between(0.8, 0.96)));
    let photo = 0;
    for (let s = 0; s < sessions; s++) {
      const agentId = ctx.agentIds.length ? rng.pick(ctx.agentIds) : null;
      const start = createdAt + DAY + rng.next() * (age - 2 * DAY);
      const inSession = s === sessions - 1 ? count - photo : Math.ceil(count / 2);
      for (let k = 0; k < inSession; k++, photo++) {
        qc.push({
          channel,
          offer_id: id,
          image: demoQcImageKey(kind.shape, art, photo, measured),
          taken_at: new Date(Math.min(ctx.now - HOUR, start + k * rng.int(1, 9) * 60_000)).toISOString(),
          agent_id: agentId,
          sort_order: photo,
        });
      }
    }
    qc.sort((a, b) => a.taken_at.localeCompare(b.taken_at) || a.sort_order - b.sort_order);
    qc.forEach((row, i) => (row.sort_order = i));
  }

  return {
    seller,
    qc,
    goods: {
      channel,
      offer_id: id,
      title_cn: titleCn,
      titles: titles as Record<string, string>,
      price_cny: price,
      images,
      category_id: sub.id,
      weight_g: weightG,
      volume_cm3: volumeCm3,
      delivery_days: deliveryDays,
      sold_count: soldCount,
      view_count: viewCount,
      stock,
      out_of_stock: outOfStock,
      product_url: productUrl(channel, tmall, id),
      created_at: new Date(createdAt).toISOString(),
    },
  };
}
