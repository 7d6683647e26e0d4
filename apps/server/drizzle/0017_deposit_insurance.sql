CREATE TABLE "deposit_insurance" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cover" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_insurance_one_row_check" CHECK ("deposit_insurance"."id" = 1),
	CONSTRAINT "deposit_insurance_cover_check" CHECK ("deposit_insurance"."cover" between 100000 and 10000000)
);
--> statement-breakpoint
-- DICGC's cover since 4 February 2020: ₹5,00,000 per depositor per bank (docs/product.md#deposit-insurance; decision 0057).
INSERT INTO "deposit_insurance" ("id", "cover", "updated_at") VALUES (1, 500000, now());
