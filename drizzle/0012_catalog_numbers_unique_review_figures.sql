-- Spec audit 5.2: catalog numbers become unique (case-insensitive). Any product that shares its number
-- with an older one keeps it with its id appended, so nothing is lost and the admin can see which to fix.
UPDATE "products" AS p SET "catalog_number" = p."catalog_number" || '-' || p."id"
WHERE EXISTS (
  SELECT 1 FROM "products" AS older
  WHERE lower(older."catalog_number") = lower(p."catalog_number") AND older."id" < p."id"
);--> statement-breakpoint
DROP INDEX "products_catalog_number_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "products_catalog_number_key" ON "products" USING btree (lower("catalog_number"));--> statement-breakpoint
-- Issue 23: a product's rating and review count are its published reviews' average and count, no longer
-- figures the admin typed in (docs/decisions/025).
UPDATE "products" AS p SET
  "rating" = f.average,
  "reviews" = f.n
FROM (
  SELECT pr."id", round(avg(r."stars"), 1) AS average, count(r."id")::int AS n
  FROM "products" AS pr
  LEFT JOIN "product_reviews" AS r ON r."product_id" = pr."id" AND r."status" = 'published'
  GROUP BY pr."id"
) AS f
WHERE f."id" = p."id";--> statement-breakpoint
-- The review request may go as soon as an order is delivered (0 days).
ALTER TABLE "store_settings" DROP CONSTRAINT "store_settings_review_request_days";--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_review_request_days" CHECK ("store_settings"."review_request_days" between 0 and 60);
