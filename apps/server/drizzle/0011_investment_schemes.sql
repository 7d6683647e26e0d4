CREATE TABLE "investment_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"investment_id" uuid NOT NULL,
	"deposit_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_deposits_amount_positive_check" CHECK ("investment_deposits"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "invest_types" ADD COLUMN "scheme" text DEFAULT 'term_deposit' NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "monthly_instalment" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "investment_deposits" ADD CONSTRAINT "investment_deposits_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investment_deposits_investment_id_deposit_date_idx" ON "investment_deposits" USING btree ("investment_id","deposit_date");--> statement-breakpoint
ALTER TABLE "invest_types" ADD CONSTRAINT "invest_types_scheme_check" CHECK (scheme in ('term_deposit', 'recurring_deposit', 'ppf', 'sukanya_samriddhi', 'nsc', 'kvp', 'scss', 'post_office_mis', 'post_office_td'));--> statement-breakpoint
-- Types named as the usual schemes earn by them (core's SCHEME_OF_TYPE_NAME, docs/product.md#schemes-in-my-investments); the rest stay term deposits, as every investment was before schemes.
UPDATE "invest_types" SET "scheme" = "usual"."scheme"
FROM (VALUES
	('fixed deposit', 'term_deposit'),
	('fd', 'term_deposit'),
	('corporate fd', 'term_deposit'),
	('corporate fixed deposit', 'term_deposit'),
	('recurring deposit', 'recurring_deposit'),
	('rd', 'recurring_deposit'),
	('ppf', 'ppf'),
	('public provident fund', 'ppf'),
	('sukanya samriddhi', 'sukanya_samriddhi'),
	('sukanya samriddhi yojana', 'sukanya_samriddhi'),
	('nsc', 'nsc'),
	('national savings certificate', 'nsc'),
	('kvp', 'kvp'),
	('kisan vikas patra', 'kvp'),
	('scss', 'scss'),
	('senior citizens savings scheme', 'scss'),
	('post office mis', 'post_office_mis'),
	('post office monthly income scheme', 'post_office_mis'),
	('post office time deposit', 'post_office_td'),
	('post office td', 'post_office_td')
) AS "usual" ("name", "scheme")
WHERE translate(lower(regexp_replace(btrim("invest_types"."type_name"), '\s+', ' ', 'g')), '''’', '') = "usual"."name";--> statement-breakpoint
-- An installation whose lists are already filled gets, once, a type for each scheme none of its types earns by, so every scheme can be chosen; a fresh database is seeded with them at start-up (seed-reference-lists.ts), and a type an admin deletes afterwards stays deleted.
INSERT INTO "invest_types" ("type_name", "scheme")
SELECT "usual"."type_name", "usual"."scheme"
FROM (VALUES
	('Recurring Deposit', 'recurring_deposit'),
	('PPF', 'ppf'),
	('Sukanya Samriddhi', 'sukanya_samriddhi'),
	('NSC', 'nsc'),
	('KVP', 'kvp'),
	('Senior Citizens Savings Scheme', 'scss'),
	('Post Office MIS', 'post_office_mis'),
	('Post Office Time Deposit', 'post_office_td')
) AS "usual" ("type_name", "scheme")
WHERE EXISTS (SELECT 1 FROM "invest_types")
	AND NOT EXISTS (SELECT 1 FROM "invest_types" WHERE "invest_types"."scheme" = "usual"."scheme")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A PPF or Sukanya Samriddhi account recorded before schemes holds its principal as one deposit on its opening day, so its principal stays the sum of its deposits when more are added.
INSERT INTO "investment_deposits" ("investment_id", "deposit_date", "amount")
SELECT "investments"."id", "investments"."start_date", "investments"."principal_amount"
FROM "investments"
INNER JOIN "invest_types" ON "invest_types"."id" = "investments"."invest_type_id"
WHERE "invest_types"."scheme" IN ('ppf', 'sukanya_samriddhi');
