CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"agent_name" text NOT NULL,
	"logo" text NOT NULL,
	"brand_color" text DEFAULT '#334155' NOT NULL,
	"site_url" text NOT NULL,
	"product_url_templates" jsonb NOT NULL,
	"referral_param" text,
	"platform_referral_code" text,
	"service_fee_pct" numeric(5, 2) NOT NULL,
	"free_storage_days" integer NOT NULL,
	"processing_days" integer NOT NULL,
	"rating" numeric(3, 1) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"key" text NOT NULL,
	"cn_name" text NOT NULL,
	"en_name" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agents_slug_uq" ON "agents" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_key_uq" ON "categories" USING btree ("key");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");