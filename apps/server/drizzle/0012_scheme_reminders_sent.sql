CREATE TABLE "scheme_reminders_sent" (
	"investment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_on" date NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scheme_reminders_sent_investment_id_kind_due_on_pk" PRIMARY KEY("investment_id","kind","due_on"),
	CONSTRAINT "scheme_reminders_sent_kind_check" CHECK (kind in ('rd_instalment', 'account_year_start', 'account_year_end'))
);
--> statement-breakpoint
ALTER TABLE "scheme_reminders_sent" ADD CONSTRAINT "scheme_reminders_sent_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;