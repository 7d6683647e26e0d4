import { roundRupees } from "../format/money.ts";

export interface HomeLoanInput {
  principal: number;
  /** Annual rate in percent. */
  rate: number;
  /** Years. */
  tenure: number;
}

export interface HomeLoanResult {
  emi: number;
  totalAmount: number;
  totalInterest: number;
  principal: number;
}

/** Unrounded monthly instalment by the reducing-balance formula; rate 0 spreads the principal evenly. */
export function monthlyEmi(
  principal: number,
  annualRate: number,
  months: number,
): number {
  const i = annualRate / 1200;
  if (i === 0) return principal / months;
  // expm1/log1p keep tiny rates exact where (1 + i) ** n - 1 would cancel to 0.
  const growthMinusOne = Math.expm1(months * Math.log1p(i));
  return (principal * i * (growthMinusOne + 1)) / growthMinusOne;
}

/** The loan a monthly instalment repays: the EMI formula solved for the principal. */
export function loanForEmi(
  emi: number,
  annualRate: number,
  months: number,
): number {
  return emi / monthlyEmi(1, annualRate, months);
}

export function homeLoan({
  principal,
  rate,
  tenure,
}: HomeLoanInput): HomeLoanResult {
  const months = Math.round(tenure * 12);
  const emi = monthlyEmi(principal, rate, months);
  const totalAmount = emi * months;
  return {
    emi: roundRupees(emi),
    totalAmount: roundRupees(totalAmount),
    totalInterest: roundRupees(totalAmount - principal),
    principal: roundRupees(principal),
  };
}
