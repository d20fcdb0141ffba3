-- Similar goods' candidates without their ranking (server/modules/catalog/repo.ts `similarCandidates`): per category,
-- the goods nearest in price below and above the product, the same two walks of goods_category_price_idx as
-- hb_similar_candidates (migration 0026), with what the ranking compares. The web process ranks them
-- (similar-goods.ts): pg_trgm's similarity() over these rows was most of the request's cost in PostgreSQL
-- (docs/decisions/018, "Eighth session"). hb_similar_candidates stays for servers still running the code before.
CREATE OR REPLACE FUNCTION hb_similar_rows(category_ids integer[], product_id integer, price numeric, per_side integer)
RETURNS TABLE (id integer, price_cny numeric, weight_g integer, title_cn text, title_en text)
LANGUAGE plpgsql STABLE
AS $$
BEGIN
  RETURN QUERY
  SELECT c.id, c.price_cny, c.weight_g, c.title_cn, c.title_en
  FROM unnest(category_ids) AS cat(cid)
  CROSS JOIN LATERAL (
    (SELECT g.id, g.price_cny, g.weight_g, g.title_cn, coalesce(g.titles->>'en', '') AS title_en FROM public.goods g
      WHERE g.category_id = cat.cid AND g.price_cny <= price AND g.id <> product_id
      ORDER BY g.price_cny DESC, g.id DESC LIMIT per_side)
    UNION ALL
    (SELECT g.id, g.price_cny, g.weight_g, g.title_cn, coalesce(g.titles->>'en', '') AS title_en FROM public.goods g
      WHERE g.category_id = cat.cid AND g.price_cny > price
      ORDER BY g.price_cny, g.id LIMIT per_side)
  ) AS c;
END
$$;
