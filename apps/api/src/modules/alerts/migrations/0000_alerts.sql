CREATE TABLE "price_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"level" bigint NOT NULL,
	"state" text DEFAULT 'armed' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"fired_at" timestamp with time zone,
	"fired_price" bigint,
	CONSTRAINT "price_alerts_kind_ck" CHECK ("price_alerts"."kind" IN ('price_above', 'price_below', 'change_pct')),
	CONSTRAINT "price_alerts_state_ck" CHECK ("price_alerts"."state" IN ('armed', 'fired')),
	CONSTRAINT "price_alerts_level_ck" CHECK ("price_alerts"."level" > 0)
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_user_idx" ON "price_alerts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "price_alerts_armed_idx" ON "price_alerts" USING btree ("state","code");