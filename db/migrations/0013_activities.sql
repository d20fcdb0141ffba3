CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"banner_desktop" text,
	"banner_mobile" text,
	"min_discount_pct" numeric(5, 2) DEFAULT 0 NOT NULL,
	"capacity" integer NOT NULL,
	"group_channel" text,
	"group_offer_id" text,
	"group_price_cny" numeric(12, 2),
	"group_requirement" integer,
	"participants" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_start_idx" ON "activities" USING btree ("start_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "activities_end_idx" ON "activities" USING btree ("end_at");