CREATE TABLE "whatsapp_consents" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_in" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "whatsapp_consents_source" CHECK ("whatsapp_consents"."source" in ('checkout', 'account', 'stop-reply'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"events" text[] DEFAULT array['confirmed', 'shipped', 'out_for_delivery', 'delivered']::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_settings_one_row" CHECK ("whatsapp_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "delivery_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_dedupe_key_idx" ON "email_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "email_outbox_message_id_idx" ON "email_outbox" USING btree ("message_id");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_channel" CHECK ("email_outbox"."channel" in ('email', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_delivery_status" CHECK ("email_outbox"."delivery_status" in ('sent', 'delivered', 'read', 'failed'));