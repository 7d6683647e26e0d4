ALTER TABLE "company_types" ADD COLUMN "deposits_insured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "interest_schedule" text;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_interest_schedule_check" CHECK (interest_schedule in ('cumulative_monthly', 'cumulative_quarterly', 'cumulative_half_yearly', 'cumulative_yearly', 'payout_monthly', 'payout_quarterly', 'payout_half_yearly', 'payout_yearly', 'simple'));--> statement-breakpoint
-- Banks and small finance banks were seeded before the flag existed: DICGC insures their deposits (docs/product.md#deposit-insurance).
UPDATE "company_types" SET "deposits_insured" = true WHERE lower("type_name") IN ('bank', 'small finance bank');
