CREATE TABLE "stock_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"note" text,
	"language" text DEFAULT 'en' NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"told_at" timestamp with time zone,
	CONSTRAINT "stock_requests_kind" CHECK ("stock_requests"."kind" in ('back', 'like_this')),
	CONSTRAINT "stock_requests_language" CHECK ("stock_requests"."language" in ('en', 'hi')),
	CONSTRAINT "stock_requests_note_length" CHECK ("stock_requests"."note" is null or char_length("stock_requests"."note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "alert_stock_request" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_requests" ADD CONSTRAINT "stock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_requests" ADD CONSTRAINT "stock_requests_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_requests" ADD CONSTRAINT "stock_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_requests_one_waiting" ON "stock_requests" USING btree ("kind","variant_id","email") WHERE "stock_requests"."claimed_at" is null;--> statement-breakpoint
CREATE INDEX "stock_requests_waiting_idx" ON "stock_requests" USING btree ("variant_id","created_at","id") WHERE "stock_requests"."kind" = 'back' and "stock_requests"."claimed_at" is null;--> statement-breakpoint
CREATE INDEX "stock_requests_unsent_idx" ON "stock_requests" USING btree ("claimed_at") WHERE "stock_requests"."claimed_at" is not null and "stock_requests"."told_at" is null;--> statement-breakpoint
CREATE INDEX "stock_requests_product_idx" ON "stock_requests" USING btree ("product_id","kind");--> statement-breakpoint
CREATE INDEX "stock_requests_email_idx" ON "stock_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "stock_requests_user_idx" ON "stock_requests" USING btree ("user_id");