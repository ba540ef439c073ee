ALTER TABLE "orders" ADD COLUMN "order_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "is_gift" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_message" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_slip" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrap_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrap_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrap_hsn" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrap_rate" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_city" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_pincode" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "gift_wrap_mode" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "gift_wrap_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "gift_wrap_hsn" text DEFAULT '998540' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "gift_wrap_rate" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_wrap" CHECK ("orders"."gift_wrap_fee" >= 0 and "orders"."gift_wrap_quantity" >= 0) NOT VALID;--> statement-breakpoint
ALTER TABLE "orders" VALIDATE CONSTRAINT "orders_gift_wrap";--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_gift_wrap" CHECK ("store_settings"."gift_wrap_mode" in ('off', 'order', 'item') and "store_settings"."gift_wrap_price" between 0 and 1000000 and "store_settings"."gift_wrap_rate" in (0, 5, 18));