DROP INDEX "companies_name_unique";--> statement-breakpoint
DROP INDEX "company_types_type_name_unique";--> statement-breakpoint
DROP INDEX "invest_types_type_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_unique" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "company_types_type_name_unique" ON "company_types" USING btree (lower("type_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "invest_types_type_name_unique" ON "invest_types" USING btree (lower("type_name"));