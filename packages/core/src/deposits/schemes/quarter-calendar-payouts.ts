import { daysBetween } from "../../format/date.ts";
import { nextQuarter, quarterOf } from "../../schemes/scheme-rates.ts";
import type { DepositTerms, Payout } from "../deposit-value.ts";

/**
 * The Senior Citizens' Savings Scheme's payouts (docs/product.md#schemes-in-my-investments): on
 * 1 April, 1 July, 1 October and 1 January, the first for the days from opening to that date as a
 * share of its quarter's days, then `quarterly` each quarter, the last at maturity for the days
 * since the last quarter's first day. ₹15,00,000 at 8.2 % opened on 1 March 2026 pays ₹10,592 on
 * 1 April 2026 (₹30,750 × 31/90), then ₹30,750 a quarter.
 */
export function quarterCalendarPayouts(
  terms: DepositTerms,
  quarterly: number,
): Payout[] {
  const payouts: Payout[] = [];
  let quarterStart = quarterOf(terms.startDate);
  let from = terms.startDate;
  while (from < terms.endDate) {
    const due = nextQuarter(quarterStart);
    const date = due < terms.endDate ? due : terms.endDate;
    const share = daysBetween(from, date) / daysBetween(quarterStart, due);
    payouts.push({ date, amount: quarterly * share });
    quarterStart = due;
    from = date;
  }
  return payouts;
}
