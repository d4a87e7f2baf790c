CREATE TABLE "money_market_holdings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"settled_through" date NOT NULL,
	"redeeming" bigint DEFAULT 0 NOT NULL,
	"cumulative_income" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "money_market_holdings_amounts_ck" CHECK ("money_market_holdings"."redeeming" >= 0 AND "money_market_holdings"."cumulative_income" >= 0)
);
--> statement-breakpoint
CREATE TABLE "money_market_income" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"earning" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "money_market_income_amount_ck" CHECK ("money_market_income"."amount" > 0 AND "money_market_income"."earning" > 0)
);
--> statement-breakpoint
CREATE TABLE "money_market_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"trade_day" date NOT NULL,
	"confirm_day" date NOT NULL,
	"hold_id" bigint,
	"confirm_entry_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "money_market_purchases_amount_ck" CHECK ("money_market_purchases"."amount" > 0),
	CONSTRAINT "money_market_purchases_state_ck" CHECK ("money_market_purchases"."state" IN ('pending', 'confirmed')),
	CONSTRAINT "money_market_purchases_days_ck" CHECK ("money_market_purchases"."confirm_day" > "money_market_purchases"."trade_day")
);
--> statement-breakpoint
CREATE TABLE "money_market_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"mode" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"request_day" date NOT NULL,
	"trade_day" date NOT NULL,
	"pay_day" date NOT NULL,
	"pay_entry_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "money_market_redemptions_amount_ck" CHECK ("money_market_redemptions"."amount" > 0),
	CONSTRAINT "money_market_redemptions_mode_ck" CHECK ("money_market_redemptions"."mode" IN ('normal', 'instant')),
	CONSTRAINT "money_market_redemptions_state_ck" CHECK ("money_market_redemptions"."state" IN ('pending', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "money_market_holdings" ADD CONSTRAINT "money_market_holdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_market_income" ADD CONSTRAINT "money_market_income_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_market_income" ADD CONSTRAINT "money_market_income_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_market_purchases" ADD CONSTRAINT "money_market_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_market_purchases" ADD CONSTRAINT "money_market_purchases_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_market_purchases" ADD CONSTRAINT "money_market_purchases_confirm_entry_id_journal_entries_id_fk" FOREIGN KEY ("confirm_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_market_redemptions" ADD CONSTRAINT "money_market_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_market_redemptions" ADD CONSTRAINT "money_market_redemptions_pay_entry_id_journal_entries_id_fk" FOREIGN KEY ("pay_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_market_income_user_day_key" ON "money_market_income" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "money_market_purchases_user_idx" ON "money_market_purchases" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "money_market_purchases_due_idx" ON "money_market_purchases" USING btree ("state","confirm_day");--> statement-breakpoint
CREATE INDEX "money_market_redemptions_user_idx" ON "money_market_redemptions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "money_market_redemptions_day_idx" ON "money_market_redemptions" USING btree ("user_id","request_day","mode");--> statement-breakpoint
CREATE INDEX "money_market_redemptions_due_idx" ON "money_market_redemptions" USING btree ("state","pay_day");