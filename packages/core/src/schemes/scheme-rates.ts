import { formatMonthRange, parseIsoDate } from "../format/date.ts";
import type { Locale } from "../i18n/locale.ts";
import type { SchemePage } from "./scheme-pages.ts";

/**
 * The small-savings rates the government notifies each quarter (docs/product.md#scheme-rates), as
 * data: one record per quarter with every instrument's rate and the months a Kisan Vikas Patra
 * takes to double at it. The history Kosh starts with is scheme-rate-history.ts; the server keeps
 * the records in its database, where admins add and correct them.
 */

/** The instruments a quarter's notification gives a rate for, in the order it lists them. */
export const SCHEME_RATE_KEYS = [
  "savingsDeposit",
  "timeDeposit1",
  "timeDeposit2",
  "timeDeposit3",
  "timeDeposit5",
  "recurringDeposit",
  "scss",
  "monthlyIncome",
  "nsc",
  "ppf",
  "kvp",
  "sukanyaSamriddhi",
] as const;
export type SchemeRateKey = (typeof SCHEME_RATE_KEYS)[number];

/** Each instrument's rate, percent a year. */
export type SchemeRates = Record<SchemeRateKey, number>;

export interface SchemeRateQuarter {
  /** The quarter's first day, YYYY-MM-DD: 1 January, April, July or October. */
  quarterStart: string;
  rates: SchemeRates;
  /** The months a Kisan Vikas Patra bought in the quarter takes to double. */
  kvpMonths: number;
}

/**
 * Which rate a deposit earns: `opening`, the rate of the quarter it was opened in, kept to
 * maturity (NSC, KVP, SCSS, MIS, time and recurring deposits); `each-quarter`, the rate notified
 * for each quarter as it comes (PPF, Sukanya Samriddhi, the savings account).
 */
export const SCHEME_RATE_RULE: Record<
  SchemeRateKey,
  "opening" | "each-quarter"
> = {
  savingsDeposit: "each-quarter",
  timeDeposit1: "opening",
  timeDeposit2: "opening",
  timeDeposit3: "opening",
  timeDeposit5: "opening",
  recurringDeposit: "opening",
  scss: "opening",
  monthlyIncome: "opening",
  nsc: "opening",
  ppf: "each-quarter",
  kvp: "opening",
  sukanyaSamriddhi: "each-quarter",
};

/** The years a post office time deposit is opened for, each with its own rate. */
export type TimeDepositYears = 1 | 2 | 3 | 5;

const TIME_DEPOSIT_RATES = {
  1: "timeDeposit1",
  2: "timeDeposit2",
  3: "timeDeposit3",
  5: "timeDeposit5",
} as const satisfies Record<TimeDepositYears, SchemeRateKey>;

/** The rate a scheme page takes as its default: the time deposit's for its years (5 unless said). */
export function schemeRateKeyOf(
  page: SchemePage,
  years: TimeDepositYears = 5,
): SchemeRateKey {
  switch (page) {
    case "sukanya-samriddhi":
      return "sukanyaSamriddhi";
    case "post-office-mis":
      return "monthlyIncome";
    case "post-office-td":
      return TIME_DEPOSIT_RATES[years];
    default:
      return page;
  }
}

const QUARTER_START = /^\d{4}-(01|04|07|10)-01$/;

/** Whether `value` is a quarter's first day: YYYY-01-01, -04-01, -07-01 or -10-01. */
export function isQuarterStart(value: string): boolean {
  return QUARTER_START.test(value);
}

/** The first day of the quarter `date` (YYYY-MM-DD) is in: 2026-11-28 → 2026-10-01. */
export function quarterOf(date: string): string {
  const { year, month } = parseIsoDate(date);
  const first = month - ((month - 1) % 3);
  return `${String(year).padStart(4, "0")}-${String(first).padStart(2, "0")}-01`;
}

/** The first day of the quarter after the one starting `quarterStart`. */
export function nextQuarter(quarterStart: string): string {
  const { year, month } = parseIsoDate(quarterStart);
  return month === 10
    ? `${String(year + 1).padStart(4, "0")}-01-01`
    : `${String(year).padStart(4, "0")}-${String(month + 3).padStart(2, "0")}-01`;
}

/** Whether the quarter starting `quarterStart` ended before `today` (YYYY-MM-DD). */
export function quarterHasPassed(quarterStart: string, today: string): boolean {
  return nextQuarter(quarterStart) <= today;
}

/** The record with the latest quarter, or undefined for none. */
export function latestQuarter(
  history: readonly SchemeRateQuarter[],
): SchemeRateQuarter | undefined {
  let latest: SchemeRateQuarter | undefined;
  for (const record of history) {
    if (!latest || record.quarterStart > latest.quarterStart) latest = record;
  }
  return latest;
}

/** The rates in force on a day, and whether they were notified for that day's quarter. */
export interface RatesInForce {
  quarter: SchemeRateQuarter;
  /**
   * False when no rate is on record for the day's quarter, so these are an earlier quarter's: a
   * page then says which quarter they were notified for rather than calling them current.
   */
  current: boolean;
}

/**
 * The rates in force on `date`: those notified for its quarter, else the latest notified before
 * it (`current` false). A quarter recorded ahead of `date` is not yet in force. Undefined when
 * nothing on record starts on or before `date`.
 */
export function ratesInForce(
  history: readonly SchemeRateQuarter[],
  date: string,
): RatesInForce | undefined {
  const quarter = quarterOf(date);
  const inForce = latestQuarter(
    history.filter((record) => record.quarterStart <= quarter),
  );
  return (
    inForce && { quarter: inForce, current: inForce.quarterStart === quarter }
  );
}

/**
 * Whether the latest quarter on record has ended before `today`: the government has notified a
 * later quarter that nobody has entered yet (or none is on record at all).
 */
export function latestQuarterHasPassed(
  history: readonly SchemeRateQuarter[],
  today: string,
): boolean {
  const latest = latestQuarter(history);
  return !latest || quarterHasPassed(latest.quarterStart, today);
}

/**
 * The rate of `key` from `from` on, as a scheme earning each quarter's rate counts it (PPF, Sukanya
 * Samriddhi; docs/product.md#schemes-in-my-investments): the rate in force in the quarter containing
 * `from` (from that quarter's first day), then each later quarter whose rate differs, oldest first.
 * With nothing on record by `from`, the changes start at the first quarter on record.
 */
export function rateChangesOf(
  quarters: readonly SchemeRateQuarter[],
  key: SchemeRateKey,
  from: string,
): { from: string; rate: number }[] {
  const first = quarterOf(from);
  const inForce = ratesInForce(quarters, from)?.quarter;
  const later = quarters
    .filter((record) => record.quarterStart > first)
    .sort((a, b) => (a.quarterStart < b.quarterStart ? -1 : 1));
  const changes: { from: string; rate: number }[] = inForce
    ? [{ from: first, rate: inForce.rates[key] }]
    : [];
  for (const record of later) {
    if (changes.at(-1)?.rate === record.rates[key]) continue;
    changes.push({ from: record.quarterStart, rate: record.rates[key] });
  }
  return changes;
}

/** The quarter starting `quarterStart` as 'January–March 2026' (जनवरी–मार्च 2026). */
export function formatQuarter(
  quarterStart: string,
  locale: Locale = "en",
): string {
  return formatMonthRange(quarterStart, 3, locale);
}
