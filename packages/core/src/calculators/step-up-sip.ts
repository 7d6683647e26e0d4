import { roundRupees } from "../format/money.ts";
import type { SipResult, SipYear } from "./sip.ts";
import { sipValue } from "./sip.ts";

/** The least yearly raise of the instalment, in percent. */
export const STEP_UP_MIN = 0;
/** The most yearly raise of the instalment, in percent. */
export const STEP_UP_MAX = 50;

export interface StepUpSipInput {
  /** The first year's monthly instalment. */
  monthlyInvestment: number;
  /** Percent the instalment is raised by every 12 months. */
  stepUp: number;
  /** Expected annual return in percent. */
  expectedReturn: number;
  /** Years. */
  timePeriod: number;
}

export type StepUpSipResult = SipResult;

/** The SIP convention (rate/12 a month, paid at the start of each month), the instalment raised by stepUp % every 12 months, unrounded. */
export function stepUpSip({
  monthlyInvestment,
  stepUp,
  expectedReturn,
  timePeriod,
}: StepUpSipInput): StepUpSipResult {
  const months = Math.round(timePeriod * 12);
  const monthlyGrowth = Math.log1p(expectedReturn / 1200);
  let maturity = 0;
  let invested = 0;
  for (let start = 0; start < months; start += 12) {
    const length = Math.min(12, months - start);
    const instalment = monthlyInvestment * (1 + stepUp / 100) ** (start / 12);
    // This year's instalments, grown over the months left after the year.
    const monthsAfter = months - start - length;
    maturity +=
      sipValue(instalment, expectedReturn, length) *
      Math.exp(monthsAfter * monthlyGrowth);
    invested += instalment * length;
  }
  return {
    maturityAmount: roundRupees(maturity),
    totalInvestment: roundRupees(invested),
    totalReturns: roundRupees(maturity - invested),
  };
}

/** What went in and what it is worth at the end of each whole year (and the final part-year). */
export function stepUpSipByYear(input: StepUpSipInput): SipYear[] {
  const months = Math.round(input.timePeriod * 12);
  const rows: SipYear[] = [];
  for (let end = 12; end < months + 12; end += 12) {
    const upTo = Math.min(end, months);
    // The first years of a longer plan are a plan of that many years.
    const sofar = stepUpSip({ ...input, timePeriod: upTo / 12 });
    rows.push({
      year: Math.ceil(upTo / 12),
      invested: sofar.totalInvestment,
      value: sofar.maturityAmount,
    });
  }
  return rows;
}
