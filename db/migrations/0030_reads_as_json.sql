-- Similar goods' candidates and goods cards by id as one JSON value each (server/modules/catalog/repo.ts
-- `similarCandidates`, `listCardsByIds`): the same rows as hb_similar_rows (migration 0027) and hb_goods_cards
-- (migration 0029), each row a JSON array in the function's column order. PGlite decodes and converts every field of
-- every row of an answer on its own (200 candidates, five fields each); one JSON text is parsed at once, which cut the
-- candidates' read by about a third of its CPU (docs/decisions/020, "Tenth pass"). hb_similar_rows and hb_goods_cards
-- stay for servers still running the code before.
CREATE OR REPLACE FUNCTION hb_similar_rows_json(category_ids integer[], product_id integer, price numeric, per_side integer)
RETURNS json
LANGUAGE plpgsql STABLE
AS $$
BEGIN
  RETURN (
    SELECT coalesce(json_agg(json_build_array(c.id, c.price_cny, c.weight_g, c.title_cn, c.title_en)), '[]'::json)
    FROM unnest(category_ids) AS cat(cid)
    CROSS JOIN LATERAL (
      (SELECT g.id, g.price_cny, g.weight_g, g.title_cn, coalesce(g.titles->>'en', '') AS title_en FROM public.goods g
        WHERE g.category_id = cat.cid AND g.price_cny <= price AND g.id <> product_id
        ORDER BY g.price_cny DESC, g.id DESC LIMIT per_side)
      UNION ALL
      (SELECT g.id, g.price_cny, g.weight_g, g.title_cn, coalesce(g.titles->>'en', '') AS title_en FROM public.goods g
        WHERE g.category_id = cat.cid AND g.price_cny > price
        ORDER BY g.price_cny, g.id LIMIT per_side)
    ) AS c
  );
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hb_goods_cards_json(ids integer[])
RETURNS json
LANGUAGE plpgsql STABLE
AS $$
BEGIN
  RETURN (
    SELECT coalesce(json_agg(json_build_array(g.id, g.channel, g.offer_id, g.title_cn, g.titles, g.images->>0, g.price_cny,
      g.sold_count, g.view_count, g.qc_count, g.category_id, g.out_of_stock)), '[]'::json)
    FROM public.goods g
    WHERE g.id = ANY(ids)
  );
END
$$;
