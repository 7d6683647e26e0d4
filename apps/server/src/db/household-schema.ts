import { sql } from "drizzle-orm";
import { ACCESS_ROLES, MEMBER_RELATIONS } from "@kosh/core/contracts/household";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
// schema.ts re-exports this file, so drizzle, the app and the migrations read one schema; the
// tables there are named only inside `references(() => …)`, read once both files have loaded.
import { investments, users } from "./schema.ts";

/**
 * The people of a household (docs/product.md#household): a household is its owner's, and its id is
 * the owner's user id (docs/decisions/0055-a-household-is-its-owners.md). Each household has one
 * `self` member, its owner (user_id set), whose name and date of birth are read from the profile
 * unless changed here; the others are added by hand.
 */
export const householdMembers = pgTable(
  "household_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    householdId: uuid("household_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Set on the household's own member only: the owner.
    userId: uuid("user_id").references(() => users.id, {
      onDelete: "cascade",
    }),
    // Null on the own member while it follows the profile's name.
    name: text("name"),
    relation: text("relation", { enum: MEMBER_RELATIONS }).notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("household_members_household_id_idx").on(table.householdId),
    // One own member per household.
    uniqueIndex("household_members_self_unique")
      .on(table.householdId)
      .where(sql`${table.relation} = 'self'`),
    check(
      "household_members_relation_check",
      sql.raw(
        `relation in (${MEMBER_RELATIONS.map((name) => `'${name}'`).join(", ")})`,
      ),
    ),
    check(
      "household_members_self_is_owner_check",
      sql`(${table.relation} = 'self') = (${table.userId} is not null and ${table.userId} = ${table.householdId})`,
    ),
    check(
      "household_members_named_check",
      sql`${table.relation} = 'self' or ${table.name} is not null`,
    ),
  ],
);

/** The members named on an investment, in the deposit's order: position 0 is the first holder. */
export const investmentHolders = pgTable(
  "investment_holders",
  {
    investmentId: uuid("investment_id")
      .notNull()
      .references(() => investments.id, { onDelete: "cascade" }),
    memberId: uuid("member_id")
      .notNull()
      .references(() => householdMembers.id, { onDelete: "restrict" }),
    position: integer("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.investmentId, table.position] }),
    uniqueIndex("investment_holders_investment_member_unique").on(
      table.investmentId,
      table.memberId,
    ),
    index("investment_holders_member_id_idx").on(table.memberId),
    check("investment_holders_position_check", sql`${table.position} >= 0`),
  ],
);

/**
 * Who else may see (`view`) or change (`edit`) a household (docs/product.md#household): people an
 * admin has invited, given access by the household's owner, one row per person and household.
 */
export const householdAccess = pgTable(
  "household_access",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    householdId: uuid("household_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ACCESS_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("household_access_household_user_unique").on(
      table.householdId,
      table.userId,
    ),
    index("household_access_user_id_idx").on(table.userId),
    check(
      "household_access_role_check",
      sql.raw(
        `role in (${ACCESS_ROLES.map((name) => `'${name}'`).join(", ")})`,
      ),
    ),
    check(
      "household_access_not_own_check",
      sql`${table.householdId} <> ${table.userId}`,
    ),
  ],
);
