CREATE TABLE "scheme_rates" (
	"quarter_start" date PRIMARY KEY NOT NULL,
	"rates" jsonb NOT NULL,
	"kvp_months" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scheme_rates_quarter_start_check" CHECK (extract(day from "scheme_rates"."quarter_start") = 1 and extract(month from "scheme_rates"."quarter_start") in (1, 4, 7, 10)),
	CONSTRAINT "scheme_rates_kvp_months_check" CHECK ("scheme_rates"."kvp_months" between 1 and 600)
);
