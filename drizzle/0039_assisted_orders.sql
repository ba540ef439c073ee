ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "link_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "link_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amount_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- migration-lint: allow index-locks-writes: payments holds one row per online order; the build reads it once under a brief write lock
CREATE UNIQUE INDEX "payments_link_idx" ON "payments" USING btree ("provider","link_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_gst_rate" CHECK ("order_items"."gst_rate" in (0, 5, 12, 18, 28)) NOT VALID;--> statement-breakpoint
ALTER TABLE "order_items" VALIDATE CONSTRAINT "order_items_gst_rate";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source" CHECK ("orders"."source" in ('checkout', 'assisted')) NOT VALID;--> statement-breakpoint
ALTER TABLE "orders" VALIDATE CONSTRAINT "orders_source";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" in ('cod', 'online', 'in_person')) NOT VALID;--> statement-breakpoint
ALTER TABLE "orders" VALIDATE CONSTRAINT "orders_payment_method";