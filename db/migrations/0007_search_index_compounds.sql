DROP INDEX "goods_search_fts_idx";--> statement-breakpoint
CREATE INDEX "goods_search_fts_idx" ON "goods" USING gin (hb_search_vector("search_text", "titles"));