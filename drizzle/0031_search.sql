-- Decision 067: typo-tolerant search compares trigrams of search keys (pg_trgm: in PostgreSQL's contrib, trusted
-- since 13, so the database's owner may create it; PGlite loads it as an extension at start).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"name_key" text NOT NULL,
	"category_key" text NOT NULL,
	"attributes_key" text NOT NULL,
	"description_key" text NOT NULL,
	"all_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"key" text PRIMARY KEY NOT NULL,
	"query" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_misses_count_positive" CHECK ("search_misses"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"terms" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_terms_array" CHECK (jsonb_typeof("search_synonyms"."terms") = 'array')
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_all_key_trgm_idx" ON "search_documents" USING gin ("all_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_misses_count_idx" ON "search_misses" USING btree ("count");--> statement-breakpoint
CREATE INDEX "search_misses_last_searched_at_idx" ON "search_misses" USING btree ("last_searched_at");--> statement-breakpoint
-- The shop's own words for its nine crafts, in English, Hinglish and Hindi (the owner edits them in Admin → Search).
INSERT INTO "search_synonyms" ("terms") VALUES
('["dream catcher", "dreamcatcher", "sapno ka jaal", "सपनों का जाल", "ड्रीम कैचर"]'::jsonb),
('["embroidery", "kadhai", "कढ़ाई", "hoop art", "needlework"]'::jsonb),
('["lippan", "mud mirror work", "mud and mirror", "lippan kaam", "लिप्पन", "mirror work"]'::jsonb),
('["resin", "epoxy", "रेज़िन"]'::jsonb),
('["illustration", "art print", "chitra", "चित्र", "painting"]'::jsonb),
('["candle", "mombatti", "मोमबत्ती"]'::jsonb),
('["diya", "deepak", "दीया", "दीपक", "clay lamp"]'::jsonb),
('["calligraphy", "hand lettering", "sulekh", "सुलेख", "khushkhati"]'::jsonb),
('["scrunchie", "hair tie", "scrunchy", "rubber band"]'::jsonb),
('["hair clip", "claw clip", "clutcher", "चिमटी"]'::jsonb),
('["macrame", "macramé", "मैक्रमे", "wall hanging"]'::jsonb),
('["vase", "guldaan", "गुलदान", "flower pot"]'::jsonb),
('["planter", "gamla", "गमला"]'::jsonb);
