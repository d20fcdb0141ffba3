CREATE TABLE "shop_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"channel" text NOT NULL,
	"offer_id" text NOT NULL,
	"goods_id" integer,
	"stock" integer,
	"status" text DEFAULT 'syncing' NOT NULL,
	"fail_reason" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_goods_tags" (
	"shop_goods_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "shop_goods_tags_shop_goods_id_tag_id_pk" PRIMARY KEY("shop_goods_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "shop_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shop_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"store_space" text NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_goods" ADD CONSTRAINT "shop_goods_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_goods" ADD CONSTRAINT "shop_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_goods_tags" ADD CONSTRAINT "shop_goods_tags_shop_goods_id_shop_goods_id_fk" FOREIGN KEY ("shop_goods_id") REFERENCES "public"."shop_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_goods_tags" ADD CONSTRAINT "shop_goods_tags_tag_id_shop_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."shop_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_jobs" ADD CONSTRAINT "shop_jobs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_tags" ADD CONSTRAINT "shop_tags_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_goods_shop_offer_uq" ON "shop_goods" USING btree ("shop_id","channel","offer_id");--> statement-breakpoint
CREATE INDEX "shop_goods_shop_added_idx" ON "shop_goods" USING btree ("shop_id","added_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "shop_goods_tags_tag_idx" ON "shop_goods_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "shop_jobs_shop_created_idx" ON "shop_jobs" USING btree ("shop_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_tags_shop_name_uq" ON "shop_tags" USING btree ("shop_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shops_user_uq" ON "shops" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_store_space_uq" ON "shops" USING btree (lower("store_space"));