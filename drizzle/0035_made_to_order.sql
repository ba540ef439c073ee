ALTER TABLE "products" ADD COLUMN "fulfilment" text DEFAULT 'stock' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "making_days_min" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "making_days_max" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weekly_capacity" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispatch_by" date;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD COLUMN "weekly_making_capacity" integer;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD COLUMN "festivals" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fulfilment" CHECK ("products"."fulfilment" in ('stock', 'made_to_order', 'one_of_a_kind'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_making_days" CHECK (("products"."fulfilment" = 'made_to_order') = ("products"."making_days_min" is not null and "products"."making_days_max" is not null) and "products"."making_days_min" between 1 and "products"."making_days_max" and "products"."making_days_max" <= 90);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weekly_capacity" CHECK ("products"."weekly_capacity" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD CONSTRAINT "delivery_settings_making_capacity" CHECK ("delivery_settings"."weekly_making_capacity" between 1 and 100000);