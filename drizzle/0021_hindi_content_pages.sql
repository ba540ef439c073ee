ALTER TABLE "blog_categories" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "excerpt_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "content_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "homepage_content" ADD COLUMN "hero_title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "homepage_content" ADD COLUMN "hero_subtitle_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "homepage_content" ADD COLUMN "hero_description_hi" text DEFAULT '' NOT NULL;