CREATE TABLE "unsubscribe_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_reminders_token_unique";--> statement-breakpoint
ALTER TABLE "unsubscribe_tokens" ADD CONSTRAINT "unsubscribe_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unsubscribe_tokens_user_idx" ON "unsubscribe_tokens" USING btree ("user_id");--> statement-breakpoint
-- Links already mailed keep working: their secret, hashed as the server hashes it (sessionTokenHash).
INSERT INTO "unsubscribe_tokens" ("token_hash", "user_id", "created_at") SELECT encode(sha256(convert_to("reminders_token"::text, 'UTF8')), 'hex'), "id", now() FROM "users";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "reminders_token";