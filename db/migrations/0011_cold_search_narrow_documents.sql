-- Cold search (issue 13 §1, docs/decisions/016-cold-search.md): the search documents in a narrow table, so that
-- counting and ranking the matches a search collects from the full-text index read ~60-byte rows that stay in shared
-- buffers instead of the ~1.5 kB goods rows (a search matching 10,000 goods read ~10,000 goods pages).
-- The document goes to the TOAST table (STORAGE EXTERNAL, toast_tuple_target 128): a GIN match of these queries needs
-- no recheck, so a search never reads it back.
CREATE TABLE "goods_search" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"sold_count" integer NOT NULL,
	"qc_count" integer NOT NULL,
	"doc" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_search" ALTER COLUMN "doc" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "goods_search" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "goods_search" ADD CONSTRAINT "goods_search_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by a trigger on goods: every writer of goods (the goods writer, shop imports, operators' SQL) keeps it current.
-- A change of counts alone leaves the document as it is.
CREATE OR REPLACE FUNCTION hb_goods_search_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.search_text IS NOT DISTINCT FROM OLD.search_text AND NEW.titles IS NOT DISTINCT FROM OLD.titles THEN
    UPDATE public.goods_search SET sold_count = NEW.sold_count, qc_count = NEW.qc_count WHERE goods_id = NEW.id;
    IF FOUND THEN
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO public.goods_search (goods_id, sold_count, qc_count, doc)
  VALUES (NEW.id, NEW.sold_count, NEW.qc_count, public.hb_search_vector(NEW.search_text, NEW.titles))
  ON CONFLICT (goods_id) DO UPDATE SET sold_count = EXCLUDED.sold_count, qc_count = EXCLUDED.qc_count, doc = EXCLUDED.doc;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER goods_search_sync AFTER INSERT OR UPDATE OF search_text, titles, sold_count, qc_count ON goods
  FOR EACH ROW EXECUTE FUNCTION hb_goods_search_sync();--> statement-breakpoint
-- The goods already listed (a few minutes on a million goods: every document is computed once more).
INSERT INTO "goods_search" (goods_id, sold_count, qc_count, doc)
  SELECT id, sold_count, qc_count, hb_search_vector(search_text, titles) FROM goods;--> statement-breakpoint
CREATE INDEX "goods_search_doc_idx" ON "goods_search" USING gin ("doc");--> statement-breakpoint
ANALYZE "goods_search";
