DROP INDEX "blog_comments_approved_idx";--> statement-breakpoint
ALTER TABLE "blog_comments" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "blog_comments_approved_idx" ON "blog_comments" USING btree ("is_approved","rejected_at");--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_approved_or_rejected" CHECK (not ("blog_comments"."is_approved" and "blog_comments"."rejected_at" is not null));