-- Cold browsing (issue 13 §1, docs/decisions/018-cold-search.md): a category and price filter counts its matches
-- among the goods with QC photos. Through goods_category_price_idx every match was fetched from the heap for its
-- qc_count (321 ms for 54k matches on 1M goods, the page itself 1 ms); these covering indexes let the count read
-- the index alone (an index-only scan, the visibility map being kept by autovacuum and the bulk filler's VACUUM).
CREATE INDEX IF NOT EXISTS "goods_category_price_qc_idx" ON "goods" USING btree ("category_id", "price_cny") INCLUDE ("qc_count");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_price_qc_idx" ON "goods" USING btree ("price_cny") INCLUDE ("qc_count");
