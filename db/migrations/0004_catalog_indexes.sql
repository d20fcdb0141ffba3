DROP INDEX "goods_category_idx";--> statement-breakpoint
DROP INDEX "goods_search_trgm_idx";--> statement-breakpoint
DROP INDEX "goods_search_fts_idx";--> statement-breakpoint
CREATE INDEX "goods_category_price_idx" ON "goods" USING btree ("category_id","price_cny","id");--> statement-breakpoint
CREATE INDEX "goods_feed_idx" ON "goods" USING btree (("qc_count" > 0) desc,"out_of_stock","sold_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "goods_search_fts_idx" ON "goods" USING gin (hb_search_vector("search_text"));