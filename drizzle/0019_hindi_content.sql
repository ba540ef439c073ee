ALTER TABLE "products" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;