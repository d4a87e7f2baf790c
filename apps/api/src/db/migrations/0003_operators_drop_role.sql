-- Operators made before roles existed could do everything: they keep every role.
UPDATE "operators" SET "roles" = ARRAY['support','compliance','finance','markets','administrator']::text[] WHERE "role" = 'admin';--> statement-breakpoint
UPDATE "operators" SET "roles" = ARRAY["role"]::text[] WHERE "role" <> 'admin' AND "role" IN ('support','compliance','finance','markets','administrator');--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "role";
