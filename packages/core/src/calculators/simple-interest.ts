import { roundRupees } from "../format/money.ts";

export interface SimpleInterestInput {
  principal: number;
  rate: number;
  /** Years. */
  time: number;
}

export interface SimpleInterestResult {
  simpleInterest: number;
  totalAmount: number;
  principal: number;
}

export function simpleInterest({
  principal,
  rate,
  time,
}: SimpleInterestInput): SimpleInterestResult {
  const interest = (principal * rate * time) / 100;
  return {
    simpleInterest: roundRupees(interest),
    totalAmount: roundRupees(principal + interest),
    principal: roundRupees(principal),
  };
}
