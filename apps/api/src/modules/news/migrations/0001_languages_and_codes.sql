ALTER TABLE "news_articles" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "codes" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The first samples were English only: they leave the public list (operators still see them);
-- the samples now ship in every language, one row per language.
UPDATE "news_articles" SET "status" = 'draft' WHERE "is_sample" = true AND "lang" IS NULL;
