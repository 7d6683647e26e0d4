import {
  compoundedThenSimple,
  interestPerPayout,
} from "../calculators/fixed-deposit.ts";
import { addMonths, daysBetween } from "../format/date.ts";
import { completeMonths } from "./complete-months.ts";
import type { InvestmentScheme } from "./investment-scheme.ts";
import { schemeSchedule } from "./scheme-terms.ts";
import {
  type InterestSchedule,
  isPayoutSchedule,
  periodMonths,
} from "./interest-schedule.ts";
import { doublingValueOn } from "./schemes/doubling-certificate.ts";
import { quarterCalendarPayouts } from "./schemes/quarter-calendar-payouts.ts";
import {
  recurringDepositedBy,
  recurringDepositValueOn,
} from "./schemes/recurring-deposit.ts";
import {
  accountBalanceOn,
  accountDepositedBy,
} from "./schemes/savings-account.ts";

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
  /** A PPF extended without deposits: the day it stopped taking them (account-extension.ts). */
  depositsCloseOn?: string | null;
}

export interface Payout {
  date: string;
  amount: number;
}

const clamp = (date: string, from: string, to: string) =>
  date < from ? from : date > to ? to : date;

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

/**
 * The schedule a deposit counts by (docs/product.md#schemes-in-my-investments): its scheme's
 * (schemeSchedule: an NSC compounds yearly, an MIS pays monthly, SCSS quarterly, a post office TD
 * yearly; none for PPF, Sukanya and KVP, which count by their own rules) whatever was recorded; a
 * term deposit (or a deposit from before schemes) by its own.
 */
function scheduleOf(terms: DepositTerms): InterestSchedule | null {
  const own = schemeSchedule(terms.scheme ?? "term_deposit");
  return own === undefined ? terms.schedule : own;
}

/** Payouts every `months` months from the start, the last one at maturity pro rata by days. */
function periodicPayouts(
  terms: DepositTerms,
  months: number,
  full: number,
): Payout[] {
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
 * Payouts already listed, per terms object: a value on each day and a year-by-year summary ask for
 * them again and again. Terms are never changed once made (depositTermsOf makes new ones).
 */
const payoutsOf = new WeakMap<DepositTerms, readonly Payout[]>();

/**
 * Every payout of a payout deposit, the last one at maturity pro rata by days when the term is not
 * a whole number of periods; SCSS on its quarter calendar; empty for any other schedule.
 */
export function depositPayouts(terms: DepositTerms): readonly Payout[] {
  const known = payoutsOf.get(terms);
  if (known) return known;
  const schedule = scheduleOf(terms);
  let payouts: readonly Payout[] = [];
  if (isPayoutSchedule(schedule)) {
    const full =
      payoutAmount(terms.principal, terms.rate, schedule, terms.scheme) ?? 0;
    payouts =
      terms.scheme === "scss"
        ? quarterCalendarPayouts(terms, full)
        : periodicPayouts(terms, periodMonths(schedule) ?? 12, full);
  }
  payoutsOf.set(terms, payouts);
  return payouts;
}

/**
 * A payout deposit's interest accrued by `on` since the last payout: the next payout's share for
 * the days run since the payout before it (or the start).
 */
function accruedTowardNextPayout(terms: DepositTerms, on: string): number {
  let from = terms.startDate;
  for (const payout of depositPayouts(terms)) {
    if (payout.date > on)
      return (
        (payout.amount * daysBetween(from, on)) / daysBetween(from, payout.date)
      );
    from = payout.date;
  }
  return 0;
}

/**
 * What the deposit is worth at the start of `date` (interest earned through the day before, the
 * deposits and instalments of that day made), the date held within its term; for a payout deposit,
 * the principal plus interest accrued since the last payout. Unrounded: callers round once, for
 * display. Each scheme counts by its own rule (docs/product.md#schemes-in-my-investments).
 */
export function depositValueOn(terms: DepositTerms, date: string): number {
  const on = clamp(date, terms.startDate, terms.endDate);
  switch (terms.scheme) {
    case "recurring_deposit":
      return recurringDepositValueOn(terms, on);
    case "ppf":
    case "sukanya_samriddhi":
      return accountBalanceOn(terms, on);
    case "kvp":
      return doublingValueOn(terms, on);
  }
  const { principal, rate } = terms;
  const schedule = scheduleOf(terms);
  if (schedule === null) {
    const days = daysBetween(terms.startDate, on);
    return principal * (1 + rate / 100) ** (days / 365.25);
  }
  if (schedule === "simple")
    return (
      principal * (1 + ((rate / 100) * daysBetween(terms.startDate, on)) / 365)
    );
  if (!isPayoutSchedule(schedule))
    return cumulativeValue(terms, periodMonths(schedule) ?? 12, on);
  return principal + accruedTowardNextPayout(terms, on);
}

/** What has gone into the deposit by the start of `date`: the instalments or deposits made by then. */
export function depositedBy(terms: DepositTerms, date: string): number {
  const on = clamp(date, terms.startDate, terms.endDate);
  switch (terms.scheme) {
    case "recurring_deposit":
      return recurringDepositedBy(terms, on);
    case "ppf":
    case "sukanya_samriddhi":
      return accountDepositedBy(terms, on);
    default:
      return terms.principal;
  }
}

/** The amount paid at maturity: the value at the end date (the principal alone for a payout deposit). */
export function depositMaturityAmount(terms: DepositTerms): number {
  return depositValueOn(terms, terms.endDate);
}

/**
 * Interest earned from the start until the start of `date`: growth in value beyond what was
 * deposited by then, plus payouts made by then.
 */
export function interestEarnedBy(terms: DepositTerms, date: string): number {
  const paid = depositPayouts(terms)
    .filter((payout) => payout.date <= date)
    .reduce((sum, payout) => sum + payout.amount, 0);
  return depositValueOn(terms, date) - depositedBy(terms, date) + paid;
}

/**
 * What each payout of a payout schedule pays; null for any other schedule. A scheme's own rule
 * first: MIS pays rate/12 a month, SCSS rate/4 a full quarter (simple), a post office TD the
 * quarterly rate compounded over the year (as a bank's payout deposit does, interestPerPayout).
 */
export function payoutAmount(
  principal: number,
  rate: number,
  schedule: InterestSchedule | "" | null,
  scheme?: InvestmentScheme,
): number | null {
  if (scheme === "post_office_mis") return (principal * rate) / 1200;
  if (scheme === "scss") return (principal * rate) / 400;
  if (scheme === "post_office_td")
    return interestPerPayout(principal, rate, 12);
  if (scheme && scheme !== "term_deposit") return null;
  if (!schedule || !isPayoutSchedule(schedule)) return null;
  return interestPerPayout(principal, rate, periodMonths(schedule) ?? 12);
}
