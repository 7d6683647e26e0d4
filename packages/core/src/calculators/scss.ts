import { roundRupees } from "../format/money.ts";

/** The least a Senior Citizens' Savings Scheme account takes. */
export const SCSS_DEPOSIT_MIN = 1000;
/** Deposits are in multiples of ₹1,000. */
export const SCSS_DEPOSIT_MULTIPLE = 1000;
/** The most one holder may deposit across SCSS accounts. */
export const SCSS_DEPOSIT_MAX = 3_000_000;
/** The account matures after 5 years. */
export const SCSS_YEARS = 5;

export interface ScssInput {
  deposit: number;
  /** Annual rate in percent: the rate of the quarter the account was opened in. */
  rate: number;
}

export interface ScssResult {
  quarterlyInterest: number;
  yearlyInterest: number;
  totalInterest: number;
  /** The deposit, returned at maturity: the interest has been paid out each quarter. */
  maturityAmount: number;
}

/** Simple interest at rate/4 paid out each quarter for 5 years; the deposit is returned at maturity. */
export function scss({ deposit, rate }: ScssInput): ScssResult {
  const quarterly = (deposit * rate) / 400;
  return {
    quarterlyInterest: roundRupees(quarterly),
    yearlyInterest: roundRupees(quarterly * 4),
    totalInterest: roundRupees(quarterly * 4 * SCSS_YEARS),
    maturityAmount: roundRupees(deposit),
  };
}
