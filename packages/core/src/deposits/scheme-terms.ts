import { kvpMaturityMonths } from "../calculators/kvp.ts";
import { SSY_MATURITY_YEARS } from "../calculators/sukanya-samriddhi.ts";
import { addMonths } from "../format/date.ts";
import type { DepositTerms } from "./deposit-value.ts";
import type { InterestSchedule } from "./interest-schedule.ts";
import type { InvestmentScheme } from "./investment-scheme.ts";
import {
  instalmentCount,
  instalmentsMadeBy,
} from "./schemes/recurring-deposit.ts";
import { financialYearStart } from "./schemes/savings-account.ts";

/**
 * What a scheme fixes about an investment when it is added (docs/product.md#schemes-in-my-investments):
 * the interest schedule stored with it, its maturity date, a recurring deposit's principal.
 */

/** The years NSC, SCSS and the post office MIS run from opening. */
const FIVE_YEARS = 5;
/** A PPF account runs 15 whole financial years after the year it was opened in. */
const PPF_FINANCIAL_YEARS = 15;

/**
 * The interest schedule a scheme stores: undefined for a term deposit (the saver's choice), null
 * where no bank schedule applies (PPF, Sukanya Samriddhi and KVP count by their own rules).
 */
export function schemeSchedule(
  scheme: InvestmentScheme,
): InterestSchedule | null | undefined {
  switch (scheme) {
    case "term_deposit":
      return undefined;
    case "recurring_deposit":
      return "cumulative_quarterly";
    case "nsc":
      return "cumulative_yearly";
    case "scss":
      return "payout_quarterly";
    case "post_office_mis":
      return "payout_monthly";
    case "post_office_td":
      return "payout_yearly";
    case "ppf":
    case "sukanya_samriddhi":
    case "kvp":
      return null;
  }
}

/**
 * The maturity date a scheme's rules set, or null where the saver gives it (a term or recurring
 * deposit, a post office TD of 1, 2, 3 or 5 years). PPF: 1 April after 15 whole financial years
 * from the year of opening (opened any day of FY 2020-21 → 2036-04-01); Sukanya Samriddhi 21 years
 * from opening; NSC, SCSS and MIS 5 years; KVP the months notified with its rate.
 */
export function schemeEndDate(
  scheme: InvestmentScheme,
  startDate: string,
  rate: number,
): string | null {
  switch (scheme) {
    case "ppf":
      return addMonths(
        financialYearStart(startDate),
        (PPF_FINANCIAL_YEARS + 1) * 12,
      );
    case "sukanya_samriddhi":
      return addMonths(startDate, SSY_MATURITY_YEARS * 12);
    case "nsc":
    case "scss":
    case "post_office_mis":
      return addMonths(startDate, FIVE_YEARS * 12);
    case "kvp":
      return addMonths(startDate, kvpMaturityMonths(rate));
    case "term_deposit":
    case "recurring_deposit":
    case "post_office_td":
      return null;
  }
}

/** A recurring deposit's principal: the instalment times the whole months from opening to maturity. */
export function recurringPrincipal(
  instalment: number,
  startDate: string,
  endDate: string,
): number {
  return instalment * instalmentCount(startDate, endDate);
}

/** A recurring deposit's instalments due by `today` (the one due that day included). */
export function instalmentsDue(terms: DepositTerms, today: string): number {
  return instalmentsMadeBy(terms, today);
}

/**
 * The day of a recurring deposit's next instalment on or after `today`, or null once the last is
 * due: what an instalment reminder names (docs/product.md#schemes-in-my-investments).
 */
export function nextInstalmentDate(
  terms: DepositTerms,
  today: string,
): string | null {
  const due = instalmentsMadeBy(terms, today);
  const next =
    due > 0 && addMonths(terms.startDate, due - 1) === today ? due - 1 : due;
  return next < instalmentCount(terms.startDate, terms.endDate)
    ? addMonths(terms.startDate, next)
    : null;
}
