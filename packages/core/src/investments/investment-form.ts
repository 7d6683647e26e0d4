import { z } from "zod";
import { maturityEstimate } from "../calculators/maturity-estimate.ts";
import {
  createInvestmentRequest,
  INVESTMENT_FORM,
  type CreateInvestmentInput,
} from "../contracts/investments.ts";
import {
  type InterestSchedule,
  readInterestSchedule,
} from "../deposits/interest-schedule.ts";
import { addMonths } from "../format/date.ts";
import { ENGLISH_FORM_WORDS, type FormWords } from "./form-words.ts";

/**
 * What the person typed in the Add New Investment form, under the contract's names. `period`
 * is in months; `end_date` is the one typed by hand, used when the period is 0; a null
 * `maturity_amount` follows the estimate.
 */
export interface InvestmentFormValues {
  company_id: string;
  invest_type_id: string;
  start_date: string;
  period: string;
  end_date: string;
  maturity_amount: string | null;
  document_number: string;
  account_number: string;
  investment_notes: string;
  /** A schedule, "" for none recorded, or null to follow the investment type's default. */
  interest_schedule: string | null;
}

/** The schedule the form stands for: the one chosen, else the type's default. */
export function chosenInterestSchedule(
  chosen: string | null,
  typeDefault: InterestSchedule | null,
): InterestSchedule | null {
  return chosen === null ? typeDefault : readInterestSchedule(chosen);
}

/** A whole number of months from 0 to 120, or null for anything else. */
export function readPeriod(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const months = Number(text);
  return months >= INVESTMENT_FORM.periodMonths.min &&
    months <= INVESTMENT_FORM.periodMonths.max
    ? months
    : null;
}

/** A typed rupee amount (commas and ₹ allowed); null when unreadable. */
function readAmount(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, "");
  return /^\d*\.?\d+$/.test(cleaned) ? Number(cleaned) : null;
}

/** A period of 1–120 months sets the end date from the start date; 0 (or no period) leaves it to the person. */
export function investmentEndDate(
  values: Pick<InvestmentFormValues, "start_date" | "period" | "end_date">,
): { endDate: string; locked: boolean } {
  const period = readPeriod(values.period);
  if (period === null || period === 0)
    return { endDate: values.end_date, locked: false };
  return {
    endDate: values.start_date ? addMonths(values.start_date, period) : "",
    locked: true,
  };
}

const required = (message: string) => z.string().trim().min(1, message);
const optional = (text: string) => text.trim() || undefined;
/** The object checks below run even when a field already failed, so every error shows at once. */
const always = { when: () => true };

/**
 * The Add New Investment form (docs/product.md#add-an-investment), with the principal and
 * rate its sliders hold. Every field is checked at once in the form's own words; the request
 * then goes through the API's own contract, which has the last word. `t` gives the form's own
 * messages in the page's language.
 */
export function investmentForm(
  amounts: {
    principal: number;
    rate: number;
    /** What a schedule left to the type means: the chosen type's default. */
    typeSchedule: InterestSchedule | null;
  },
  t: FormWords = ENGLISH_FORM_WORDS,
) {
  return z
    .object({
      company_id: required(t("add.companyRequired")),
      invest_type_id: required(t("add.investTypeRequired")),
      start_date: required(t("add.startDateRequired")),
      period: z
        .string()
        .refine((text) => readPeriod(text) !== null, t("add.periodMonths")),
      end_date: z.string(),
      maturity_amount: z
        .string()
        .nullable()
        .refine(
          (text) => !text?.trim() || readAmount(text) !== null,
          t("add.maturityNumber"),
        ),
      document_number: z.string(),
      account_number: z.string(),
      investment_notes: z.string(),
      interest_schedule: z.string().nullable(),
    })
    .refine(
      // A period out of bounds has its own message: the end date it would set is not missing.
      (values) =>
        readPeriod(values.period) === null ||
        investmentEndDate(values).endDate !== "",
      {
        ...always,
        path: ["end_date"],
        message: t("add.endDateRequired"),
      },
    )
    .refine(
      (values) => {
        const { endDate } = investmentEndDate(values);
        return !values.start_date || !endDate || endDate > values.start_date;
      },
      {
        ...always,
        path: ["end_date"],
        message: t("add.endDateAfterStart"),
      },
    )
    .transform((values): CreateInvestmentInput => {
      const { endDate } = investmentEndDate(values);
      const schedule = chosenInterestSchedule(
        values.interest_schedule,
        amounts.typeSchedule,
      );
      // The maturity amount is sent only when it is more than 0 (docs/product.md#add-an-investment).
      const maturity =
        values.maturity_amount === null
          ? maturityEstimate(
              amounts.principal,
              amounts.rate,
              values.start_date,
              endDate,
              schedule,
            )
          : values.maturity_amount.trim()
            ? readAmount(values.maturity_amount)
            : null;
      return {
        company_id: values.company_id,
        invest_type_id: values.invest_type_id,
        principal_amount: amounts.principal,
        rate_of_interest: amounts.rate,
        start_date: values.start_date,
        end_date: endDate,
        ...(maturity !== null && maturity > 0
          ? { maturity_amount: maturity }
          : {}),
        document_number: optional(values.document_number),
        account_number: optional(values.account_number),
        investment_notes: optional(values.investment_notes),
        ...(schedule ? { interest_schedule: schedule } : {}),
      };
    })
    .pipe(createInvestmentRequest);
}
