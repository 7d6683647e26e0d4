import type { SipResult, SipYear } from "./sip.ts";
import { sip, sipByYear, sipValue } from "./sip.ts";

export interface GoalSipInput {
  targetAmount: number;
  /** Expected annual return in percent. */
  expectedReturn: number;
  /** Years. */
  timePeriod: number;
}

export interface GoalSipResult {
  /** The whole-rupee instalment that reaches the target. */
  monthlyInvestment: number;
  totalInvestment: number;
  totalReturns: number;
}

/** The least whole-rupee monthly SIP that reaches the target under the SIP convention. */
export function goalSip({
  targetAmount,
  expectedReturn,
  timePeriod,
}: GoalSipInput): GoalSipResult {
  const months = Math.round(timePeriod * 12);
  const exact = targetAmount / sipValue(1, expectedReturn, months);
  // Up to the next rupee, but not for the last bits of floating-point noise above a whole one.
  const monthlyInvestment = Math.max(0, Math.ceil(exact - 1e-6));
  const reached: SipResult = sip({
    monthlyInvestment,
    expectedReturn,
    timePeriod,
  });
  return {
    monthlyInvestment,
    totalInvestment: reached.totalInvestment,
    totalReturns: reached.totalReturns,
  };
}

/** The goal's instalment, year by year: what went in and what it is worth at each year's end. */
export function goalSipByYear(input: GoalSipInput): SipYear[] {
  return sipByYear({
    monthlyInvestment: goalSip(input).monthlyInvestment,
    expectedReturn: input.expectedReturn,
    timePeriod: input.timePeriod,
  });
}
