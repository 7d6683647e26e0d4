import { z } from "zod";
import { INTEREST_SCHEDULES } from "../deposits/interest-schedule.ts";
import { INVESTMENT_SCHEMES } from "../deposits/investment-scheme.ts";
import { holderIds } from "./household.ts";
import { message } from "./message.ts";
import { oneOf } from "./one-of.ts";
import { multiLineText, singleLineText } from "./plain-text.ts";

export const INVESTMENT_STATUSES = ["active", "closed", "renewed"] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];

/** Form bounds (docs/product.md#add-an-investment); the API accepts any rate from 0 to 50. */
export const INVESTMENT_FORM = {
  principal: { min: 1_000, max: 10_000_000, step: 1_000, default: 100_000 },
  rate: { min: 1, max: 25, step: 0.1, default: 8.5 },
  periodMonths: { min: 0, max: 120 },
} as const;
/** One paisa: the smallest amount the ledger can hold. */
export const MIN_INVESTMENT_AMOUNT = 0.01;
export const MAX_INVESTMENT_AMOUNT = 1e11;
export const MAX_INVESTMENT_RATE = 50;

const isoDate = (field: string) =>
  z
    .string({ error: message("field.required", { field }) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message("field.date", { field }))
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      message("field.realDate", { field }),
    );

const id = (field: string) =>
  z
    .string({ error: message("field.required", { field }) })
    .trim()
    .min(1, message("field.required", { field }))
    .max(64, message("field.notValid", { field }));

const money = (field: string) =>
  z
    .number({
      error: (issue) =>
        message(issue.input === undefined ? "field.required" : "field.number", {
          field,
        }),
    })
    .refine(Number.isFinite, message("field.number", { field }))
    .refine((value) => value > 0, message("field.greaterThanZero", { field }))
    // Amounts are stored in paise (numeric(14,2)): checked before rounding, ₹0.005 would be kept
    // as ₹0.01 with a maturity of ₹0, and anything smaller as 0.
    .refine(
      (value) => !(value > 0) || value >= MIN_INVESTMENT_AMOUNT,
      message("field.atLeastOnePaisa", { field }),
    )
    .refine(
      (value) => value <= MAX_INVESTMENT_AMOUNT,
      message("field.atMostTenThousandCrore", { field }),
    );

const rate = (field: string) =>
  z
    .number({
      error: (issue) =>
        message(issue.input === undefined ? "field.required" : "field.number", {
          field,
        }),
    })
    .refine(Number.isFinite, message("field.number", { field }))
    .refine((value) => value >= 0, message("field.zeroOrMore", { field }))
    .refine(
      (value) => value <= MAX_INVESTMENT_RATE,
      message("field.atMostFifty", { field }),
    );

const optionalText = (
  field: string,
  max = 200,
  characters: (field: string) => z.core.$ZodCheck<string> = singleLineText,
) =>
  z
    .string({ error: message("field.text", { field }) })
    .check(characters(field))
    .trim()
    .max(max, message("field.atMostCharacters", { field, max }))
    .nullish()
    .transform((value) => (value ? value : null));

/** How the deposit earns interest (docs/product.md#interest-schedules); absent or null: the plain estimate. */
const interestSchedule = (field: string) =>
  oneOf(field, INTEREST_SCHEDULES).nullish();

/**
 * Adding an investment. What a scheme needs (docs/product.md#schemes-in-my-investments) is checked
 * once the type's scheme is known: a recurring deposit gives `monthly_instalment` (its principal is
 * the instalments together), a PPF or Sukanya Samriddhi account its first deposit as
 * `principal_amount`; schemes with a fixed term (PPF, Sukanya, NSC, KVP, SCSS, MIS) may leave out
 * `end_date`, which their rules set.
 */
export const createInvestmentRequest = z
  .strictObject({
    company_id: id("company_id"),
    invest_type_id: id("invest_type_id"),
    principal_amount: money("principal_amount").optional(),
    monthly_instalment: money("monthly_instalment").nullish(),
    rate_of_interest: rate("rate_of_interest"),
    start_date: isoDate("start_date"),
    end_date: isoDate("end_date").optional(),
    maturity_amount: money("maturity_amount").nullish(),
    document_number: optionalText("document_number", 100),
    account_number: optionalText("account_number", 100),
    investment_notes: optionalText("investment_notes", 2000, multiLineText),
    interest_schedule: interestSchedule("interest_schedule"),
    // Absent: the household's own person holds it alone (docs/product.md#household).
    holder_ids: holderIds.optional(),
  })
  .refine(
    (body) =>
      body.principal_amount !== undefined || body.monthly_instalment != null,
    {
      path: ["principal_amount"],
      message: message("field.required", { field: "principal_amount" }),
    },
  )
  .refine((body) => !body.end_date || body.end_date > body.start_date, {
    path: ["end_date"],
    message: message("field.after", {
      field: "end_date",
      other: "start_date",
    }),
  });
export type CreateInvestmentInput = z.input<typeof createInvestmentRequest>;

export const renewInvestmentRequest = z.strictObject({
  new_end_date: isoDate("new_end_date"),
  new_rate: rate("new_rate"),
  transaction_reason: optionalText("transaction_reason", 500),
  new_maturity_amount: money("new_maturity_amount").nullish(),
  // Absent: the renewal keeps the schedule it renews (docs/product.md#renew).
  interest_schedule: interestSchedule("interest_schedule"),
  // Absent: the renewal keeps the holders it renews (docs/product.md#household).
  holder_ids: holderIds.optional(),
});
export type RenewInvestmentInput = z.input<typeof renewInvestmentRequest>;

