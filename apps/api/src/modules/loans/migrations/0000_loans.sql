CREATE TABLE "loan_repayments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"loan_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"interest_part" bigint NOT NULL,
	"principal_part" bigint NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_repayments_split_ck" CHECK ("loan_repayments"."amount" > 0 AND "loan_repayments"."interest_part" >= 0 AND "loan_repayments"."principal_part" >= 0 AND "loan_repayments"."amount" = "loan_repayments"."interest_part" + "loan_repayments"."principal_part")
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"principal" bigint NOT NULL,
	"term_days" integer NOT NULL,
	"annual_rate_bp" integer NOT NULL,
	"principal_outstanding" bigint DEFAULT 0 NOT NULL,
	"interest_accrued" bigint DEFAULT 0 NOT NULL,
	"interest_paid" bigint DEFAULT 0 NOT NULL,
	"start_date" date,
	"due_date" date,
	"accrued_through" date,
	"reject_reason" text,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"disbursement_entry_id" bigint,
	"due_soon_notified_at" timestamp with time zone,
	"repaid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loans_state_ck" CHECK ("loans"."state" IN ('pending', 'approved', 'rejected', 'repaid')),
	CONSTRAINT "loans_principal_ck" CHECK ("loans"."principal" > 0),
	CONSTRAINT "loans_term_ck" CHECK ("loans"."term_days" > 0),
	CONSTRAINT "loans_outstanding_ck" CHECK ("loans"."principal_outstanding" >= 0 AND "loans"."principal_outstanding" <= "loans"."principal"),
	CONSTRAINT "loans_interest_ck" CHECK ("loans"."interest_paid" >= 0 AND "loans"."interest_paid" <= "loans"."interest_accrued")
);
--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD CONSTRAINT "loan_repayments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD CONSTRAINT "loan_repayments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD CONSTRAINT "loan_repayments_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_disbursement_entry_id_journal_entries_id_fk" FOREIGN KEY ("disbursement_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_repayments_loan_idx" ON "loan_repayments" USING btree ("loan_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_one_open_per_user" ON "loans" USING btree ("user_id") WHERE "loans"."state" IN ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "loans_user_idx" ON "loans" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "loans_state_idx" ON "loans" USING btree ("state","id");