import type { DepositYear } from "./fixed-deposit.ts";
import {
  savingsByYear,
  savingsResult,
  type PpfResult,
  type SavingsPlan,
} from "./ppf.ts";

/** The least a Sukanya Samriddhi account takes in a financial year. */
export const SSY_YEARLY_DEPOSIT_MIN = 250;
/** The most a Sukanya Samriddhi account takes in a financial year. */
export const SSY_YEARLY_DEPOSIT_MAX = 150_000;
/** Deposits are made for the first 15 years from opening. */
export const SSY_DEPOSIT_YEARS = 15;
/** The account matures 21 years from opening. */
export const SSY_MATURITY_YEARS = 21;

export interface SukanyaSamriddhiInput {
  yearlyDeposit: number;
  /** Annual rate in percent. */
  rate: number;
}

export type SukanyaSamriddhiResult = PpfResult;

function ssyPlan({ yearlyDeposit, rate }: SukanyaSamriddhiInput): SavingsPlan {
  return {
    deposit: yearlyDeposit,
    frequency: "yearly",
    rate,
    years: SSY_MATURITY_YEARS,
    depositYears: SSY_DEPOSIT_YEARS,
  };
}

/** A deposit each year for 15 years from opening, compounded yearly, maturing 21 years from opening. */
export function sukanyaSamriddhi(
  input: SukanyaSamriddhiInput,
): SukanyaSamriddhiResult {
  return savingsResult(ssyPlan(input));
}

/** The balance at the end of each of the account's 21 years. */
export function sukanyaSamriddhiByYear(
  input: SukanyaSamriddhiInput,
): DepositYear[] {
  return savingsByYear(ssyPlan(input));
}
