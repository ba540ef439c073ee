CREATE TABLE "shipment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" uuid NOT NULL,
	"remote_status_id" integer,
	"remote_status" text NOT NULL,
	"status" text,
	"location" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"remote_order_id" text,
	"remote_shipment_id" text,
	"create_sent_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"courier_id" text,
	"courier_name" text,
	"awb" text,
	"rate" integer,
	"label_url" text,
	"manifest_url" text,
	"pickup_scheduled_for" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_rate_not_negative" CHECK ("shipments"."rate" is null or "shipments"."rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"pickup_location" text DEFAULT 'Primary' NOT NULL,
	"pickup_pincode" text,
	"courier_rule" text DEFAULT 'cheapest' NOT NULL,
	"default_weight_grams" integer DEFAULT 500 NOT NULL,
	"default_length_cm" integer DEFAULT 20 NOT NULL,
	"default_breadth_cm" integer DEFAULT 15 NOT NULL,
	"default_height_cm" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_settings_single_row" CHECK ("shipping_settings"."id" = 1),
	CONSTRAINT "shipping_settings_courier_rule" CHECK ("shipping_settings"."courier_rule" in ('cheapest', 'fastest')),
	CONSTRAINT "shipping_settings_package" CHECK ("shipping_settings"."default_weight_grams" > 0 and "shipping_settings"."default_length_cm" > 0 and "shipping_settings"."default_breadth_cm" > 0 and "shipping_settings"."default_height_cm" > 0)
);
--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_once_idx" ON "shipment_events" USING btree ("shipment_id","remote_status","occurred_at");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_order_idx" ON "shipments" USING btree ("order_id") WHERE "shipments"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_awb_idx" ON "shipments" USING btree ("awb");--> statement-breakpoint
CREATE INDEX "shipments_order_number_idx" ON "shipments" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "shipments_remote_shipment_idx" ON "shipments" USING btree ("remote_shipment_id");