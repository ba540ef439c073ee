CREATE TABLE "cart_recoveries" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"restored_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_recovery_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"coupon_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_recovery_settings_one_row" CHECK ("cart_recovery_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "remembered_carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shopper_key" text NOT NULL,
	"user_id" text,
	"email" text,
	"phone" text,
	"language" text DEFAULT 'en' NOT NULL,
	"items" jsonb NOT NULL,
	"email_consent_at" timestamp with time zone,
	"left_at" timestamp with time zone NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"restored_at" timestamp with time zone,
	"order_id" uuid,
	"purchased_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remembered_carts_language" CHECK ("remembered_carts"."language" in ('en', 'hi')),
	CONSTRAINT "remembered_carts_reminders" CHECK ("remembered_carts"."reminders_sent" between 0 and 2),
	CONSTRAINT "remembered_carts_contact" CHECK ("remembered_carts"."email" is not null or "remembered_carts"."phone" is not null)
);
--> statement-breakpoint
ALTER TABLE "cart_recoveries" ADD CONSTRAINT "cart_recoveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remembered_carts" ADD CONSTRAINT "remembered_carts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remembered_carts" ADD CONSTRAINT "remembered_carts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_recoveries_created_at_idx" ON "cart_recoveries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "remembered_carts_shopper_idx" ON "remembered_carts" USING btree ("shopper_key");--> statement-breakpoint
CREATE INDEX "remembered_carts_due_idx" ON "remembered_carts" USING btree ("reminders_sent","left_at") WHERE "remembered_carts"."purchased_at" is null and "remembered_carts"."unsubscribed_at" is null and "remembered_carts"."reminders_sent" < 2;--> statement-breakpoint
CREATE INDEX "remembered_carts_email_idx" ON "remembered_carts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "remembered_carts_user_idx" ON "remembered_carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "remembered_carts_order_idx" ON "remembered_carts" USING btree ("order_id");