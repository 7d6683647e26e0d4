import { message } from "../contracts/message.ts";
import {
  PPF_YEARLY_DEPOSIT_MAX,
  PPF_YEARLY_DEPOSIT_MIN,
} from "../calculators/ppf.ts";
import {
  SSY_DEPOSIT_YEARS,
  SSY_YEARLY_DEPOSIT_MAX,
  SSY_YEARLY_DEPOSIT_MIN,
} from "../calculators/sukanya-samriddhi.ts";
import { addMonths } from "../format/date.ts";
import { formatInr, roundRupees } from "../format/money.ts";
import { financialYearOf } from "./interest-by-financial-year.ts";
import type { DepositTerms } from "./deposit-value.ts";
import { type AccountScheme, isAccountScheme } from "./investment-scheme.ts";

/**
 * Deposits into a PPF or Sukanya Samriddhi account (docs/product.md#schemes-in-my-investments):
 * each financial year's deposits together within the scheme's limits, made while the account takes
 * them.
 */

export interface YearlyLimits {
  /** The least the year's deposits must add up to, to keep the account active. */
  min: number;
  /** The most the year's deposits may add up to. */
  max: number;
}

export function accountYearlyLimits(scheme: AccountScheme): YearlyLimits {
  return scheme === "ppf"
    ? { min: PPF_YEARLY_DEPOSIT_MIN, max: PPF_YEARLY_DEPOSIT_MAX }
    : { min: SSY_YEARLY_DEPOSIT_MIN, max: SSY_YEARLY_DEPOSIT_MAX };
}

/** The deposits made in the financial year `year` ("2026-27"). */
function depositsInYear(
  deposits: readonly { date: string; amount: number }[],
  year: string,
) {
  return deposits.filter((deposit) => financialYearOf(deposit.date) === year);
}

/** What the deposit rules read of an account. */
interface AccountYears {
  startDate: string;
  endDate: string;
  /** A PPF extended without deposits: the day it stopped taking them (account-extension.ts). */
  depositsCloseOn?: string | null;
}

/**
 * The day after the last one that takes deposits: maturity (a PPF extended without deposits, the
 * maturity it was extended from), or for Sukanya 15 years from opening.
 */
function depositsCloseOn(scheme: AccountScheme, account: AccountYears): string {
  if (scheme === "ppf") return account.depositsCloseOn ?? account.endDate;
  const close = addMonths(account.startDate, SSY_DEPOSIT_YEARS * 12);
  return close < account.endDate ? close : account.endDate;
}

/**
 * Why the account cannot take `added`, as a message of the catalogue naming the field (`date` or
 * `amount`), or null when it can: a date before opening or after the years that take deposits, or
 * an amount above what is left of the financial year's limit.
 */
export function accountDepositProblem(
  scheme: AccountScheme,
  existingDeposits: readonly { date: string; amount: number }[],
  added: { date: string; amount: number },
  account: AccountYears,
  /** The request's names for the deposit's date and amount (the opening deposit's are start_date and principal_amount). */
  fields: { date: string; amount: string } = { date: "date", amount: "amount" },
): string | null {
  if (added.date < account.startDate)
    return message("investments.depositBeforeOpening", {
      field: fields.date,
      date: account.startDate,
    });
  const closeOn = depositsCloseOn(scheme, account);
  if (added.date >= closeOn)
    return message(
      closeOn >= account.endDate
        ? "investments.depositAfterMaturity"
        : scheme === "ppf"
          ? "investments.depositAfterExtensionWithout"
          : "investments.depositAfterDepositYears",
      { field: fields.date, date: closeOn },
    );
  const year = financialYearOf(added.date);
  const depositedThatYear = depositsInYear(existingDeposits, year).reduce(
    (sum, deposit) => sum + deposit.amount,
    0,
  );
  const { max } = accountYearlyLimits(scheme);
  if (depositedThatYear + added.amount > max)
    return message("investments.depositAboveYearlyLimit", {
      field: fields.amount,
      limit: formatInr(max),
      year,
      left: formatInr(roundRupees(Math.max(0, max - depositedThatYear))),
    });
  return null;
}

/**
 * The financial year ("2026-27") a PPF or Sukanya account has had no deposit in yet on `today`,
 * while it still takes deposits (Sukanya: its first 15 years; a PPF extended without deposits: until
 * the maturity it was extended from), or null: what the reminder to keep
 * the account active names (a deposit by 5 April earns the whole year's interest).
 */
export function accountYearWithoutDeposit(
  terms: DepositTerms,
  today: string,
): string | null {
  if (!terms.scheme || !isAccountScheme(terms.scheme)) return null;
  if (today < terms.startDate || today >= depositsCloseOn(terms.scheme, terms))
    return null;
  const year = financialYearOf(today);
  return depositsInYear(terms.deposits ?? [], year).length > 0 ? null : year;
}
