-- Review 2026-11-29 M1: one pending sign-up per ticket, not per email. The waiting rows of the old shape are
-- let go (their browsers hold no ticket: such a verification sets no password, docs/decisions/049).
DELETE FROM "pending_sign_ups";--> statement-breakpoint
ALTER TABLE "pending_sign_ups" DROP CONSTRAINT "pending_sign_ups_pkey";--> statement-breakpoint
ALTER TABLE "pending_sign_ups" ADD COLUMN "ticket_hash" text PRIMARY KEY NOT NULL;--> statement-breakpoint
CREATE INDEX "pending_sign_ups_email_idx" ON "pending_sign_ups" USING btree ("email");--> statement-breakpoint
CREATE INDEX "pending_sign_ups_created_at_idx" ON "pending_sign_ups" USING btree ("created_at");
