ALTER TABLE "email_outbox" ADD COLUMN "to_name" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "max_attempts" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "locked_by" text;--> statement-breakpoint
CREATE INDEX "email_outbox_locked_at_idx" ON "email_outbox" USING btree ("status","locked_at");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_max_attempts" CHECK ("email_outbox"."max_attempts" >= 1);