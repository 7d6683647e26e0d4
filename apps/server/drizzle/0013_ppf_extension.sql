ALTER TABLE "investments" ADD COLUMN "extended_years" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "deposits_close_on" date;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_extended_years_check" CHECK ("investments"."extended_years" >= 0 and "investments"."extended_years" % 5 = 0);