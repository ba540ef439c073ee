CREATE TABLE "gst_rate_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hsn" text NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gst_rate_changes_hsn" CHECK ("gst_rate_changes"."hsn" ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
	CONSTRAINT "gst_rate_changes_rate" CHECK ("gst_rate_changes"."rate" in (0, 0.25, 3, 5, 12, 18, 28, 40))
);
--> statement-breakpoint
ALTER TABLE "gst_rate_changes" ADD CONSTRAINT "gst_rate_changes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gst_rate_changes_hsn_day_idx" ON "gst_rate_changes" USING btree ("hsn","effective_from");--> statement-breakpoint
CREATE INDEX "gst_rate_changes_created_by_idx" ON "gst_rate_changes" USING btree ("created_by");