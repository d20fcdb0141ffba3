-- Similar goods' candidates read from one index (issue 13 §1, docs/decisions/018-cold-search.md, "Twelfth pass"). The
-- two walks of hb_similar_rows_json (migration 0030) met their 200 candidates in goods_category_price_idx and fetched
-- each from the heap for its weight and titles: ~200 random heap pages a product at 1M goods, most of the call's
-- 4.5–7.8 ms. goods_similar_idx has the same keys and carries what the ranking compares, so the walks are index-only
-- (1.3–1.7 ms). The English title becomes a stored generated column for it (an index cannot carry an expression). It
-- carries qc_count too: a browse in price order among goods with QC photos walked goods_category_price_idx and fetched
-- each row from the heap to test it (7.9 ms a page at 1M); it is now an index-only walk too.
-- Adding the column rewrites goods once; the old index is dropped only when its successor exists.
ALTER TABLE "goods" ADD COLUMN IF NOT EXISTS "title_en" text GENERATED ALWAYS AS (coalesce(titles ->> 'en', '')) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_similar_idx" ON "goods" USING btree ("category_id", "price_cny", "id") INCLUDE ("qc_count", "weight_g", "title_cn", "title_en");--> statement-breakpoint
DROP INDEX IF EXISTS "goods_category_price_idx";--> statement-breakpoint
CREATE OR REPLACE FUNCTION hb_similar_rows_json(category_ids integer[], product_id integer, price numeric, per_side integer)
RETURNS json
LANGUAGE plpgsql STABLE
AS $$
BEGIN
  RETURN (
    SELECT coalesce(json_agg(json_build_array(c.id, c.price_cny, c.weight_g, c.title_cn, c.title_en)), '[]'::json)
    FROM unnest(category_ids) AS cat(cid)
    CROSS JOIN LATERAL (
      (SELECT g.id, g.price_cny, g.weight_g, g.title_cn, g.title_en FROM public.goods g
        WHERE g.category_id = cat.cid AND g.price_cny <= price AND g.id <> product_id
        ORDER BY g.price_cny DESC, g.id DESC LIMIT per_side)
      UNION ALL
      (SELECT g.id, g.price_cny, g.weight_g, g.title_cn, g.title_en FROM public.goods g
        WHERE g.category_id = cat.cid AND g.price_cny > price
        ORDER BY g.price_cny, g.id LIMIT per_side)
    ) AS c
  );
END
$$;
