CREATE TABLE "product_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "slug" text;--> statement-breakpoint
-- Decision 088: every existing product gets a slug from its English name (lowercase ASCII, hyphens, 80 characters at
-- most); a name with no Latin letter or digit gets product-{id}, a digits-only one product-{digits}.
UPDATE "products" SET "slug" = trim(both '-' from left(trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')), 80));--> statement-breakpoint
UPDATE "products" SET "slug" = CASE WHEN "slug" = '' THEN 'product-' || "id" ELSE 'product-' || "slug" END WHERE "slug" !~ '[a-z]';--> statement-breakpoint
-- A clash: the oldest product keeps the slug, the next ones get -2, -3, … in the order they were made.
UPDATE "products" AS p SET "slug" = p."slug" || '-' || r.n
FROM (SELECT "id", row_number() OVER (PARTITION BY "slug" ORDER BY "id") AS n FROM "products") AS r
WHERE p."id" = r."id" AND r.n > 1;--> statement-breakpoint
-- A suffixed slug that met a name already ending so ("Vase 2" beside a second "Vase"): the later one adds its id.
UPDATE "products" AS p SET "slug" = p."slug" || '-' || p."id"
FROM (SELECT "id", row_number() OVER (PARTITION BY "slug" ORDER BY "id") AS n FROM "products") AS r
WHERE p."id" = r."id" AND r.n > 1;--> statement-breakpoint
-- migration-lint: allow set-not-null: products is a catalog's size (small), filled just above in the same short deploy step
ALTER TABLE "products" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_slug_redirects_product_idx" ON "product_slug_redirects" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_slug_format" CHECK ("products"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and "products"."slug" ~ '[a-z]');
