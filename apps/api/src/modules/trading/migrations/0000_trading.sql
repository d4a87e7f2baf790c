CREATE TABLE "trading_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"code" text NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"quantity" bigint NOT NULL,
	"limit_price" bigint,
	"leverage" integer DEFAULT 1 NOT NULL,
	"position_id" bigint,
	"hold_id" bigint,
	"frozen" bigint DEFAULT 0 NOT NULL,
	"commission_rate_ppm" integer NOT NULL,
	"commission_min" bigint NOT NULL,
	"transfer_fee_rate_ppm" integer NOT NULL,
	"stamp_duty_rate_ppm" integer NOT NULL,
	"fill_price" bigint,
	"value" bigint,
	"commission" bigint,
	"transfer_fee" bigint,
	"stamp_duty" bigint,
	"borrowed" bigint DEFAULT 0 NOT NULL,
	"client_key" text,
	"trading_day" date NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"filled_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "trading_orders_side_ck" CHECK ("trading_orders"."side" IN ('buy', 'sell')),
	CONSTRAINT "trading_orders_type_ck" CHECK ("trading_orders"."type" IN ('market', 'limit')),
	CONSTRAINT "trading_orders_state_ck" CHECK ("trading_orders"."state" IN ('open', 'filled', 'cancelled', 'expired')),
	CONSTRAINT "trading_orders_quantity_ck" CHECK ("trading_orders"."quantity" > 0),
	CONSTRAINT "trading_orders_limit_ck" CHECK (("trading_orders"."type" = 'limit') = ("trading_orders"."limit_price" IS NOT NULL) AND coalesce("trading_orders"."limit_price", 1) > 0),
	CONSTRAINT "trading_orders_leverage_ck" CHECK ("trading_orders"."leverage" >= 1),
	CONSTRAINT "trading_orders_frozen_ck" CHECK ("trading_orders"."frozen" >= 0 AND "trading_orders"."borrowed" >= 0),
	CONSTRAINT "trading_orders_filled_ck" CHECK (("trading_orders"."state" = 'filled') = ("trading_orders"."fill_price" IS NOT NULL AND "trading_orders"."value" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "trading_position_closes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"position_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"code" text NOT NULL,
	"reason" text NOT NULL,
	"order_id" bigint,
	"trade_id" bigint,
	"quantity" bigint NOT NULL,
	"leverage" integer NOT NULL,
	"buy_price" bigint NOT NULL,
	"buy_value" bigint NOT NULL,
	"buy_fee" bigint NOT NULL,
	"buy_time" timestamp with time zone NOT NULL,
	"sell_price" bigint NOT NULL,
	"sell_value" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"transfer_fee" bigint NOT NULL,
	"stamp_duty" bigint NOT NULL,
	"interest" bigint NOT NULL,
	"borrowed" bigint NOT NULL,
	"realised_pl" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trading_position_closes_quantity_ck" CHECK ("trading_position_closes"."quantity" > 0),
	CONSTRAINT "trading_position_closes_reason_ck" CHECK ("trading_position_closes"."reason" IN ('sell', 'liquidation')),
	CONSTRAINT "trading_position_closes_pl_ck" CHECK ("trading_position_closes"."realised_pl" = "trading_position_closes"."sell_value" - "trading_position_closes"."buy_value" - "trading_position_closes"."buy_fee" - "trading_position_closes"."commission" - "trading_position_closes"."transfer_fee" - "trading_position_closes"."stamp_duty" - "trading_position_closes"."interest")
);
--> statement-breakpoint
CREATE TABLE "trading_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"code" text NOT NULL,
	"source" text NOT NULL,
	"order_id" bigint,
	"grant_key" text,
	"quantity" bigint NOT NULL,
	"original_quantity" bigint NOT NULL,
	"buy_price" bigint NOT NULL,
	"cost" bigint NOT NULL,
	"buy_fee" bigint NOT NULL,
	"buy_time" timestamp with time zone NOT NULL,
	"sellable_from" date NOT NULL,
	"leverage" integer DEFAULT 1 NOT NULL,
	"borrowed" bigint DEFAULT 0 NOT NULL,
	"interest" bigint DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "trading_positions_source_ck" CHECK ("trading_positions"."source" IN ('order', 'ipo', 'block_trade')),
	CONSTRAINT "trading_positions_quantity_ck" CHECK ("trading_positions"."quantity" >= 0 AND "trading_positions"."quantity" <= "trading_positions"."original_quantity" AND "trading_positions"."original_quantity" > 0),
	CONSTRAINT "trading_positions_money_ck" CHECK ("trading_positions"."buy_price" > 0 AND "trading_positions"."cost" >= 0 AND "trading_positions"."buy_fee" >= 0 AND "trading_positions"."borrowed" >= 0 AND "trading_positions"."interest" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trading_sell_reservations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"position_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	CONSTRAINT "trading_sell_reservations_quantity_ck" CHECK ("trading_sell_reservations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "trading_trades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint,
	"code" text NOT NULL,
	"side" text NOT NULL,
	"source" text NOT NULL,
	"price" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"value" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"transfer_fee" bigint NOT NULL,
	"stamp_duty" bigint NOT NULL,
	"cash_amount" bigint NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trading_trades_side_ck" CHECK ("trading_trades"."side" IN ('buy', 'sell')),
	CONSTRAINT "trading_trades_source_ck" CHECK ("trading_trades"."source" IN ('order', 'ipo', 'block_trade', 'liquidation')),
	CONSTRAINT "trading_trades_quantity_ck" CHECK ("trading_trades"."quantity" > 0 AND "trading_trades"."price" > 0 AND "trading_trades"."value" = "trading_trades"."price" * "trading_trades"."quantity")
);
--> statement-breakpoint
ALTER TABLE "trading_orders" ADD CONSTRAINT "trading_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_orders" ADD CONSTRAINT "trading_orders_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_position_closes" ADD CONSTRAINT "trading_position_closes_position_id_trading_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."trading_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_position_closes" ADD CONSTRAINT "trading_position_closes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_position_closes" ADD CONSTRAINT "trading_position_closes_order_id_trading_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trading_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_positions" ADD CONSTRAINT "trading_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_positions" ADD CONSTRAINT "trading_positions_order_id_trading_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trading_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_sell_reservations" ADD CONSTRAINT "trading_sell_reservations_order_id_trading_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trading_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_sell_reservations" ADD CONSTRAINT "trading_sell_reservations_position_id_trading_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."trading_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_sell_reservations" ADD CONSTRAINT "trading_sell_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_trades" ADD CONSTRAINT "trading_trades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_trades" ADD CONSTRAINT "trading_trades_order_id_trading_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trading_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_trades" ADD CONSTRAINT "trading_trades_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trading_orders_user_idx" ON "trading_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_orders_client_key" ON "trading_orders" USING btree ("user_id","client_key");--> statement-breakpoint
CREATE INDEX "trading_orders_open_idx" ON "trading_orders" USING btree ("code","id") WHERE "trading_orders"."state" = 'open';--> statement-breakpoint
CREATE INDEX "trading_orders_expiry_idx" ON "trading_orders" USING btree ("expires_at") WHERE "trading_orders"."state" = 'open';--> statement-breakpoint
CREATE INDEX "trading_orders_state_idx" ON "trading_orders" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "trading_position_closes_user_idx" ON "trading_position_closes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "trading_positions_user_idx" ON "trading_positions" USING btree ("user_id","code","id");--> statement-breakpoint
CREATE INDEX "trading_positions_open_idx" ON "trading_positions" USING btree ("user_id","id") WHERE "trading_positions"."quantity" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "trading_positions_grant_key" ON "trading_positions" USING btree ("grant_key");--> statement-breakpoint
CREATE INDEX "trading_sell_reservations_position_idx" ON "trading_sell_reservations" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "trading_sell_reservations_order_idx" ON "trading_sell_reservations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "trading_trades_user_idx" ON "trading_trades" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_trades_order_key" ON "trading_trades" USING btree ("order_id");