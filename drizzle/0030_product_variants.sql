CREATE TABLE "product_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"option1" text,
	"option2" text,
	"option3" text,
	"sku" text NOT NULL,
	"price" integer NOT NULL,
	"mrp" integer,
	"sale_price" integer,
	"sale_starts_at" timestamp with time zone,
	"sale_ends_at" timestamp with time zone,
	"stock_quantity" integer,
	"weight_grams" integer,
	"images" jsonb,
	"hsn_code" text,
	"gst_rate" integer,
	"active" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price" > 0),
	CONSTRAINT "product_variants_mrp_above_price" CHECK ("product_variants"."mrp" > "product_variants"."price"),
	CONSTRAINT "product_variants_sale" CHECK (("product_variants"."sale_price" is null and "product_variants"."sale_starts_at" is null and "product_variants"."sale_ends_at" is null) or ("product_variants"."sale_price" > 0 and "product_variants"."sale_price" < "product_variants"."price" and "product_variants"."sale_starts_at" < "product_variants"."sale_ends_at")),
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock_quantity" >= 0),
	CONSTRAINT "product_variants_weight_positive" CHECK ("product_variants"."weight_grams" > 0),
	CONSTRAINT "product_variants_hsn_code" CHECK ("product_variants"."hsn_code" ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
	CONSTRAINT "product_variants_gst_rate" CHECK ("product_variants"."gst_rate" in (0, 5, 12, 18, 28))
);
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_sku" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_options" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_options_hi" text;--> statement-breakpoint
-- Decision 066: every product becomes one default variant carrying its price, MRP, sale and stock; its SKU is the
-- product's catalog number. The product's own columns are no longer used (dropped in the next release).
INSERT INTO "product_variants" ("product_id", "position", "sku", "price", "mrp", "sale_price", "sale_starts_at", "sale_ends_at", "stock_quantity", "created_at", "updated_at")
SELECT "id", 0, "catalog_number", "price", "mrp", "sale_price", "sale_starts_at", "sale_ends_at", "stock_quantity", "created_at", "updated_at"
FROM "products" ORDER BY "id";--> statement-breakpoint
-- Lines placed before variants name their product's default variant: a cancel or a return puts the stock back there.
UPDATE "order_items" SET "variant_id" = v."id"
FROM "product_variants" v WHERE v."product_id" = "order_items"."product_id";--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_combination_key" ON "product_variants" USING btree ("product_id",coalesce("option1", ''),coalesce("option2", ''),coalesce("option3", '')) WHERE "product_variants"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree (lower("sku")) WHERE "product_variants"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "product_variants_sale_window_idx" ON "product_variants" USING btree ("sale_starts_at","sale_ends_at");--> statement-breakpoint
-- migration-lint: allow constraint-validates: checks the column just filled above, once, in the same short deploy step as the backfill (a shop's order lines: well under a second)
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- migration-lint: allow index-locks-writes: one integer column of the order lines, built in the same deploy step (well under a second for a shop's lines); the restock on a cancel needs it
CREATE INDEX "order_items_variant_id_idx" ON "order_items" USING btree ("variant_id");