/**
 * The one writer of catalog `goods` rows (issue #12 §0): the demo seeder, the bulk filler, shop imports (a listing
 * the catalog does not hold yet) and test fixtures all write goods through `writeGoods`. It computes what a row
 * derives from its other fields — the search text from the titles, `qc_count` from the QC photos written with it —
 * so no caller can write them differently. One statement per call (JSON → rows on the server, so a batch is one
 * parameter on PGlite and PostgreSQL alike); a listing whose (channel, offer id) exists already is skipped together
 * with its photos.
 */
import { sql } from 'drizzle-orm';
import type { Channel } from '../core/api.ts';
import type { Db } from './client.ts';

export type QcPhotoInput = { image: string; takenAt: Date | string; agentId: number | null; sortOrder: number };

export type GoodsInput = {
  channel: Channel;
  offerId: string;
  /** The marketplace title (Chinese). */
  titleCn: string;
  /** Titles per locale where one exists. */
  titles: Record<string, string>;
  priceCny: number;
  images: string[];
  categoryId: number;
  weightG: number;
  volumeCm3: number;
  deliveryDays: number;
  soldCount?: number;
  viewCount?: number;
  stock?: number;
  outOfStock?: boolean;
  productUrl: string;
  sellerId?: number | null;
  isDemo: boolean;
  /** Default: the time of the write. */
  createdAt?: Date | string;
  /** Written with the listing; `qc_count` is their number. */
  qcPhotos?: readonly QcPhotoInput[];
  /**
   * Only for goods whose QC photos are written apart (test fixtures asserting on the count alone): overrides
   * `qcPhotos.length`.
   */
  qcCount?: number;
};

export type WrittenGoods = { id: number; channel: Channel; offerId: string };

/** What search reads (`search_text`, product §D5): every title, then the Chinese one, lower-cased. */
export function goodsSearchText(titleCn: string, titles: Record<string, string>): string {
  return [...Object.values(titles), titleCn].join(' ').toLowerCase();
}

const iso = (at: Date | string) => (typeof at === 'string' ? at : at.toISOString());

/**
 * Writes listings that are not in the catalog yet, with their QC photos. Answers how many rows went in and, with
 * `ids`, the new rows in the order of `goods` (skipped ones left out).
 */
export async function writeGoods(
  db: Db,
  goods: readonly GoodsInput[],
  options: { ids?: boolean } = {},
): Promise<{ goods: number; qcPhotos: number; written: WrittenGoods[] }> {
  if (goods.length === 0) return { goods: 0, qcPhotos: 0, written: [] };
  const rows = goods.map((g) => ({
    channel: g.channel,
    offer_id: g.offerId,
    title_cn: g.titleCn,
    titles: g.titles,
    search_text: goodsSearchText(g.titleCn, g.titles),
    price_cny: g.priceCny,
    images: g.images,
    category_id: g.categoryId,
    weight_g: g.weightG,
    volume_cm3: g.volumeCm3,
    delivery_days: g.deliveryDays,
    sold_count: g.soldCount ?? 0,
    view_count: g.viewCount ?? 0,
    stock: g.stock ?? 0,
    out_of_stock: g.outOfStock ?? false,
    qc_count: g.qcCount ?? g.qcPhotos?.length ?? 0,
    product_url: g.productUrl,
    seller_id: g.sellerId ?? null,
    is_demo: g.isDemo,
    created_at: g.createdAt === undefined ? null : iso(g.createdAt),
  }));
  const qc = goods.flatMap((g) =>
    (g.qcPhotos ?? []).map((q) => ({ channel: g.channel, offer_id: g.offerId, image: q.image, taken_at: iso(q.takenAt), agent_id: q.agentId, sort_order: q.sortOrder })),
  );
  const result = await db.execute(sql`
    WITH inserted AS (
      INSERT INTO goods (channel, offer_id, title_cn, titles, search_text, price_cny, images, category_id, weight_g, volume_cm3,
                         delivery_days, sold_count, view_count, stock, out_of_stock, qc_count, product_url, seller_id, is_demo, created_at)
      SELECT channel, offer_id, title_cn, titles, search_text, price_cny, images, category_id, weight_g, volume_cm3,
             delivery_days, sold_count, view_count, stock, out_of_stock, qc_count, product_url, seller_id, is_demo, coalesce(created_at, now())
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(
        channel text, offer_id text, title_cn text, titles jsonb, search_text text, price_cny numeric, images jsonb,
        category_id integer, weight_g integer, volume_cm3 integer, delivery_days integer, sold_count integer, view_count integer,
        stock integer, out_of_stock boolean, qc_count integer, product_url text, seller_id integer, is_demo boolean, created_at timestamptz)
      ON CONFLICT (channel, offer_id) DO NOTHING
      RETURNING id, channel, offer_id
    ), photos AS (
      INSERT INTO qc_photos (goods_id, image, taken_at, agent_id, sort_order)
      SELECT inserted.id, q.image, q.taken_at, q.agent_id, q.sort_order
      FROM jsonb_to_recordset(${JSON.stringify(qc)}::jsonb) AS q(
        channel text, offer_id text, image text, taken_at timestamptz, agent_id integer, sort_order integer)
      JOIN inserted ON inserted.channel = q.channel AND inserted.offer_id = q.offer_id
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM inserted)::int AS goods, (SELECT count(*) FROM photos)::int AS qc_photos,
           ${options.ids ? sql`(SELECT coalesce(json_agg(json_build_array(id, channel, offer_id)), '[]'::json) FROM inserted)` : sql`null`} AS ids`);
  const row = (result as unknown as { rows: { goods: number; qc_photos: number; ids: [number, Channel, string][] | string | null }[] }).rows[0]!;
  let written: WrittenGoods[] = [];
  if (options.ids && row.ids) {
    const ids = typeof row.ids === 'string' ? (JSON.parse(row.ids) as [number, Channel, string][]) : row.ids;
    const byKey = new Map(ids.map(([id, channel, offerId]) => [`${channel}:${offerId}`, Number(id)]));
    written = goods.flatMap((g) => {
      const id = byKey.get(`${g.channel}:${g.offerId}`);
      return id === undefined ? [] : [{ id, channel: g.channel, offerId: g.offerId }];
    });
  }
  return { goods: Number(row.goods), qcPhotos: Number(row.qc_photos), written };
}
