import { z } from "zod";
import type {
  Investment,
  RenewInvestmentInput,
} from "../contracts/investments.ts";
import {
  MAX_INVESTMENT_RATE,
  renewInvestmentRequest,
} from "../contracts/investments.ts";
import { maturityEstimate } from "../calculators/maturity-estimate.ts";
import {
  type InterestSchedule,
  readInterestSchedule,
} from "../deposits/interest-schedule.ts";
import { addMonths, formatLongDate, parseIsoDate } from "../format/date.ts";
import type { Locale } from "../i18n/locale.ts";
import { ENGLISH_FORM_WORDS, type FormWords } from "./form-words.ts";

/** The Renew form's alerts, word for word (docs/product.md#renew), in English. */
export const RENEW_RATE_ALERT = ENGLISH_FORM_WORDS("renew.rateAlert", {
  max: MAX_INVESTMENT_RATE,
});
export const RENEW_MATURITY_ALERT = ENGLISH_FORM_WORDS("renew.maturityAlert");

type RenewedFields = Pick<
  Investment,
  | "principal_amount"
  | "maturity_amount"
  | "rate_of_interest"
  | "end_date"
  | "interest_schedule"
>;

/** The form's first suggestion: a new term as long as the current one, in whole months. */
export function suggestedRenewalEndDate(
  investment: Pick<Investment, "start_date" | "end_date">,
): string {
  const start = parseIsoDate(investment.start_date);
  const end = parseIsoDate(investment.end_date);
  const months = (end.year - start.year) * 12 + (end.month - start.month);
  return addMonths(investment.end_date, Math.max(months, 1));
}

/** A renewal reinvests what the old investment pays out (docs/product.md#renew). */
export function renewalPrincipal(investment: RenewedFields): number {
  return investment.maturity_amount ?? investment.principal_amount;
}

/** The rate the renewal will use: the typed one, or the original when left empty; null when unreadable. */
export function renewalRate(
  investment: RenewedFields,
  typed: string,
): number | null {
  if (typed.trim() === "") return investment.rate_of_interest;
  const rate = readNumber(typed);
  return rate !== null && rate >= 0 && rate <= MAX_INVESTMENT_RATE
    ? rate
    : null;
}

/**
 * The maturity of the renewed term when none is typed: the add form's estimate from the old end
 * date, under the schedule the renewal will have (the old one unless another is chosen).
 */
export function renewalEstimate(
  investment: RenewedFields,
  rate: number,
  newEndDate: string,
  schedule: InterestSchedule | null = investment.interest_schedule,
): number | null {
  return maturityEstimate(
    renewalPrincipal(investment),
    rate,
    investment.end_date,
    newEndDate,
    schedule,
  );
}

/** What the person typed in the Renew form, as text, under the contract's names. */
export interface RenewalFormValues {
  new_end_date: string;
  new_rate: string;
  new_maturity_amount: string;
  transaction_reason: string;
  /** A schedule, or "" for none recorded; starts as the renewed investment's. */
  interest_schedule: string;
}

/**
 * The Renew form (docs/product.md#renew): the end date is required and must come after the
 * current end date (the new term starts there); an empty rate keeps the original; an empty
 * maturity is estimated. Every field is checked at once, each with its own message, and the
 * request then goes through the API's own contract, which has the last word. `t` and `locale`
 * give the messages in the page's language.
 */
export function renewalForm(
  investment: RenewedFields,
  t: FormWords = ENGLISH_FORM_WORDS,
  locale: Locale = "en",
) {
  return z
    .object({
      new_end_date: z
        .string()
        .trim()
        .min(1, { message: t("renew.endDateRequired"), abort: true })
        .regex(/^\d{4}-\d{2}-\d{2}$/, {
          message: t("renew.endDateNotDate"),
          abort: true,
        })
        .refine(
          (date) => date > investment.end_date,
          t("renew.endDateAfter", {
            date: formatLongDate(investment.end_date, locale),
          }),
        ),
      new_rate: z
        .string()
        .refine(
          (typed) => renewalRate(investment, typed) !== null,
          t("renew.rateAlert", { max: MAX_INVESTMENT_RATE }),
        ),
      new_maturity_amount: z.string().refine((typed) => {
        if (typed.trim() === "") return true;
        const maturity = readNumber(typed);
        return maturity !== null && maturity > 0;
      }, t("renew.maturityAlert")),
      transaction_reason: z.string(),
      interest_schedule: z.string(),
    })
    .transform((typed): RenewInvestmentInput => {
      // Both pass their checks above, so neither is null here.
      const rate = renewalRate(investment, typed.new_rate) ?? Number.NaN;
      const schedule = readInterestSchedule(typed.interest_schedule);
      const maturity =
        typed.new_maturity_amount.trim() === ""
          ? renewalEstimate(investment, rate, typed.new_end_date, schedule)
          : readNumber(typed.new_maturity_amount);
      return {
        new_end_date: typed.new_end_date,
        new_rate: rate,
        transaction_reason: typed.transaction_reason.trim() || null,
        interest_schedule: schedule,
        ...(maturity !== null && maturity > 0
          ? { new_maturity_amount: maturity }
          : {}),
      };
    })
    .pipe(renewInvestmentRequest);
}

/** A typed amount or rate: commas, spaces, ₹ and % allowed; anything else is unreadable. */
export function readNumber(text: string): number | null {
  const cleaned = text.replace(/[₹,%\s]/g, "");
  if (!/^\d*\.?\d+$|^\d+\.$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}
