CREATE TABLE "favourite_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourite_groups" ADD CONSTRAINT "favourite_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_group_id_favourite_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."favourite_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_groups_user_name_key" ON "favourite_groups" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_groups_default_key" ON "favourite_groups" USING btree ("user_id") WHERE "favourite_groups"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_group_code_key" ON "favourites" USING btree ("group_id","code");--> statement-breakpoint
CREATE INDEX "favourites_user_code_idx" ON "favourites" USING btree ("user_id","code");