CREATE TABLE "delivery_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cod_enabled" boolean DEFAULT true NOT NULL,
	"cod_min_order" integer DEFAULT 0 NOT NULL,
	"cod_max_order" integer,
	"cod_fee" integer DEFAULT 0 NOT NULL,
	"cod_blocked_pincodes" text[] DEFAULT '{}'::text[] NOT NULL,
	"dispatch_cutoff" text DEFAULT '14:00' NOT NULL,
	"dispatch_days" integer[] DEFAULT '{1,2,3,4,5,6}'::integer[] NOT NULL,
	"default_min_days" integer DEFAULT 5 NOT NULL,
	"default_max_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_settings_single_row" CHECK ("delivery_settings"."id" = 1),
	CONSTRAINT "delivery_settings_amounts" CHECK ("delivery_settings"."cod_min_order" >= 0 and "delivery_settings"."cod_fee" >= 0 and ("delivery_settings"."cod_max_order" is null or "delivery_settings"."cod_max_order" >= "delivery_settings"."cod_min_order")),
	CONSTRAINT "delivery_settings_days" CHECK ("delivery_settings"."default_min_days" between 0 and "delivery_settings"."default_max_days")
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"pincode_rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_zones_days" CHECK ("shipping_zones"."min_days" between 0 and "shipping_zones"."max_days"),
	CONSTRAINT "shipping_zones_fee" CHECK ("shipping_zones"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "unserviceable_pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "zone_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_from" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_to" date;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fees_not_negative" CHECK ("orders"."cod_fee" >= 0 and "orders"."zone_fee" >= 0);