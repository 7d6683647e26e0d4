import { z } from "zod";
import { INTEREST_SCHEDULES } from "../deposits/interest-schedule.ts";
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
    .string({ error: `${field} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      `${field} must be a real date`,
    );

const id = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(64, `${field} is not valid`);

const money = (field: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? `${field} is required`
          : `${field} must be a number`,
    })
    .refine(Number.isFinite, `${field} must be a number`)
    .refine((value) => value > 0, `${field} must be greater than 0`)
    // Amounts are stored in paise (numeric(14,2)): checked before rounding, ₹0.005 would be kept
    // as ₹0.01 with a maturity of ₹0, and anything smaller as 0.
    .refine(
      (value) => !(value > 0) || value >= MIN_INVESTMENT_AMOUNT,
      `${field} must be at least ₹0.01.`,
    )
    .refine(
      (value) => value <= MAX_INVESTMENT_AMOUNT,
      `${field} must be at most ₹10,000 crore`,
    );

const rate = (field: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? `${field} is required`
          : `${field} must be a number`,
    })
    .refine(Number.isFinite, `${field} must be a number`)
    .refine((value) => value >= 0, `${field} must be 0 or more`)
    .refine(
      (value) => value <= MAX_INVESTMENT_RATE,
      `${field} must be at most 50`,
    );

const optionalText = (
  field: string,
  max = 200,
  characters: (field: string) => z.core.$ZodCheck<string> = singleLineText,
) =>
  z
    .string({ error: `${field} must be text` })
    .check(characters(field))
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** How the deposit earns interest (docs/product.md#interest-schedules); absent or null: the plain estimate. */
const interestSchedule = (field: string) =>
  z
    .enum(INTEREST_SCHEDULES, {
      error: `${field} must be one of ${INTEREST_SCHEDULES.join(", ")}`,
    })
    .nullish();

export const createInvestmentRequest = z
  .strictObject({
    company_id: id("company_id"),
    invest_type_id: id("invest_type_id"),
    principal_amount: money("principal_amount"),
    rate_of_interest: rate("rate_of_interest"),
    start_date: isoDate("start_date"),
    end_date: isoDate("end_date"),
    maturity_amount: money("maturity_amount").nullish(),
    document_number: optionalText("document_number", 100),
    account_number: optionalText("account_number", 100),
    investment_notes: optionalText("investment_notes", 2000, multiLineText),
    interest_schedule: interestSchedule("interest_schedule"),
  })
  .refine((body) => body.end_date > body.start_date, {
    path: ["end_date"],
    message: "end_date must be after start_date",
  });
export type CreateInvestmentInput = z.input<typeof createInvestmentRequest>;

export const renewInvestmentRequest = z.strictObject({
  new_end_date: isoDate("new_end_date"),
  new_rate: rate("new_rate"),
  transaction_reason: optionalText("transaction_reason", 500),
  new_maturity_amount: money("new_maturity_amount").nullish(),
  // Absent: the renewal keeps the schedule it renews (docs/product.md#renew).
  interest_schedule: interestSchedule("interest_schedule"),
});
export type RenewInvestmentInput = z.input<typeof renewInvestmentRequest>;

export const closeInvestmentRequest = z.strictObject({
  transaction_reason: z
    .string({ error: "transaction_reason is required" })
    .check(singleLineText("transaction_reason"))
    .trim()
    .min(1, "transaction_reason is required")
    .max(500, "transaction_reason must be at most 500 characters"),
});

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
      institutions: z.array(
        z.object({
          company_id: z.string(),
          name: z.string(),
          interest: rupees,
        }),
      ),
      investments: z.array(z.object({ id: z.string(), interest: rupees })),
    }),
  ),
});
export type InterestIncome = z.infer<typeof interestIncomeResponse>;
