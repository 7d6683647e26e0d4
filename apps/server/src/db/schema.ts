import { sql } from "drizzle-orm";
import { INSTITUTION_COVERS } from "@kosh/core/deposits/deposit-insurance";
import { INTEREST_SCHEDULES } from "@kosh/core/deposits/interest-schedule";
import { INVESTMENT_SCHEMES } from "@kosh/core/deposits/investment-scheme";
import { DEFAULT_LOCALE, LOCALES } from "@kosh/core/i18n/locale";
import type { SchemeRates } from "@kosh/core/schemes/scheme-rates";
import { createdAt, moment, updatedAt } from "./columns.ts";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Every table of Kosh (docs/architecture.md#data-model). Timestamps are `timestamptz` read as JS
 * Dates; `date` columns travel as 'YYYY-MM-DD' strings; money is `numeric` read as a JS number of
 * rupees. The auth tables take their times from the application's clock (never the database's
 * `now()`), so the sign-in rules can be tested without sleeping. The household's tables (members,
 * holders, access) are in household-schema.ts, and the mail outbox with the reminders' bookkeeping
 * in mail-schema.ts, both re-exported here: drizzle-kit (drizzle.config.ts),
 * the app's database and its migrations read this one file.
 */
export * from "./household-schema.ts";
export * from "./mail-schema.ts";

