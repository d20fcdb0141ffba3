import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import type { GoodsRow, QcRow } from './generate.ts';

/**
 * Inserts a batch of demo listings and their QC photos in one statement (JSON → rows on the server,
 * so a batch is one parameter on PGlite and PostgreSQL alike). A listing whose (channel, offer id)
 * already exists is skipped together with its photos. Returns how many rows went in.
 */
export async function insertGoodsBatch(db: Db, goods: readonly GoodsRow[], qc: readonly QcRow[]): Promise<{ goods: number; qcPhotos: number }> {
  if (goods.length === 0) return { goods: 0, qcPhotos: 0 };
  const result = await db.execute(sql`
    WITH inserted AS (
      INSERT INTO goods (channel, offer_id, title_cn, titles, search_text, price_cny, images, category_id, weight_g, volume_cm3,
                         delivery_days, sold_count, view_count, stock, out_of_stock, qc_count, product_url, seller_id, is_demo, created_at)
      SELECT channel, offer_id, title_cn, titles, search_text, price_cny, images, category_id, weight_g, volume_cm3,
             delivery_days, sold_count, view_count, stock, out_of_stock, qc_count, product_url, seller_id, true, created_at
      FROM jsonb_to_recordset(${JSON.stringify(goods)}::jsonb) AS r(
        channel text, offer_id text, title_cn text, titles jsonb, search_text text, price_cny numeric, images jsonb,
        category_id integer, weight_g integer, volume_cm3 integer, delivery_days integer, sold_count integer, view_count integer,
        stock integer, out_of_stock boolean, qc_count integer, product_url text, seller_id integer, created_at timestamptz)
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
    SELECT (SELECT count(*) FROM inserted)::int AS goods, (SELECT count(*) FROM photos)::int AS qc_photos`);
  const row = (result as unknown as { rows: { goods: number; qc_photos: number }[] }).rows[0]!;
  return { goods: Number(row.goods), qcPhotos: Number(row.qc_photos) };
}
