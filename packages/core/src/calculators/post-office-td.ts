import { roundRupees } from "../format/money.ts";

/** The least a Time Deposit account takes. */
export const TD_DEPOSIT_MIN = 1000;
/** Deposits are in multiples of ₹100. */
export const TD_DEPOSIT_MULTIPLE = 100;
/** The terms a Time Deposit is opened for, in years. */
export const TD_YEARS = [1, 2, 3, 5] as const;

export interface PostOfficeTdInput {
  deposit: number;
  /** Years, one of TD_YEARS. */
  years: number;
  /** Annual rate in percent: the rate of the quarter the account was opened in. */
  rate: number;
}

export interface PostOfficeTdResult {
  yearlyInterest: number;
  totalInterest: number;
  /** The deposit, returned at maturity: the interest has been paid out each year. */
  maturityAmount: number;
}

/** Compounded quarterly within each year but paid out every year: P × ((1 + r/400)⁴ − 1) a year. */
export function postOfficeTd({
  deposit,
  years,
  rate,
}: PostOfficeTdInput): PostOfficeTdResult {
  const yearly = deposit * Math.expm1(4 * Math.log1p(rate / 400));
  return {
    yearlyInterest: roundRupees(yearly),
    totalInterest: roundRupees(yearly * years),
    maturityAmount: roundRupees(deposit),
  };
}
