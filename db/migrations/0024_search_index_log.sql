-- The in-process search index (docs/decisions/018-cold-search.md, "Fourth session") is a copy of the goods' search
-- documents that each web process keeps current by reading this log forward: every write to goods that changes what a
-- search finds or how it ranks (a new product, its titles, sold or QC count, a deletion) appends the product's id.
-- `xid` is the writing transaction: a reader re-reads from the oldest transaction still running at its last read
-- (pg_snapshot_xmin), so a row that commits after a later one is never skipped. Creating the table and the trigger
-- rewrites nothing: instant on a million goods. Old rows are deleted by the readers after a day.
CREATE TABLE IF NOT EXISTS "goods_search_log" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"xid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_search_log_xid_idx" ON "goods_search_log" USING btree ("xid");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_search_log_logged_idx" ON "goods_search_log" USING btree ("logged_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION hb_log_goods_search() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO public.goods_search_log (goods_id) VALUES (OLD.id);
    RETURN OLD;
  END IF;
  INSERT INTO public.goods_search_log (goods_id) VALUES (NEW.id);
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS goods_search_log_trg ON goods;--> statement-breakpoint
CREATE TRIGGER goods_search_log_trg AFTER INSERT OR DELETE OR UPDATE OF search_text, titles, sold_count, qc_count ON goods
FOR EACH ROW EXECUTE FUNCTION hb_log_goods_search();
