CREATE TABLE "portfolio_snapshots" (
	"user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"net_assets" bigint NOT NULL,
	"total_assets" bigint NOT NULL,
	"net_flow" bigint NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portfolio_snapshots_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "portfolio_snapshots" ADD CONSTRAINT "portfolio_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;