CREATE TABLE "assistant_knowledge" (
	"locale" text NOT NULL,
	"entry_key" text NOT NULL,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"path" text NOT NULL,
	"search" "tsvector" NOT NULL,
	CONSTRAINT "assistant_knowledge_locale_entry_key_pk" PRIMARY KEY("locale","entry_key")
);
--> statement-breakpoint
CREATE INDEX "assistant_knowledge_search_idx" ON "assistant_knowledge" USING gin ("search");