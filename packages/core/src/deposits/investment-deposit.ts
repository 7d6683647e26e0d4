import type { Investment } from "../contracts/investments.ts";
import { todayIso } from "../format/date.ts";
import { depositPayouts, type DepositTerms } from "./deposit-value.ts";

/** Investments' dates are days in India (docs/product.md#money-dates-and-wording). */
const INDIA = "Asia/Kolkata";

/**
 * The fields of an investment its deposit terms come from; without the scheme's fields, a term
 * deposit (docs/product.md#schemes-in-my-investments).
 */
export type TermsFields = Pick<
  Investment,
  | "principal_amount"
  | "rate_of_interest"
  | "start_date"
  | "end_date"
  | "interest_schedule"
> &
  Partial<
    Pick<
      Investment,
      | "scheme"
      | "monthly_instalment"
      | "deposits"
      | "rate_changes"
      | "deposits_close_on"
    >
  >;

/** The recorded terms of an investment, as the deposit formulas read them. */
export function depositTermsOf(investment: TermsFields): DepositTerms {
  return {
    principal: investment.principal_amount,
    rate: investment.rate_of_interest,
    startDate: investment.start_date,
    endDate: investment.end_date,
    schedule: investment.interest_schedule,
    scheme: investment.scheme ?? "term_deposit",
    monthlyInstalment: investment.monthly_instalment ?? null,
    deposits: investment.deposits ?? [],
    rateChanges: investment.rate_changes ?? [],
    depositsCloseOn: investment.deposits_close_on ?? null,
  };
}

/**
 * The day an investment stopped earning: its end date, or for one closed before maturity the day
 * it was closed in India (its last change).
 */
export function stopDateOf(investment: Investment): string {
  if (investment.status !== "closed") return investment.end_date;
  const closedOn = todayIso(new Date(investment.updated_at), INDIA);
  return closedOn < investment.end_date ? closedOn : investment.end_date;
}

/** The interest a term pays out along the way: every payout of a payout deposit, none otherwise. */
export function interestPaidOut(investment: TermsFields): number {
  return depositPayouts(depositTermsOf(investment)).reduce(
    (sum, payout) => sum + payout.amount,
    0,
  );
}
