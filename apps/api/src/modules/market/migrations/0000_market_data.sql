CREATE TABLE "candles" (
	"code" text NOT NULL,
	"period" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"open" bigint NOT NULL,
	"high" bigint NOT NULL,
	"low" bigint NOT NULL,
	"close" bigint NOT NULL,
	"volume" bigint NOT NULL,
	"turnover" bigint NOT NULL,
	CONSTRAINT "candles_code_period_start_at_pk" PRIMARY KEY("code","period","start_at"),
	CONSTRAINT "candles_period_ck" CHECK ("candles"."period" IN ('1m', '1d', '1w', '1M')),
	CONSTRAINT "candles_ohlc_ck" CHECK ("candles"."low" <= "candles"."high" AND "candles"."volume" >= 0)
);
--> statement-breakpoint
CREATE TABLE "instruments" (
	"code" text PRIMARY KEY NOT NULL,
	"exchange" text NOT NULL,
	"board" text NOT NULL,
	"kind" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"pinyin_full" text NOT NULL,
	"pinyin_initials" text NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"sector" text DEFAULT '' NOT NULL,
	"shares_outstanding" bigint NOT NULL,
	"ref_price" bigint NOT NULL,
	"ref_pe" integer,
	"tick_cents" integer DEFAULT 1 NOT NULL,
	"band_pct" integer,
	"halted" boolean DEFAULT false NOT NULL,
	"halted_at" timestamp with time zone,
	"halt_reason" text,
	"history_filled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instruments_exchange_ck" CHECK ("instruments"."exchange" IN ('SH', 'SZ')),
	CONSTRAINT "instruments_board_ck" CHECK ("instruments"."board" IN ('main', 'chinext', 'star', 'index')),
	CONSTRAINT "instruments_kind_ck" CHECK ("instruments"."kind" IN ('stock', 'index')),
	CONSTRAINT "instruments_prices_ck" CHECK ("instruments"."ref_price" > 0 AND "instruments"."shares_outstanding" >= 0 AND "instruments"."tick_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"code" text PRIMARY KEY NOT NULL,
	"trading_day" date,
	"price" bigint NOT NULL,
	"prev_close" bigint NOT NULL,
	"open" bigint NOT NULL,
	"high" bigint NOT NULL,
	"low" bigint NOT NULL,
	"volume" bigint NOT NULL,
	"turnover" bigint NOT NULL,
	"last_trade_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quotes_prices_ck" CHECK ("quotes"."price" > 0 AND "quotes"."low" <= "quotes"."high" AND "quotes"."volume" >= 0)
);
--> statement-breakpoint
ALTER TABLE "candles" ADD CONSTRAINT "candles_code_instruments_code_fk" FOREIGN KEY ("code") REFERENCES "public"."instruments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_code_instruments_code_fk" FOREIGN KEY ("code") REFERENCES "public"."instruments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candles_period_start_idx" ON "candles" USING btree ("period","start_at");