-- Cold browsing (issue 13 §1, docs/decisions/018-cold-search.md, "Fifth session"): a category's goods in best-seller
-- and newest order, with the price and QC count the filters ask for, so that a browse page is an index-only walk of its
-- categories (one walk per category, merged) instead of a walk of goods_sold_idx or goods_created_idx over the whole
-- catalog that fetches every row from the heap to test its category (1.2–3 s for a category of 18,000 goods on 1M).
-- Built in 3.5 s and 2.9 s on 1,000,000 goods; ~45 MB each.
CREATE INDEX IF NOT EXISTS "goods_category_sold_idx" ON "goods" USING btree ("category_id", "sold_count" DESC NULLS LAST, "id") INCLUDE ("price_cny", "qc_count");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_category_created_idx" ON "goods" USING btree ("category_id", "created_at" DESC NULLS LAST, "id") INCLUDE ("price_cny", "qc_count");
