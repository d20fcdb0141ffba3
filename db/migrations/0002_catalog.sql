-- 0000 shipped with its CREATE EXTENSION inside a comment line; databases created from it lack pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"offer_id" text NOT NULL,
	"title_cn" text NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text NOT NULL,
	"price_cny" numeric(12, 2) NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" integer NOT NULL,
	"weight_g" integer NOT NULL,
	"volume_cm3" integer NOT NULL,
	"delivery_days" integer NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"out_of_stock" boolean DEFAULT false NOT NULL,
	"qc_count" integer DEFAULT 0 NOT NULL,
	"product_url" text NOT NULL,
	"seller_id" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qc_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"image" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"agent_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"shop_id" text NOT NULL,
	"name" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"qc_pass_rate" numeric(5, 4) NOT NULL,
	"on_time_ship_rate" numeric(5, 4) NOT NULL,
	"dispute_rate" numeric(5, 4) NOT NULL,
	"listed_since" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_photos" ADD CONSTRAINT "qc_photos_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_photos" ADD CONSTRAINT "qc_photos_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_channel_offer_uq" ON "goods" USING btree ("channel","offer_id");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "goods_sold_idx" ON "goods" USING btree ("sold_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "goods_price_idx" ON "goods" USING btree ("price_cny","id");--> statement-breakpoint
CREATE INDEX "goods_created_idx" ON "goods" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "goods_seller_idx" ON "goods" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "goods_search_trgm_idx" ON "goods" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_search_fts_idx" ON "goods" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "qc_photos_goods_idx" ON "qc_photos" USING btree ("goods_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_channel_shop_uq" ON "sellers" USING btree ("channel","shop_id");