export const USER_ROLES = ["admin", "user"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name"),
    role: text("role", { enum: USER_ROLES }).notNull().default("user"),
    profileCompleted: boolean("profile_completed").notNull().default(false),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    location: text("location"),
    disabledAt: moment("disabled_at"),
    // Set at every successful sign-in; null means invited and never signed in (the admin list's status).
    lastSignInAt: moment("last_sign_in_at"),
    invitedBy: uuid("invited_by").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    // Maturity reminders by e-mail (docs/product.md#reminders): on by default, a week before and on the day.
    remindersEnabled: boolean("reminders_enabled").notNull().default(true),
    reminderLeadDays: integer("reminder_lead_days")
      .array()
      .notNull()
      .default(sql`'{7,0}'::integer[]`),
    // SHA-256 of the secret in the person's calendar feed address; null: no feed (never made, or revoked).
    calendarTokenHash: text("calendar_token_hash"),
    // The person's language (docs/decisions/0038-hindi-with-typed-dictionaries.md): their reminders,
    // calendar titles and unsubscribe page speak it; the web takes them to it at sign-in.
    locale: text("locale", { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(table.email),
    uniqueIndex("users_calendar_token_hash_unique").on(table.calendarTokenHash),
    check("users_role_check", sql`${table.role} in ('admin', 'user')`),
    check(
      "users_locale_check",
      sql.raw(
        `locale in (${LOCALES.map((locale) => `'${locale}'`).join(", ")})`,
      ),
    ),
    // One spelling per address: lookups compare the normalised form only.
    check(
      "users_email_normalised_check",
      sql`${table.email} = lower(btrim(${table.email}))`,
    ),
  ],
);

export const otpCodes = pgTable(
  "otp_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    // HMAC-SHA-256 of the code keyed with `code_salt`; the code itself is never stored.
    codeHash: text("code_hash").notNull(),
    codeSalt: text("code_salt").notNull(),
    expiresAt: moment("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: moment("consumed_at"),
    createdAt: moment("created_at").notNull(),
    requestIp: text("request_ip").notNull(),
  },
  (table) => [
    index("otp_codes_email_created_at_idx").on(table.email, table.createdAt),
    index("otp_codes_request_ip_created_at_idx").on(
      table.requestIp,
      table.createdAt,
    ),
  ],
);

/**
 * One row per wrong sign-in code, with the client address that sent it: the hour-long lock is
 * keyed on the address and the client address together, with a higher ceiling on the address
 * alone (docs/decisions/0016-sign-in-lock-per-address-and-client.md).
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    clientIp: text("client_ip").notNull(),
    failedAt: moment("failed_at").notNull(),
  },
  (table) => [
    index("sign_in_failures_email_failed_at_idx").on(
      table.email,
      table.failedAt,
    ),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // SHA-256 of the bearer token: a leaked table does not hand out sessions.
    tokenHash: text("token_hash").notNull(),
    createdAt: moment("created_at").notNull(),
    lastSeenAt: moment("last_seen_at").notNull(),
    // The absolute expiry; the idle expiry is derived from last_seen_at.
    expiresAt: moment("expires_at").notNull(),
  },
  (table) => [
    uniqueIndex("sessions_token_hash_unique").on(table.tokenHash),
    index("sessions_user_id_idx").on(table.userId),
  ],
);

export const companyTypes = pgTable(
  "company_types",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    typeName: text("type_name").notNull(),
    // What stands behind deposits with institutions of this type: DICGC's deposit insurance, the
    // Government of India, or neither (docs/product.md#deposit-insurance; decision 0053).
    cover: text("cover", { enum: INSTITUTION_COVERS })
      .notNull()
      .default("none"),
    createdAt: createdAt(),
  },
  // One entry per name whatever its case: "bank" is the same list entry as "Bank".
  (table) => [
    uniqueIndex("company_types_type_name_unique").on(
      sql`lower(${table.typeName})`,
    ),
    check(
      "company_types_cover_check",
      sql.raw(
        `cover in (${INSTITUTION_COVERS.map((name) => `'${name}'`).join(", ")})`,
      ),
    ),
  ],
);

export const investTypes = pgTable(
  "invest_types",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    typeName: text("type_name").notNull(),
    // How investments of this type earn (docs/product.md#schemes-in-my-investments).
    scheme: text("scheme", { enum: INVESTMENT_SCHEMES })
      .notNull()
      .default("term_deposit"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("invest_types_type_name_unique").on(
      sql`lower(${table.typeName})`,
    ),
    check(
      "invest_types_scheme_check",
      sql.raw(
        `scheme in (${INVESTMENT_SCHEMES.map((name) => `'${name}'`).join(", ")})`,
      ),
    ),
  ],
);

export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    companyTypeId: uuid("company_type_id")
      .notNull()
      .references(() => companyTypes.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("companies_name_unique").on(sql`lower(${table.name})`),
  ],
);

export const INVESTMENT_STATUSES = ["active", "closed", "renewed"] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];

/**
 * The day of the month of a date column, 1 to 31, as the index of the sweep's recurring deposits
 * holds it: a query that reads them by this index must write it so.
 */
export const dayOfMonth = (column: AnyPgColumn) =>
  sql<number>`(extract(day from ${column})::int)`;

export const investments = pgTable(
  "investments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    investTypeId: uuid("invest_type_id")
      .notNull()
      .references(() => investTypes.id, { onDelete: "restrict" }),
    principalAmount: numeric("principal_amount", {
      precision: 14,
      scale: 2,
      mode: "number",
    }).notNull(),
    rateOfInterest: numeric("rate_of_interest", {
      precision: 5,
      scale: 2,
      mode: "number",
    }).notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    maturityAmount: numeric("maturity_amount", {
      precision: 14,
      scale: 2,
      mode: "number",
    }).notNull(),
    status: text("status", { enum: INVESTMENT_STATUSES })
      .notNull()
      .default("active"),
    documentNumber: text("document_number"),
    accountNumber: text("account_number"),
    investmentNotes: text("investment_notes"),
    transactionReason: text("transaction_reason"),
    renewalReferenceId: uuid("renewal_reference_id").references(
      (): AnyPgColumn => investments.id,
      { onDelete: "restrict" },
    ),
    // Null: no schedule recorded, the plain estimate (docs/product.md#interest-schedules).
    interestSchedule: text("interest_schedule", { enum: INTEREST_SCHEDULES }),
    // A recurring deposit's instalment (its principal is the instalments together); null otherwise.
    monthlyInstalment: numeric("monthly_instalment", {
      precision: 14,
      scale: 2,
      mode: "number",
    }),
    // The years a PPF account was extended by, 5 a block (docs/product.md#ppf-extension).
    extendedYears: integer("extended_years").notNull().default(0),
    // A PPF extended without deposits: the day it stopped taking them; null otherwise.
    depositsCloseOn: date("deposits_close_on", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // An investment is renewed at most once (docs/product.md#renew).
    uniqueIndex("investments_renewal_reference_id_unique").on(
      table.renewalReferenceId,
    ),
    index("investments_user_id_status_end_date_idx").on(
      table.userId,
      table.status,
      table.endDate,
    ),
    // The reminder sweep's maturity window, read by end date a page at a time (decision 0061).
    index("investments_active_end_date_id_idx")
      .on(table.endDate, table.id)
      .where(sql`${table.status} = 'active'`),
    // The sweep's recurring deposits whose instalment can fall due: those of one type opened on
    // one day of the month, read by owner and id a page at a time (decision 0061).
    index("investments_active_start_day_type_idx")
      .on(
        dayOfMonth(table.startDate),
        table.investTypeId,
        table.userId,
        table.id,
      )
      .where(sql`${table.status} = 'active'`),
    check(
      "investments_status_check",
      sql`${table.status} in ('active', 'closed', 'renewed')`,
    ),
    check(
      "investments_end_after_start_check",
      sql`${table.endDate} > ${table.startDate}`,
    ),
    check(
      "investments_principal_positive_check",
      sql`${table.principalAmount} > 0`,
    ),
    check(
      "investments_rate_not_negative_check",
      sql`${table.rateOfInterest} >= 0`,
    ),
    check(
      "investments_extended_years_check",
      sql`${table.extendedYears} >= 0 and ${table.extendedYears} % 5 = 0`,
    ),
    check(
      "investments_interest_schedule_check",
      sql.raw(
        `interest_schedule in (${INTEREST_SCHEDULES.map((name) => `'${name}'`).join(", ")})`,
      ),
    ),
  ],
);

/**
 * The deposits of a PPF or Sukanya Samriddhi account (docs/product.md#schemes-in-my-investments),
 * the first one made when it was opened; the account's principal_amount is kept equal to their sum.
 */
export const investmentDeposits = pgTable(
  "investment_deposits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    investmentId: uuid("investment_id")
      .notNull()
      .references(() => investments.id, { onDelete: "cascade" }),
    depositDate: date("deposit_date", { mode: "string" }).notNull(),
    amount: numeric("amount", {
      precision: 14,
      scale: 2,
      mode: "number",
    }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("investment_deposits_investment_id_deposit_date_idx").on(
      table.investmentId,
      table.depositDate,
    ),
    check(
      "investment_deposits_amount_positive_check",
      sql`${table.amount} > 0`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * The first answer to a request carrying an `Idempotency-Key`, per user, kept 24 hours: a repeat
 * gets it back instead of writing again (docs/architecture.md#idempotency-keys).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    // SHA-256 of the method, declared route, parameters and body: the key with another request is refused.
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code").notNull(),
    response: jsonb("response").notNull(),
    createdAt: moment("created_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/**
 * The small-savings rates notified for each quarter (docs/product.md#scheme-rates), one row per
 * quarter: every instrument's rate as core's `SchemeRates` (the contract checks each on the way
 * in) and the months a KVP bought in the quarter takes to double. Seeded from core's history;
 * admins add and correct quarters.
 */
export const schemeRates = pgTable(
  "scheme_rates",
  {
    quarterStart: date("quarter_start", { mode: "string" }).primaryKey(),
    rates: jsonb("rates").$type<SchemeRates>().notNull(),
    kvpMonths: integer("kvp_months").notNull(),
    updatedAt: moment("updated_at").notNull(),
  },
  (table) => [
    check(
      "scheme_rates_quarter_start_check",
      sql`extract(day from ${table.quarterStart}) = 1 and extract(month from ${table.quarterStart}) in (1, 4, 7, 10)`,
    ),
    check(
      "scheme_rates_kvp_months_check",
      sql`${table.kvpMonths} between 1 and 600`,
    ),
  ],
);

/**
 * DICGC's deposit insurance cover per depositor per bank (docs/product.md#deposit-insurance;
 * decision 0058), in whole rupees: one row, seeded with ₹5,00,000 (the cover since 4 February
 * 2020), which an admin changes when the law does. The bounds are the contract's.
 */
export const depositInsurance = pgTable(
  "deposit_insurance",
  {
    id: integer("id").primaryKey().default(1),
    cover: integer("cover").notNull(),
    updatedAt: moment("updated_at").notNull(),
  },
  (table) => [
    check("deposit_insurance_one_row_check", sql`${table.id} = 1`),
    check(
      "deposit_insurance_cover_check",
      sql`${table.cover} between 100000 and 10000000`,
    ),
  ],
);
