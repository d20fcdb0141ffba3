CREATE TABLE "shop_job_items" (
	"job_id" integer NOT NULL,
	"row" integer NOT NULL,
	"channel" text NOT NULL,
	"offer_id" text NOT NULL,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	CONSTRAINT "shop_job_items_job_id_row_pk" PRIMARY KEY("job_id","row")
);
--> statement-breakpoint
ALTER TABLE "shop_jobs" ADD COLUMN "cursor" text;--> statement-breakpoint
ALTER TABLE "shop_jobs" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_job_items" ADD CONSTRAINT "shop_job_items_job_id_shop_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."shop_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_job_items_job_status_idx" ON "shop_job_items" USING btree ("job_id","status","row");