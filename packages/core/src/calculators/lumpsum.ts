import { compoundInterest } from "./compound-interest.ts";
import type { SipResult, SipYear } from "./sip.ts";

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

/** What the investment is worth at the end of each whole year (and the final part-year, if any). */
export function lumpsumByYear(input: LumpsumInput): SipYear[] {
  const rows: SipYear[] = [];
  for (let end = 1; end < input.timePeriod + 1; end += 1) {
    const upTo = Math.min(end, input.timePeriod);
    const grown = lumpsum({ ...input, timePeriod: upTo });
    rows.push({
      year: Math.ceil(upTo),
      invested: grown.totalInvestment,
      value: grown.maturityAmount,
    });
  }
  return rows;
}
