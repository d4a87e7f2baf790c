CREATE TABLE "trading_interest_accruals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"position_id" bigint NOT NULL,
	"day" date NOT NULL,
	"borrowed" bigint NOT NULL,
	"annual_rate_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trading_interest_accruals_amount_ck" CHECK ("trading_interest_accruals"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "trading_positions" ADD COLUMN "margin_call_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trading_interest_accruals" ADD CONSTRAINT "trading_interest_accruals_position_id_trading_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."trading_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trading_interest_accruals_key" ON "trading_interest_accruals" USING btree ("position_id","day");