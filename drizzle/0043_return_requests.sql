CREATE TABLE "return_request_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_request_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "return_request_photos_position" CHECK ("return_request_photos"."position" between 0 and 2),
	CONSTRAINT "return_request_photos_size" CHECK (octet_length("return_request_photos"."bytes") <= 5242880)
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" text,
	"reason" text NOT NULL,
	"asked" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decline_reason" text,
	"refund_amount" integer,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_reason" CHECK ("return_requests"."reason" in ('damaged', 'wrong_item', 'missing_piece', 'not_as_described', 'changed_mind')),
	CONSTRAINT "return_requests_asked" CHECK ("return_requests"."asked" in ('refund', 'replacement')),
	CONSTRAINT "return_requests_status" CHECK ("return_requests"."status" in ('open', 'accepted', 'declined')),
	CONSTRAINT "return_requests_description_length" CHECK (char_length("return_requests"."description") <= 1000),
	CONSTRAINT "return_requests_declined_why" CHECK ("return_requests"."status" <> 'declined' or "return_requests"."decline_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "return_damage_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "return_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_request_photos" ADD CONSTRAINT "return_request_photos_request_id_return_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_request_photos_position_idx" ON "return_request_photos" USING btree ("request_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_one_open" ON "return_requests" USING btree ("order_id") WHERE "return_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_user_idx" ON "return_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_open_idx" ON "return_requests" USING btree ("created_at") WHERE "return_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "return_requests_decided_by_idx" ON "return_requests" USING btree ("decided_by");--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_return_window" CHECK ("store_settings"."return_damage_hours" between 1 and 720 and "store_settings"."return_days" between 0 and 60);