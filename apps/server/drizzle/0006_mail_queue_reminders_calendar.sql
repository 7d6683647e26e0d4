CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"discard_after" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"investment_id" uuid NOT NULL,
	"lead_days" integer NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminders_sent_investment_id_lead_days_pk" PRIMARY KEY("investment_id","lead_days")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_lead_days" integer[] DEFAULT '{7,0}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminders_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_token_hash" text;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("run_at") WHERE "mail_outbox"."failed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_reminders_token_unique" ON "users" USING btree ("reminders_token");--> statement-breakpoint
CREATE UNIQUE INDEX "users_calendar_token_hash_unique" ON "users" USING btree ("calendar_token_hash");