export const closeInvestmentRequest = z.strictObject({
  transaction_reason: z
    .string({
      error: message("field.required", { field: "transaction_reason" }),
    })
    .check(singleLineText("transaction_reason"))
    .trim()
    .min(1, message("field.required", { field: "transaction_reason" }))
    .max(
      500,
      message("field.atMostCharacters", {
        field: "transaction_reason",
        max: 500,
      }),
    ),
});

/**
 * A deposit into a PPF or Sukanya Samriddhi account (docs/product.md#schemes-in-my-investments):
 * the day it was made and how much; the financial year's limit is checked against the account.
 */
export const addDepositRequest = z.strictObject({
  date: isoDate("date"),
  amount: money("amount"),
});
export type AddDepositInput = z.input<typeof addDepositRequest>;

/**
 * Extending a PPF account by 5 financial years (docs/product.md#ppf-extension): with deposits (the
 * yearly limit as before) or without.
 */
export const extendAccountRequest = z.strictObject({
  with_deposits: z.boolean({
    error: message("field.trueOrFalse", { field: "with_deposits" }),
  }),
});
export type ExtendAccountInput = z.input<typeof extendAccountRequest>;

export const accountDepositSchema = z.object({
  id: z.string(),
  date: z.string(),
  amount: z.number(),
});
export type AccountDeposit = z.infer<typeof accountDepositSchema>;

/** From `from` on, the scheme's notified rate is `rate` (percent a year), until the next change. */
export const rateChangeSchema = z.object({
  from: z.string(),
  rate: z.number(),
});
export type RateChange = z.infer<typeof rateChangeSchema>;

export const investmentSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  invest_type_id: z.string(),
  principal_amount: z.number(),
  rate_of_interest: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  maturity_amount: z.number().nullable(),
  status: z.enum(INVESTMENT_STATUSES),
  document_number: z.string().nullable(),
  account_number: z.string().nullable(),
  investment_notes: z.string().nullable(),
  transaction_reason: z.string().nullable(),
  renewal_reference_id: z.string().nullable(),
  interest_schedule: z.enum(INTEREST_SCHEDULES).nullable(),
  /** How it earns: its type's scheme (docs/product.md#schemes-in-my-investments). */
  scheme: z.enum(INVESTMENT_SCHEMES),
  /** A recurring deposit's instalment; null for every other scheme. */
  monthly_instalment: z.number().nullable(),
  /** A PPF or Sukanya Samriddhi account's deposits, oldest first; empty for other schemes. */
  deposits: z.array(accountDepositSchema),
  /**
   * For a scheme that earns each quarter's notified rate (PPF, Sukanya Samriddhi), the rate from
   * each change on, oldest first, from the account's opening; empty for other schemes.
   */
  rate_changes: z.array(rateChangeSchema),
  /** The years a PPF account was extended by, 5 a block (docs/product.md#ppf-extension); 0 otherwise. */
  extended_years: z.number().int(),
  /**
   * The day an extended PPF account stopped taking deposits (its maturity when it was extended
   * without them); null while it takes deposits until its end date, and for every other scheme.
   */
  deposits_close_on: z.string().nullable(),
  /** The members who hold it, first holder first (docs/product.md#household). */
  holder_ids: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  investment_companies: z.object({ name: z.string() }),
  invest_types: z.object({ type_name: z.string() }),
});
export type Investment = z.infer<typeof investmentSchema>;

const rupees = z.number();

/** GET /investments/interest-income (docs/product.md#tax-year-interest). */
export const interestIncomeResponse = z.object({
  years: z.array(
    z.object({
      financial_year: z.string(),
      total: rupees,
      /** Of the total, interest exempt from income tax (PPF, Sukanya Samriddhi). */
      exempt: rupees,
      /** The rest, which the return declares as income. */
      taxable: rupees,
      institutions: z.array(
        z.object({
          company_id: z.string(),
          name: z.string(),
          interest: rupees,
        }),
      ),
      investments: z.array(
        z.object({ id: z.string(), interest: rupees, exempt: z.boolean() }),
      ),
      /**
       * Each member's part (docs/product.md#tax-year-interest): a deposit's interest goes whole to
       * its first holder; the members' totals add up to the year's.
       */
      members: z.array(
        z.object({
          member_id: z.string(),
          total: rupees,
          exempt: rupees,
          taxable: rupees,
          institutions: z.array(
            z.object({
              company_id: z.string(),
              name: z.string(),
              interest: rupees,
            }),
          ),
        }),
      ),
    }),
  ),
  /**
   * The current financial year's member-and-bank pairs whose interest is projected above the TDS
   * threshold (docs/product.md#tds-this-year), largest first: an estimate from the recorded terms.
   */
  tds: z.object({
    financial_year: z.string(),
    lines: z.array(
      z.object({
        member_id: z.string(),
        company_id: z.string(),
        name: z.string(),
        projected_interest: rupees,
        threshold: rupees,
        senior: z.boolean(),
      }),
    ),
  }),
});
export type InterestIncome = z.infer<typeof interestIncomeResponse>;
