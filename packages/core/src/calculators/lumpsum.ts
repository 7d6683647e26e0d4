import { compoundInterest } from "./compound-interest.ts";
import type { SipResult } from "./sip.ts";

export interface LumpsumInput {
  totalInvestment: number;
  /** Expected annual return in percent. */
  expectedReturn: number;
  /** Years. */
  timePeriod: number;
}

export type LumpsumResult = SipResult;

/** One investment compounded yearly at the expected return: P × (1 + r/100)^years. */
export function lumpsum({
  totalInvestment,
  expectedReturn,
  timePeriod,
}: LumpsumInput): LumpsumResult {
  const grown = compoundInterest({
    principal: totalInvestment,
    rate: expectedReturn,
    time: timePeriod,
  });
  return {
    maturityAmount: grown.compoundAmount,
    totalInvestment: grown.principal,
    totalReturns: grown.compoundInterest,
  };
}
