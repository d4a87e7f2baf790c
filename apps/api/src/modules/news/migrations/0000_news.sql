CREATE TABLE "news_articles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"is_sample" boolean DEFAULT false NOT NULL,
	"sample_key" text,
	"created_by" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_articles_category_ck" CHECK ("news_articles"."category" IN ('domestic', 'foreign', 'market', 'company')),
	CONSTRAINT "news_articles_status_ck" CHECK ("news_articles"."status" IN ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_sample_key" ON "news_articles" USING btree ("sample_key");--> statement-breakpoint
CREATE INDEX "news_articles_public_idx" ON "news_articles" USING btree ("status","category","published_at");