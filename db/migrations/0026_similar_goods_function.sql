-- Similar goods' candidates and their ranking (server/modules/catalog/repo.ts `similarCandidates`), the same query as
-- before in a PL/pgSQL function: PL/pgSQL keeps a statement's plan for the session, where the query sent on its own
-- was parsed and planned on every call (drizzle's named statements are server-side only on node-postgres; on PGlite
-- planning was ~45 % of the query: the goods table's many indexes). Results are the same rows in the same order
-- (docs/decisions/020, sixth pass).
CREATE OR REPLACE FUNCTION hb_similar_candidates(category_ids integer[], product_id integer, price numeric, weight integer, product_title_cn text, product_title_en text, per_side integer, max_rows integer)
RETURNS SETOF integer
LANGUAGE plpgsql STABLE
AS $$
BEGIN
  RETURN QUERY
  SELECT c.id
  FROM unnest(category_ids) AS cat(id)
  CROSS JOIN LATERAL (
    (SELECT g.id, g.price_cny, g.weight_g, g.title_cn, g.titles FROM public.goods g
      WHERE g.category_id = cat.id AND g.price_cny <= price AND g.id <> product_id
      ORDER BY g.price_cny DESC, g.id DESC LIMIT per_side)
    UNION ALL
    (SELECT g.id, g.price_cny, g.weight_g, g.title_cn, g.titles FROM public.goods g
      WHERE g.category_id = cat.id AND g.price_cny > price
      ORDER BY g.price_cny, g.id LIMIT per_side)
  ) AS c
  ORDER BY
    0.6 * greatest(similarity(c.title_cn, product_title_cn), similarity(coalesce(c.titles->>'en', ''), product_title_en))
    + 0.25 * (least(c.price_cny, price) / greatest(c.price_cny, price, 0.01))
    + 0.15 * (least(c.weight_g, weight)::numeric / greatest(c.weight_g, weight, 1))
    DESC,
    c.id
  LIMIT max_rows;
END
$$;
