import type { Investment } from "../contracts/investments.ts";
import { todayIso } from "../format/date.ts";
import type { DepositTerms } from "./deposit-value.ts";

/** Investments' dates are days in India (docs/product.md#money-dates-and-wording). */
const INDIA = "Asia/Kolkata";

/** The recorded terms of an investment, as the deposit formulas read them. */
export function depositTermsOf(investment: Investment): DepositTerms {
  return {
    principal: investment.principal_amount,
    rate: investment.rate_of_interest,
    startDate: investment.start_date,
    endDate: investment.end_date,
    schedule: investment.interest_schedule,
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
