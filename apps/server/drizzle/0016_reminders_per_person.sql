-- Reminders go to whoever in the household has them on (docs/product.md#household): each queued reminder is kept per person. Every one queued before went to the investment's owner.
ALTER TABLE "reminders_sent" ADD COLUMN "user_id" uuid;--> statement-breakpoint
UPDATE "reminders_sent" SET "user_id" = "investments"."user_id" FROM "investments" WHERE "investments"."id" = "reminders_sent"."investment_id";--> statement-breakpoint
ALTER TABLE "reminders_sent" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "scheme_reminders_sent" ADD COLUMN "user_id" uuid;--> statement-breakpoint
UPDATE "scheme_reminders_sent" SET "user_id" = "investments"."user_id" FROM "investments" WHERE "investments"."id" = "scheme_reminders_sent"."investment_id";--> statement-breakpoint
ALTER TABLE "scheme_reminders_sent" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders_sent" DROP CONSTRAINT "reminders_sent_investment_id_lead_days_pk";--> statement-breakpoint
ALTER TABLE "scheme_reminders_sent" DROP CONSTRAINT "scheme_reminders_sent_investment_id_kind_due_on_pk";--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_investment_id_user_id_lead_days_pk" PRIMARY KEY("investment_id","user_id","lead_days");--> statement-breakpoint
ALTER TABLE "scheme_reminders_sent" ADD CONSTRAINT "scheme_reminders_sent_investment_id_user_id_kind_due_on_pk" PRIMARY KEY("investment_id","user_id","kind","due_on");--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_reminders_sent" ADD CONSTRAINT "scheme_reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
