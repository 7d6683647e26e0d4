import type {
  Investment,
  RenewInvestmentInput,
} from "../contracts/investments.ts";
import { MAX_INVESTMENT_RATE } from "../contracts/investments.ts";
import { maturityEstimate } from "../calculators/maturity-estimate.ts";
import { addMonths, formatLongDate, parseIsoDate } from "../format/date.ts";

/** The Renew form's alerts, word for word (docs/product.md#renew). */
export const RENEW_RATE_ALERT =
  "Please enter a valid positive interest rate or leave it empty to use the original rate.";
export const RENEW_MATURITY_ALERT =
  "Please enter a valid positive number for maturity amount or leave it empty for auto-calculation.";

type RenewedFields = Pick<
  Investment,
  "principal_amount" | "maturity_amount" | "rate_of_interest" | "end_date"
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

/** What the person typed in the Renew form, as text. */
export interface RenewalFormInput {
  newEndDate: string;
  rate: string;
  maturity: string;
  reason: string;
}

export type RenewalFormField =
  "new_end_date" | "new_rate" | "new_maturity_amount";

export type RenewalFormResult =
  | { ok: true; request: RenewInvestmentInput }
  | { ok: false; field: RenewalFormField; message: string };

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

/** The maturity of the renewed term when none is typed: the add form's estimate from the old end date. */
export function renewalEstimate(
  investment: RenewedFields,
  rate: number,
  newEndDate: string,
): number | null {
  return maturityEstimate(
    renewalPrincipal(investment),
    rate,
    investment.end_date,
    newEndDate,
  );
}

/**
 * The Renew form (docs/product.md#renew): the end date is required and must come after the current
 * end date (the new term starts there); an empty rate keeps the original; an empty maturity is
 * estimated.
 */
export function renewalRequest(
  investment: RenewedFields,
  input: RenewalFormInput,
): RenewalFormResult {
  const newEndDate = input.newEndDate.trim();
  if (!newEndDate)
    return {
      ok: false,
      field: "new_end_date",
      message: "New end date is required",
    };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(newEndDate)) {
    return {
      ok: false,
      field: "new_end_date",
      message: "New end date must be a date",
    };
  }
  if (newEndDate <= investment.end_date) {
    return {
      ok: false,
      field: "new_end_date",
      message: `New end date must be after ${formatLongDate(investment.end_date)}`,
    };
  }
  const rate = renewalRate(investment, input.rate);
  if (rate === null)
    return { ok: false, field: "new_rate", message: RENEW_RATE_ALERT };

  let maturity: number | null;
  if (input.maturity.trim() === "") {
    maturity = renewalEstimate(investment, rate, newEndDate);
  } else {
    maturity = readNumber(input.maturity);
    if (maturity === null || !(maturity > 0)) {
      return {
        ok: false,
        field: "new_maturity_amount",
        message: RENEW_MATURITY_ALERT,
      };
    }
  }
  const reason = input.reason.trim();
  return {
    ok: true,
    request: {
      new_end_date: newEndDate,
      new_rate: rate,
      transaction_reason: reason || null,
      ...(maturity !== null && maturity > 0
        ? { new_maturity_amount: maturity }
        : {}),
    },
  };
}

/** A typed amount or rate: commas, spaces, ₹ and % allowed; anything else is unreadable. */
function readNumber(text: string): number | null {
  const cleaned = text.replace(/[₹,%\s]/g, "");
  if (!/^\d*\.?\d+$|^\d+\.$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}
