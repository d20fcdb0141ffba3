import type { Db } from '../../client.ts';
import { writeGoods, type GoodsInput } from '../../goods-writer.ts';
import type { GoodsPlan } from './generate.ts';

/** A planned demo listing with its QC photos as the goods writer takes it; `sellerId` is its shop's database id. */
export function demoGoodsInput(plan: GoodsPlan, sellerId: number | null): GoodsInput {
  const g = plan.goods;
  return {
    channel: g.channel,
    offerId: g.offer_id,
    titleCn: g.title_cn,
    titles: g.titles,
    priceCny: g.price_cny,
    images: g.images,
    categoryId: g.category_id,
    weightG: g.weight_g,
    volumeCm3: g.volume_cm3,
    deliveryDays: g.delivery_days,
    soldCount: g.sold_count,
    viewCount: g.view_count,
    stock: g.stock,
    outOfStock: g.out_of_stock,
    productUrl: g.product_url,
    sellerId,
    isDemo: true,
    createdAt: g.created_at,
    qcPhotos: plan.qc.map((q) => ({ image: q.image, takenAt: q.taken_at, agentId: q.agent_id, sortOrder: q.sort_order })),
  };
}

/**
 * Writes a batch of planned demo listings and their QC photos through the one goods writer (db/goods-writer.ts); a
 * listing already there is skipped with its photos. `sellerIds` maps `channel:shopId` to database ids.
 */
export async function insertGoodsBatch(db: Db, plans: readonly GoodsPlan[], sellerIds: ReadonlyMap<string, number>): Promise<{ goods: number; qcPhotos: number }> {
  const inputs = plans.map((plan) => demoGoodsInput(plan, plan.seller ? (sellerIds.get(`${plan.seller.channel}:${plan.seller.shopId}`) ?? null) : null));
  const { goods, qcPhotos } = await writeGoods(db, inputs);
  return { goods, qcPhotos };
}
