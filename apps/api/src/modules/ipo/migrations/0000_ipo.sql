CREATE TABLE "ipo_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"issue_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"units" integer NOT NULL,
	"shares" bigint NOT NULL,
	"quota_units" integer NOT NULL,
	"state" text DEFAULT 'applied' NOT NULL,
	"allocated_units" integer,
	"allocated_shares" bigint,
	"amount_due" bigint,
	"paid_at" timestamp with time zone,
	"payment_entry_id" bigint,
	"forfeited_at" timestamp with time zone,
	"listed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ipo_applications_state_ck" CHECK ("ipo_applications"."state" IN ('applied', 'not_allocated', 'allocated', 'paid', 'forfeited', 'listed', 'void')),
	CONSTRAINT "ipo_applications_units_ck" CHECK ("ipo_applications"."units" > 0 AND "ipo_applications"."shares" > 0 AND "ipo_applications"."units" <= "ipo_applications"."quota_units"),
	CONSTRAINT "ipo_applications_allocation_ck" CHECK ("ipo_applications"."allocated_units" IS NULL OR ("ipo_applications"."allocated_units" >= 0 AND "ipo_applications"."allocated_units" <= "ipo_applications"."units"))
);
--> statement-breakpoint
CREATE TABLE "ipo_issues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"apply_code" text NOT NULL,
	"name" text NOT NULL,
	"exchange" text NOT NULL,
	"issue_price" bigint NOT NULL,
	"pe" integer NOT NULL,
	"industry_pe" integer NOT NULL,
	"sector" text NOT NULL,
	"issue_quantity" bigint NOT NULL,
	"public_quantity" bigint NOT NULL,
	"unit_shares" integer NOT NULL,
	"max_units_per_user" integer NOT NULL,
	"subscribe_start" timestamp with time zone NOT NULL,
	"subscribe_end" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"pay_deadline" timestamp with time zone NOT NULL,
	"listing_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"commitment" text,
	"opened_at" timestamp with time zone,
	"list_digest" text,
	"total_units" integer,
	"winning_units" integer,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"listed_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ipo_issues_state_ck" CHECK ("ipo_issues"."state" IN ('scheduled', 'open', 'drawn', 'settled', 'listed', 'cancelled')),
	CONSTRAINT "ipo_issues_exchange_ck" CHECK ("ipo_issues"."exchange" IN ('SH', 'SZ')),
	CONSTRAINT "ipo_issues_price_ck" CHECK ("ipo_issues"."issue_price" > 0),
	CONSTRAINT "ipo_issues_quantity_ck" CHECK ("ipo_issues"."unit_shares" > 0 AND "ipo_issues"."public_quantity" > 0 AND "ipo_issues"."public_quantity" <= "ipo_issues"."issue_quantity" AND "ipo_issues"."public_quantity" % "ipo_issues"."unit_shares" = 0 AND "ipo_issues"."max_units_per_user" > 0),
	CONSTRAINT "ipo_issues_times_ck" CHECK ("ipo_issues"."subscribe_start" < "ipo_issues"."subscribe_end" AND "ipo_issues"."subscribe_end" <= "ipo_issues"."draw_at" AND "ipo_issues"."draw_at" < "ipo_issues"."pay_deadline" AND "ipo_issues"."pay_deadline" <= "ipo_issues"."listing_at")
);
--> statement-breakpoint
CREATE TABLE "ipo_seeds" (
	"issue_id" bigint PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ipo_applications" ADD CONSTRAINT "ipo_applications_issue_id_ipo_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."ipo_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipo_applications" ADD CONSTRAINT "ipo_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipo_applications" ADD CONSTRAINT "ipo_applications_payment_entry_id_journal_entries_id_fk" FOREIGN KEY ("payment_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipo_issues" ADD CONSTRAINT "ipo_issues_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipo_seeds" ADD CONSTRAINT "ipo_seeds_issue_id_ipo_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."ipo_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ipo_applications_issue_user_key" ON "ipo_applications" USING btree ("issue_id","user_id");--> statement-breakpoint
CREATE INDEX "ipo_applications_user_idx" ON "ipo_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ipo_applications_issue_state_idx" ON "ipo_applications" USING btree ("issue_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "ipo_issues_apply_code_key" ON "ipo_issues" USING btree ("apply_code");--> statement-breakpoint
CREATE INDEX "ipo_issues_state_idx" ON "ipo_issues" USING btree ("state","subscribe_start");