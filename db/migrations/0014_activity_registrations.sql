CREATE TABLE "activity_registration_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"shop_goods_id" integer NOT NULL,
	"original_price_cny" numeric(12, 2) NOT NULL,
	"activity_price_cny" numeric(12, 2) NOT NULL,
	"stock" integer NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_registration_items_sold_ck" CHECK ("activity_registration_items"."sold_count" >= 0 and "activity_registration_items"."sold_count" <= "activity_registration_items"."stock"),
	CONSTRAINT "activity_registration_items_price_ck" CHECK ("activity_registration_items"."activity_price_cny" > 0),
	CONSTRAINT "activity_registration_items_stock_ck" CHECK ("activity_registration_items"."stock" > 0)
);
--> statement-breakpoint
CREATE TABLE "activity_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_registration_items" ADD CONSTRAINT "activity_registration_items_registration_id_activity_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."activity_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_registration_items" ADD CONSTRAINT "activity_registration_items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_registration_items" ADD CONSTRAINT "activity_registration_items_shop_goods_id_shop_goods_id_fk" FOREIGN KEY ("shop_goods_id") REFERENCES "public"."shop_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_registrations" ADD CONSTRAINT "activity_registrations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_registrations" ADD CONSTRAINT "activity_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_registrations" ADD CONSTRAINT "activity_registrations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_registrations" ADD CONSTRAINT "activity_registrations_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_registration_items_reg_goods_uq" ON "activity_registration_items" USING btree ("registration_id","shop_goods_id");--> statement-breakpoint
CREATE INDEX "activity_registration_items_activity_idx" ON "activity_registration_items" USING btree ("activity_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_registrations_open_uq" ON "activity_registrations" USING btree ("activity_id","user_id") WHERE status in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "activity_registrations_status_idx" ON "activity_registrations" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_registrations_user_idx" ON "activity_registrations" USING btree ("user_id","created_at" DESC NULLS LAST,"id");