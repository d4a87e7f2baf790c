CREATE TABLE "block_trade_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"price" bigint NOT NULL,
	"total_quantity" bigint NOT NULL,
	"remaining_quantity" bigint NOT NULL,
	"min_quantity" bigint NOT NULL,
	"holding_days" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"listed_market_price" bigint NOT NULL,
	"listed_band_down" bigint NOT NULL,
	"listed_band_up" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_by" bigint,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	CONSTRAINT "block_trade_offers_state_ck" CHECK ("block_trade_offers"."state" IN ('open', 'closed')),
	CONSTRAINT "block_trade_offers_price_ck" CHECK ("block_trade_offers"."price" > 0),
	CONSTRAINT "block_trade_offers_quantity_ck" CHECK ("block_trade_offers"."min_quantity" > 0 AND "block_trade_offers"."min_quantity" <= "block_trade_offers"."total_quantity"),
	CONSTRAINT "block_trade_offers_remaining_ck" CHECK ("block_trade_offers"."remaining_quantity" >= 0 AND "block_trade_offers"."remaining_quantity" <= "block_trade_offers"."total_quantity"),
	CONSTRAINT "block_trade_offers_holding_ck" CHECK ("block_trade_offers"."holding_days" > 0),
	CONSTRAINT "block_trade_offers_window_ck" CHECK ("block_trade_offers"."ends_at" > "block_trade_offers"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "block_trade_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"code" text NOT NULL,
	"quantity" bigint NOT NULL,
	"price" bigint NOT NULL,
	"value" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"transfer_fee" bigint NOT NULL,
	"stamp_duty" bigint NOT NULL,
	"fee_total" bigint NOT NULL,
	"total" bigint NOT NULL,
	"holding_days" integer NOT NULL,
	"sellable_from" date NOT NULL,
	"position_id" bigint,
	"entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"unlock_notified_at" timestamp with time zone,
	CONSTRAINT "block_trade_purchases_quantity_ck" CHECK ("block_trade_purchases"."quantity" > 0),
	CONSTRAINT "block_trade_purchases_money_ck" CHECK ("block_trade_purchases"."value" = "block_trade_purchases"."price" * "block_trade_purchases"."quantity" AND "block_trade_purchases"."fee_total" = "block_trade_purchases"."commission" + "block_trade_purchases"."transfer_fee" + "block_trade_purchases"."stamp_duty" AND "block_trade_purchases"."total" = "block_trade_purchases"."value" + "block_trade_purchases"."fee_total")
);
--> statement-breakpoint
ALTER TABLE "block_trade_offers" ADD CONSTRAINT "block_trade_offers_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_trade_offers" ADD CONSTRAINT "block_trade_offers_closed_by_operators_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_trade_purchases" ADD CONSTRAINT "block_trade_purchases_offer_id_block_trade_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."block_trade_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_trade_purchases" ADD CONSTRAINT "block_trade_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_trade_purchases" ADD CONSTRAINT "block_trade_purchases_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "block_trade_offers_state_idx" ON "block_trade_offers" USING btree ("state","ends_at");--> statement-breakpoint
CREATE INDEX "block_trade_purchases_user_idx" ON "block_trade_purchases" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "block_trade_purchases_offer_idx" ON "block_trade_purchases" USING btree ("offer_id","id");--> statement-breakpoint
CREATE INDEX "block_trade_purchases_unlock_idx" ON "block_trade_purchases" USING btree ("sellable_from") WHERE "block_trade_purchases"."unlock_notified_at" IS NULL;