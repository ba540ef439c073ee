ALTER TABLE "products" ADD COLUMN "personalisation" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "personalisation" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "personalisation_add_on" integer DEFAULT 0 NOT NULL;