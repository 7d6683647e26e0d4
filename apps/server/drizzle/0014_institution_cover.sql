ALTER TABLE "company_types" ADD COLUMN "cover" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
-- Every type keeps today's answer (decision 0053): insured types are covered by deposit insurance, the rest by nothing, except the seeded Post Office and Government, which the Government of India backs.
UPDATE "company_types" SET "cover" = CASE
	WHEN "deposits_insured" THEN 'deposit_insurance'
	WHEN lower("type_name") IN ('post office', 'government') THEN 'government'
	ELSE 'none'
END;--> statement-breakpoint
ALTER TABLE "company_types" DROP COLUMN "deposits_insured";--> statement-breakpoint
ALTER TABLE "company_types" ADD CONSTRAINT "company_types_cover_check" CHECK (cover in ('deposit_insurance', 'government', 'none'));
