ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- Users who signed in before this column existed: their newest live session is the best record left.
UPDATE "users" SET "last_sign_in_at" = (SELECT max("created_at") FROM "sessions" WHERE "sessions"."user_id" = "users"."id");
