import type { AccountAggregatorTermDeposit } from "../contracts/account.ts";
import type { Investment } from "../contracts/investments.ts";
import { daysBetween } from "../format/date.ts";

/** Kosh's schedule periods in the capitals of the Account Aggregator's values. */
const PERIOD = {
  monthly: "MONTHLY",
  quarterly: "QUARTERLY",
  half_yearly: "HALF_YEARLY",
  yearly: "YEARLY",
} as const;

type Period = keyof typeof PERIOD;

/** All but the last four characters hidden, as a masked account number shows it. */
function masked(accountNumber: string | null): string | null {
  if (!accountNumber) return null;
  const visible = accountNumber.slice(-4);
  return `${"X".repeat(Math.max(0, accountNumber.length - 4))}${visible}`;
}

/**
 * A term deposit's terms under the attribute names of the Account Aggregator's term-deposit
 * `Summary` (ReBIT's FI schema; docs/product.md#your-data); null for every other scheme, which
 * that schema does not describe.
 */
export function accountAggregatorTermDeposit(
  investment: Investment,
): AccountAggregatorTermDeposit | null {
  if (investment.scheme !== "term_deposit") return null;
  const schedule = investment.interest_schedule;
  const [kind, period] = schedule
    ? (schedule.split(/_(.+)/) as [string, Period | undefined])
    : [null, undefined];
  return {
    principalAmount: investment.principal_amount,
    interestRate: investment.rate_of_interest,
    openingDate: investment.start_date,
    maturityDate: investment.end_date,
    maturityAmount: investment.maturity_amount,
    tenureDays: daysBetween(investment.start_date, investment.end_date),
    compoundingFrequency:
      kind === "cumulative" && period ? PERIOD[period] : null,
    interestPayout:
      kind === "payout" && period
        ? PERIOD[period]
        : kind === null
          ? null
          : "MATURITY",
    interestComputation:
      kind === null ? null : kind === "cumulative" ? "COMPOUND" : "SIMPLE",
    maskedAccNumber: masked(investment.account_number),
  };
}
