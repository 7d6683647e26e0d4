import { roundRupees } from "../format/money.ts";

export interface SipInput {
  monthlyInvestment: number;
  /** Expected annual return in percent. */
  expectedReturn: number;
  /** Years. */
  timePeriod: number;
}

export interface SipResult {
  maturityAmount: number;
  totalInvestment: number;
  totalReturns: number;
}

export interface SipYear {
  year: number;
  invested: number;
  value: number;
}

/**
 * Future value of an annuity-due: each instalment is paid at the start of its month, at the
 * monthly rate annualRate/12 (the SIP convention of docs/product.md#formulas-and-known-answers).
 * Unrounded; the step-up and goal SIPs build on it.
 */
export function sipValue(
  monthly: number,
  annualRate: number,
  months: number,
): number {
  const i = annualRate / 1200;
  if (i === 0) return monthly * months;
  return monthly * (Math.expm1(months * Math.log1p(i)) / i) * (1 + i);
}

export function sip({
  monthlyInvestment,
  expectedReturn,
  timePeriod,
}: SipInput): SipResult {
  const months = Math.round(timePeriod * 12);
  const maturity = sipValue(monthlyInvestment, expectedReturn, months);
  const invested = monthlyInvestment * months;
  return {
    maturityAmount: roundRupees(maturity),
    totalInvestment: roundRupees(invested),
    totalReturns: roundRupees(maturity - invested),
  };
}

/** Value at the end of each whole year (and the final part-year, if any). */
export function sipByYear({
  monthlyInvestment,
  expectedReturn,
  timePeriod,
}: SipInput): SipYear[] {
  const months = Math.round(timePeriod * 12);
  const rows: SipYear[] = [];
  for (let m = 12; m < months + 12; m += 12) {
    const upTo = Math.min(m, months);
    rows.push({
      year: Math.ceil(upTo / 12),
      invested: roundRupees(monthlyInvestment * upTo),
      value: roundRupees(sipValue(monthlyInvestment, expectedReturn, upTo)),
    });
  }
  return rows;
}
