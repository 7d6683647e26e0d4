CREATE TABLE "household_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_access_role_check" CHECK (role in ('view', 'edit')),
	CONSTRAINT "household_access_not_own_check" CHECK ("household_access"."household_id" <> "household_access"."user_id")
);
--> statement-breakpoint
CREATE TABLE "household_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text,
	"relation" text NOT NULL,
	"date_of_birth" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_members_relation_check" CHECK (relation in ('self', 'spouse', 'parent', 'child', 'sibling', 'grandparent', 'grandchild', 'other')),
	CONSTRAINT "household_members_self_is_owner_check" CHECK (("household_members"."relation" = 'self') = ("household_members"."user_id" is not null and "household_members"."user_id" = "household_members"."household_id")),
	CONSTRAINT "household_members_named_check" CHECK ("household_members"."relation" = 'self' or "household_members"."name" is not null)
);
--> statement-breakpoint
CREATE TABLE "investment_holders" (
	"investment_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "investment_holders_investment_id_position_pk" PRIMARY KEY("investment_id","position"),
	CONSTRAINT "investment_holders_position_check" CHECK ("investment_holders"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "household_access" ADD CONSTRAINT "household_access_household_id_users_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_access" ADD CONSTRAINT "household_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_household_id_users_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_holders" ADD CONSTRAINT "investment_holders_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_holders" ADD CONSTRAINT "investment_holders_member_id_household_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."household_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "household_access_household_user_unique" ON "household_access" USING btree ("household_id","user_id");--> statement-breakpoint
CREATE INDEX "household_access_user_id_idx" ON "household_access" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "household_members_household_id_idx" ON "household_members" USING btree ("household_id");--> statement-breakpoint
CREATE UNIQUE INDEX "household_members_self_unique" ON "household_members" USING btree ("household_id") WHERE "household_members"."relation" = 'self';--> statement-breakpoint
CREATE UNIQUE INDEX "investment_holders_investment_member_unique" ON "investment_holders" USING btree ("investment_id","member_id");--> statement-breakpoint
CREATE INDEX "investment_holders_member_id_idx" ON "investment_holders" USING btree ("member_id");--> statement-breakpoint
-- Every person's household starts with its own member (docs/decisions/0054-a-household-is-its-owners.md), and every investment is held by it, as it was by its owner before households.
INSERT INTO "household_members" ("household_id", "user_id", "relation", "created_at")
SELECT "id", "id", 'self', "created_at" FROM "users";--> statement-breakpoint
INSERT INTO "investment_holders" ("investment_id", "member_id", "position")
SELECT "investments"."id", "household_members"."id", 0
FROM "investments"
JOIN "household_members" ON "household_members"."household_id" = "investments"."user_id" AND "household_members"."relation" = 'self';
