-- M3: guest order tokens are kept only as their SHA-256 (hex), like commerce/order-access.ts#hashOrderToken.
ALTER TABLE "orders" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
UPDATE "orders" SET "access_token_hash" = encode(sha256(convert_to("access_token", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "access_token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "access_token";
