CREATE TABLE "identity_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"state" text NOT NULL,
	"real_name" text NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"front_file" text NOT NULL,
	"back_file" text NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint,
	CONSTRAINT "identity_verifications_state_ck" CHECK ("identity_verifications"."state" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "identity_verifications_type_ck" CHECK ("identity_verifications"."id_type" IN ('id_card', 'passport'))
);
--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_live_user_key" ON "identity_verifications" USING btree ("user_id") WHERE "identity_verifications"."state" IN ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_live_number_key" ON "identity_verifications" USING btree ("id_number") WHERE "identity_verifications"."state" IN ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "identity_verifications_user_idx" ON "identity_verifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "identity_verifications_queue_idx" ON "identity_verifications" USING btree ("state","submitted_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_front_key" ON "identity_verifications" USING btree ("front_file");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_back_key" ON "identity_verifications" USING btree ("back_file");