ALTER TABLE "customer_profiles" ALTER COLUMN "marketing_consent" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD COLUMN "marketing_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD COLUMN "marketing_consent_source" text;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_marketing_consent_source" CHECK ("customer_profiles"."marketing_consent_source" in ('sign-up', 'checkout', 'account', 'unsubscribe-link'));--> statement-breakpoint
-- Audit B1 (docs/decisions/023): every earlier "yes" was the column's default, never asked, so no
-- earlier row holds a consent; the owner's list starts empty and fills as customers opt in.
UPDATE "customer_profiles" SET "marketing_consent" = false WHERE "marketing_consent" = true;
