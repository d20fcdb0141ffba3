CREATE TABLE "activity_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_joins" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_banner" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"activity_id" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_banner_one_row_ck" CHECK ("site_banner"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "activity_claims" ADD CONSTRAINT "activity_claims_item_id_activity_registration_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."activity_registration_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_claims" ADD CONSTRAINT "activity_claims_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_claims" ADD CONSTRAINT "activity_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_joins" ADD CONSTRAINT "activity_joins_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_joins" ADD CONSTRAINT "activity_joins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_banner" ADD CONSTRAINT "site_banner_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_banner" ADD CONSTRAINT "site_banner_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_claims_item_user_uq" ON "activity_claims" USING btree ("item_id","user_id");--> statement-breakpoint
CREATE INDEX "activity_claims_user_activity_idx" ON "activity_claims" USING btree ("user_id","activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_joins_activity_user_uq" ON "activity_joins" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "activity_joins_user_idx" ON "activity_joins" USING btree ("user_id");