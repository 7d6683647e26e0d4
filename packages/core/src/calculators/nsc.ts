import { roundRupees } from "../format/money.ts";
import type { DepositYear } from "./fixed-deposit.ts";

/** The least an NSC is bought for. */
export const NSC_PRINCIPAL_MIN = 1000;
/** An NSC is bought in multiples of ₹100. */
export const NSC_PRINCIPAL_MULTIPLE = 100;
/** An NSC matures after 5 years. */
export const NSC_YEARS = 5;

export interface NscInput {
  principal: number;
  /** Annual rate in percent: the rate of the quarter the certificate was bought in. */
  rate: number;
}

export interface NscResult {
  maturityAmount: number;
  interestEarned: number;
  principal: number;
  /** The interest accrued in each of the 5 years; it counts as reinvested for tax. */
  yearlyInterest: number[];
}

/** Compounded yearly for 5 years and paid at maturity; each year's interest counts as reinvested. */
export function nsc({ principal, rate }: NscInput): NscResult {
  const yearlyInterest: number[] = [];
  let balance = principal;
  for (let year = 0; year < NSC_YEARS; year += 1) {
    const interest = (balance * rate) / 100;
    yearlyInterest.push(interest);
    balance += interest;
  }
  return {
    maturityAmount: roundRupees(balance),
    interestEarned: roundRupees(balance - principal),
    principal: roundRupees(principal),
    yearlyInterest: yearlyInterest.map(roundRupees),
  };
}

/** The certificate's value at the end of each of its 5 years, against the price paid. */
export function nscByYear({ principal, rate }: NscInput): DepositYear[] {
  const rows: DepositYear[] = [];
  let balance = principal;
  for (let year = 1; year <= NSC_YEARS; year += 1) {
    balance += (balance * rate) / 100;
    rows.push({
      year,
      invested: roundRupees(principal),
      value: roundRupees(balance),
    });
  }
  return rows;
}
