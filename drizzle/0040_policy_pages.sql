CREATE TABLE "site_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"kind" text DEFAULT 'custom' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"title_hi" text DEFAULT '' NOT NULL,
	"body_hi" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_pages_kind" CHECK ("site_pages"."kind" in ('privacy', 'terms', 'refunds', 'shipping', 'contact', 'accessibility', 'custom')),
	CONSTRAINT "site_pages_policy_published" CHECK ("site_pages"."kind" = 'custom' or "site_pages"."is_published")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "site_pages_slug_idx" ON "site_pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "site_pages_policy_idx" ON "site_pages" USING btree ("kind") WHERE "site_pages"."kind" <> 'custom';