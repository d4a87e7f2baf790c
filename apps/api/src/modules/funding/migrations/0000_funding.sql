CREATE TABLE "bank_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"bank" text NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"holder" text NOT NULL,
	"iban" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"unbound_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reference" text NOT NULL,
	"provider_payment_id" text,
	"instructions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"credited_amount" bigint,
	"entry_id" bigint,
	"reason" text,
	"note" text,
	"decided_by" bigint,
	"decided_by_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "deposits_amount_ck" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_credited_ck" CHECK ("deposits"."credited_amount" IS NULL OR "deposits"."credited_amount" > 0),
	CONSTRAINT "deposits_state_ck" CHECK ("deposits"."state" IN ('pending', 'credited', 'rejected', 'expired')),
	CONSTRAINT "deposits_method_ck" CHECK ("deposits"."method" IN ('bank_transfer', 'quick_pay'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"deposit_id" bigint NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"card_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"hold_id" bigint,
	"reason_code" text,
	"reason" text,
	"note" text,
	"decided_by" bigint,
	"decided_by_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_ck" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_state_ck" CHECK ("withdrawals"."state" IN ('pending', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_card_id_bank_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_user_iban_bound_key" ON "bank_cards" USING btree ("user_id","iban") WHERE "bank_cards"."unbound_at" IS NULL;--> statement-breakpoint
CREATE INDEX "bank_cards_user_idx" ON "bank_cards" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_reference_key" ON "deposits" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_provider_payment_key" ON "deposits" USING btree ("method","provider_payment_id");--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "deposits_state_idx" ON "deposits" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_state_idx" ON "withdrawals" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "withdrawals_card_idx" ON "withdrawals" USING btree ("card_id","state");