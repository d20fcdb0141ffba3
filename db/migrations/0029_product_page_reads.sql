-- A product page's reads as PL/pgSQL functions, whose plans are kept for the session (server/modules/catalog/repo.ts
-- `findGoods`, `listCardsByIds`): PGlite runs every statement sent to it unnamed, so the same SELECT was parsed and
-- planned on every call, and planning a read of goods (its many indexes) cost more than running it
-- (docs/decisions/020, "Ninth pass").
-- hb_goods_detail: a product's detail row with its seller and its QC photos (newest first), one call instead of two.
CREATE OR REPLACE FUNCTION hb_goods_detail(p_channel text, p_offer_id text)
RETURNS TABLE (
  id integer, channel text, offer_id text, title_cn text, titles jsonb, image text, price_cny numeric, sold_count integer,
  view_count integer, qc_count integer, category_id integer, out_of_stock boolean, images jsonb, weight_g integer,
  volume_cm3 integer, delivery_days integer, stock integer, product_url text,
  seller_id integer, seller_name text, seller_channel text, seller_verified boolean, seller_qc_pass_rate numeric,
  seller_on_time_ship_rate numeric, seller_dispute_rate numeric, seller_listed_since timestamptz,
  qc_photos json
)
LANGUAGE plpgsql STABLE
AS $$
BEGIN
  RETURN QUERY
  SELECT g.id, g.channel, g.offer_id, g.title_cn, g.titles, g.images->>0, g.price_cny, g.sold_count, g.view_count,
    g.qc_count, g.category_id, g.out_of_stock, g.images, g.weight_g, g.volume_cm3, g.delivery_days, g.stock, g.product_url,
    s.id, s.name, s.channel, s.verified, s.qc_pass_rate, s.on_time_ship_rate, s.dispute_rate, s.listed_since,
    (SELECT coalesce(json_agg(json_build_object('image', q.image, 'takenAt', q.taken_at, 'agentName', a.agent_name)
        ORDER BY q.taken_at DESC, q.sort_order, q.id), '[]'::json)
      FROM public.qc_photos q LEFT JOIN public.agents a ON a.id = q.agent_id
      WHERE q.goods_id = g.id)
  FROM public.goods g
  LEFT JOIN public.sellers s ON s.id = g.seller_id
  WHERE g.channel = p_channel AND g.offer_id = p_offer_id
  LIMIT 1;
END
$$;
--> statement-breakpoint
-- hb_goods_cards: the cards of goods whose ids an index answered (similar goods, search and browse pages), in no order.
CREATE OR REPLACE FUNCTION hb_goods_cards(ids integer[])
RETURNS TABLE (
  id integer, channel text, offer_id text, title_cn text, titles jsonb, image text, price_cny numeric, sold_count integer,
  view_count integer, qc_count integer, category_id integer, out_of_stock boolean
)
LANGUAGE plpgsql STABLE
AS $$
BEGIN
  RETURN QUERY
  SELECT g.id, g.channel, g.offer_id, g.title_cn, g.titles, g.images->>0, g.price_cny, g.sold_count, g.view_count,
    g.qc_count, g.category_id, g.out_of_stock
  FROM public.goods g
  WHERE g.id = ANY(ids);
END
$$;
