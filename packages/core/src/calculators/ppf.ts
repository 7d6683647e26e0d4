import { roundRupees } from "../format/money.ts";
import type { DepositYear } from "./fixed-deposit.ts";

/** The least a PPF account takes in a financial year, all deposits together. */
export const PPF_YEARLY_DEPOSIT_MIN = 500;
/** The most a PPF account takes in a financial year, all deposits together. */
export const PPF_YEARLY_DEPOSIT_MAX = 150_000;
/** The account's life in years: 15, then extended in blocks of 5 up to 50. */
export const PPF_YEARS = [15, 20, 25, 30, 35, 40, 45, 50] as const;

export type PpfFrequency = "yearly" | "monthly";

export interface PpfInput {
  /** Each deposit: the year's one (yearly) or each month's (monthly). */
  deposit: number;
  frequency: PpfFrequency;
  /** Annual rate in percent. */
  rate: number;
  /** Years, one of PPF_YEARS. */
  years: number;
}

export interface PpfResult {
  maturityAmount: number;
  totalDeposits: number;
  interestEarned: number;
}

/** How a yearly-credited small-savings account is fed: how much, how often, for how many years. */
export interface SavingsPlan {
  deposit: number;
  frequency: PpfFrequency;
  /** Annual rate in percent. */
  rate: number;
  /** Years the account runs. */
  years: number;
  /** Years in which deposits are made (the first ones); the account runs on after them. */
  depositYears: number;
}

/**
 * Convention: deposits by the 5th (a yearly one by 5 April), interest each month at rate/12 on
 * that month's balance, credited on 31 March, so it compounds yearly.
 */
export function yearEndBalances(plan: SavingsPlan): number[] {
  const balances: number[] = [];
  let balance = 0;
  for (let year = 0; year < plan.years; year += 1) {
    let interest = 0;
    for (let month = 0; month < 12; month += 1) {
      const depositMonth = plan.frequency === "monthly" || month === 0;
      if (year < plan.depositYears && depositMonth) balance += plan.deposit;
      interest += (balance * plan.rate) / 1200;
    }
    balance += interest;
    balances.push(balance);
  }
  return balances;
}

/** What the plan's deposits add up to by the end of a year (1-based). */
export function depositsBy(plan: SavingsPlan, year: number): number {
  const perYear =
    plan.frequency === "monthly" ? plan.deposit * 12 : plan.deposit;
  return perYear * Math.min(year, plan.depositYears);
}

/** The three figures of a plan's last year: what it is worth, what went in, what it earned. */
export function savingsResult(plan: SavingsPlan): PpfResult {
  const maturity = yearEndBalances(plan).at(-1) ?? 0;
  const deposits = depositsBy(plan, plan.years);
  return {
    maturityAmount: roundRupees(maturity),
    totalDeposits: roundRupees(deposits),
    interestEarned: roundRupees(maturity - deposits),
  };
}

/** The plan's value at the end of each year. */
export function savingsByYear(plan: SavingsPlan): DepositYear[] {
  return yearEndBalances(plan).map((value, index) => ({
    year: index + 1,
    invested: roundRupees(depositsBy(plan, index + 1)),
    value: roundRupees(value),
  }));
}

function ppfPlan(input: PpfInput): SavingsPlan {
  return { ...input, depositYears: input.years };
}

/** Deposits by the 5th (a yearly one by 5 April); interest monthly at rate/12 on the month's balance, credited each 31 March. */
export function ppf(input: PpfInput): PpfResult {
  return savingsResult(ppfPlan(input));
}

/** The PPF balance at the end of each financial year. */
export function ppfByYear(input: PpfInput): DepositYear[] {
  return savingsByYear(ppfPlan(input));
}
