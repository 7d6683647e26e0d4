import { rdValue } from "../../calculators/recurring-deposit.ts";
import { addMonths, daysBetween } from "../../format/date.ts";
import { completeMonths } from "../complete-months.ts";
import type { DepositTerms } from "../deposit-value.ts";

/**
 * A recurring deposit in My Investments (docs/product.md#schemes-in-my-investments): an instalment
 * on the opening day and on the same day of each month after, one per whole month of the term, each
 * compounded quarterly as the RD calculator counts them (calculators/recurring-deposit.ts).
 */

/** The instalments the term holds: one per whole month from opening to maturity. */
export function instalmentCount(startDate: string, endDate: string): number {
  return Math.max(0, completeMonths(startDate, endDate));
}

/** The instalment: as recorded, else the principal spread over the instalments. */
export function instalmentOf(terms: DepositTerms): number {
  if (terms.monthlyInstalment) return terms.monthlyInstalment;
  const count = instalmentCount(terms.startDate, terms.endDate);
  return count > 0 ? terms.principal / count : terms.principal;
}

/** Instalments due by `on` (the one due that day included), at most the term's. */
export function instalmentsMadeBy(terms: DepositTerms, on: string): number {
  if (on < terms.startDate) return 0;
  return Math.min(
    instalmentCount(terms.startDate, terms.endDate),
    completeMonths(terms.startDate, on) + 1,
  );
}

/**
 * What the instalments made by `on` are worth on it: the IBA formula for that many instalments,
 * taken back by the share of a month since the latest one, so a month after the last instalment it
 * is the calculator's maturity value to the paisa.
 */
export function recurringDepositValueOn(
  terms: DepositTerms,
  on: string,
): number {
  const made = instalmentsMadeBy(terms, on);
  if (made === 0) return 0;
  const latest = addMonths(terms.startDate, made - 1);
  const next = addMonths(terms.startDate, made);
  const monthsSinceLatest = daysBetween(latest, on) / daysBetween(latest, next);
  const quarterly = 1 + terms.rate / 400;
  return (
    quarterly ** ((monthsSinceLatest - 1) / 3) *
    rdValue(instalmentOf(terms), terms.rate, made / 12)
  );
}

/** What the instalments made by `on` add up to. */
export function recurringDepositedBy(terms: DepositTerms, on: string): number {
  return instalmentOf(terms) * instalmentsMadeBy(terms, on);
}
