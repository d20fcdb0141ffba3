CREATE TABLE "programme_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"programme" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"details" jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"review_message" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "programme_applications" ADD CONSTRAINT "programme_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_applications" ADD CONSTRAINT "programme_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "programme_applications_open_uq" ON "programme_applications" USING btree ("programme","user_id") WHERE status in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "programme_applications_queue_idx" ON "programme_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "programme_applications_programme_idx" ON "programme_applications" USING btree ("programme","status","created_at","id");--> statement-breakpoint
CREATE INDEX "programme_applications_user_idx" ON "programme_applications" USING btree ("user_id","programme","created_at" DESC NULLS LAST);