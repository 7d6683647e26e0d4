import { roundRupees } from "../format/money.ts";

export interface CompoundInterestInput {
  principal: number;
  rate: number;
  /** Years; compounded once a year. */
  time: number;
}

export interface CompoundInterestResult {
  compoundInterest: number;
  compoundAmount: number;
  principal: number;
}

export function compoundInterest({
  principal,
  rate,
  time,
}: CompoundInterestInput): CompoundInterestResult {
  const amount = principal * (1 + rate / 100) ** time;
  return {
    compoundInterest: roundRupees(amount - principal),
    compoundAmount: roundRupees(amount),
    principal: roundRupees(principal),
  };
}
