import {
  compoundedThenSimple,
  interestPerPayout,
} from "../calculators/fixed-deposit.ts";
import { addMonths, daysBetween, parseIsoDate } from "../format/date.ts";
import type { InvestmentScheme } from "./investment-scheme.ts";
import {
  type InterestSchedule,
  isPayoutSchedule,
  periodMonths,
} from "./interest-schedule.ts";

/** What a deposit's interest depends on: its recorded terms (docs/product.md#interest-schedules). */
export interface DepositTerms {
  principal: number;
  /** Percent a year. */
  rate: number;
  startDate: string;
  endDate: string;
  /** Null: the plain estimate of docs/product.md#add-an-investment. */
  schedule: InterestSchedule | null;
  /** How it earns (docs/product.md#schemes-in-my-investments); absent: a term deposit. */
  scheme?: InvestmentScheme;
  /** A recurring deposit's instalment; `principal` is then the instalments together. */
  monthlyInstalment?: number | null;
  /** A PPF or Sukanya Samriddhi account's deposits, oldest first; `principal` is their sum. */
  deposits?: readonly { date: string; amount: number }[];
  /** For PPF and Sukanya Samriddhi, the notified rate from each change on, oldest first. */
  rateChanges?: readonly { from: string; rate: number }[];
}

export interface Payout {
  date: string;
  amount: number;
}

const clamp = (date: string, from: string, to: string) =>
  date < from ? from : date > to ? to : date;

/** Whole calendar months from `from` to `to` that have run out by `to` (31 Jan → 28 Feb is one). */
function completeMonths(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  const months = (b.year - a.year) * 12 + (b.month - a.month);
  return addMonths(from, months) > to ? months - 1 : months;
}

/**
 * Interest compounded once per complete period of `months` counted from the start, then simple
 * interest at actual days / 365 on that balance for the days after the last complete period.
 */
function cumulativeValue(terms: DepositTerms, months: number, on: string) {
  const periods = Math.floor(completeMonths(terms.startDate, on) / months);
  const lastCompounding = addMonths(terms.startDate, periods * months);
  return compoundedThenSimple(
    terms.principal,
    terms.rate,
    months,
    periods,
    daysBetween(lastCompounding, on) / 365,
  );
}

/** The payout period around `on`: the last payout date on or before it and the next one scheduled. */
function payoutPeriod(terms: DepositTerms, months: number, on: string) {
  const periods = Math.floor(completeMonths(terms.startDate, on) / months);
  return {
    from: addMonths(terms.startDate, periods * months),
    to: addMonths(terms.startDate, (periods + 1) * months),
  };
}

/**
 * Every payout of a payout deposit, the last one at maturity pro rata by days when the term is not
 * a whole number of periods; empty for any other schedule.
 */
export function depositPayouts(terms: DepositTerms): Payout[] {
  if (!isPayoutSchedule(terms.schedule)) return [];
  const months = periodMonths(terms.schedule) ?? 12;
  const full = interestPerPayout(terms.principal, terms.rate, months);
  const payouts: Payout[] = [];
  for (let period = 1; ; period += 1) {
    const date = addMonths(terms.startDate, period * months);
    if (date >= terms.endDate) {
      const previous = addMonths(terms.startDate, (period - 1) * months);
      const share =
        daysBetween(previous, terms.endDate) / daysBetween(previous, date);
      if (share > 0)
        payouts.push({ date: terms.endDate, amount: full * share });
      return payouts;
    }
    payouts.push({ date, amount: full });
  }
}

/**
 * What the deposit is worth at the start of `date` (interest earned through the day before), the
 * date held within its term; for a payout deposit, the principal plus interest accrued since the
 * last payout. Unrounded: callers round once, for display.
 */
export function depositValueOn(terms: DepositTerms, date: string): number {
  const on = clamp(date, terms.startDate, terms.endDate);
  const days = daysBetween(terms.startDate, on);
  const { principal, rate, schedule } = terms;
  if (schedule === null) return principal * (1 + rate / 100) ** (days / 365.25);
  if (schedule === "simple")
    return principal * (1 + ((rate / 100) * days) / 365);
  const months = periodMonths(schedule) ?? 12;
  if (!isPayoutSchedule(schedule)) return cumulativeValue(terms, months, on);
  if (on === terms.endDate) return principal;
  const period = payoutPeriod(terms, months, on);
  const accrued =
    (interestPerPayout(principal, rate, months) *
      daysBetween(period.from, on)) /
    daysBetween(period.from, period.to);
  return principal + accrued;
}

/** The amount paid at maturity: the value at the end date (the principal alone for a payout deposit). */
export function depositMaturityAmount(terms: DepositTerms): number {
  return depositValueOn(terms, terms.endDate);
}

/** Interest earned from the start until the start of `date`: growth in value plus payouts made by then. */
export function interestEarnedBy(terms: DepositTerms, date: string): number {
  const paid = depositPayouts(terms)
    .filter((payout) => payout.date <= date)
    .reduce((sum, payout) => sum + payout.amount, 0);
  return depositValueOn(terms, date) - terms.principal + paid;
}

/** What each payout of a payout schedule pays; null for any other schedule. */
export function payoutAmount(
  principal: number,
  rate: number,
  schedule: InterestSchedule | "" | null,
): number | null {
  if (!schedule || !isPayoutSchedule(schedule)) return null;
  return interestPerPayout(principal, rate, periodMonths(schedule) ?? 12);
}
