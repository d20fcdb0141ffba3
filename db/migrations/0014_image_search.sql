CREATE TABLE "image_vectors" (
	"channel" text NOT NULL,
	"offer_id" text NOT NULL,
	"kind" text NOT NULL,
	"image_key" text NOT NULL,
	"version" smallint NOT NULL,
	"vectors" "bytea" NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_vectors_pk" PRIMARY KEY("channel","offer_id","kind","image_key")
);
--> statement-breakpoint
ALTER TABLE "image_vectors" ADD CONSTRAINT "image_vectors_goods_fk" FOREIGN KEY ("channel","offer_id") REFERENCES "public"."goods"("channel","offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_vectors_key_idx" ON "image_vectors" USING btree ("image_key");--> statement-breakpoint
CREATE INDEX "image_vectors_indexed_idx" ON "image_vectors" USING btree ("indexed_at");--> statement-breakpoint
CREATE INDEX "goods_images_idx" ON "goods" USING gin ("images" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "qc_photos_image_idx" ON "qc_photos" USING btree ("image");