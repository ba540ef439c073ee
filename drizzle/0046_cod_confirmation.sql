ALTER TABLE "orders" ADD COLUMN "cod_confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_remind_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD COLUMN "cod_confirmation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD COLUMN "cod_confirm_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD CONSTRAINT "delivery_settings_cod_confirm_hours" CHECK ("delivery_settings"."cod_confirm_hours" between 2 and 72);