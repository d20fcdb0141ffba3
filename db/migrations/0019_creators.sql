CREATE TABLE "creator_clicks" (
	"user_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "creator_clicks_user_id_day_agent_id_pk" PRIMARY KEY("user_id","day","agent_id"),
	CONSTRAINT "creator_clicks_positive" CHECK ("creator_clicks"."clicks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "creator_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "referral_code_pattern" text;--> statement-breakpoint
ALTER TABLE "creator_clicks" ADD CONSTRAINT "creator_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_clicks" ADD CONSTRAINT "creator_clicks_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_codes" ADD CONSTRAINT "creator_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_codes" ADD CONSTRAINT "creator_codes_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_codes_user_agent_uq" ON "creator_codes" USING btree ("user_id","agent_id");--> statement-breakpoint
CREATE INDEX "creator_codes_agent_idx" ON "creator_codes" USING btree ("agent_id");