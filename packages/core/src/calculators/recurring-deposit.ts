import { roundRupees } from "../format/money.ts";
import type { DepositYear } from "./fixed-deposit.ts";

export interface RdInput {
  monthlyDeposit: number;
  /** Annual rate in percent. */
  rate: number;
  /** Years. */
  tenure: number;
}

export interface RdResult {
  maturityAmount: number;
  totalDeposits: number;
  interestEarned: number;
}

/**
 * The IBA formula Indian banks use: monthly deposits, interest compounded quarterly; what `years`
 * × 12 instalments are worth a month after the last one. My Investments' recurring deposits count
 * through here too (deposits/schemes/recurring-deposit.ts).
 */
export function rdValue(
  monthly: number,
  annualRate: number,
  years: number,
): number {
  const i = annualRate / 400;
  const quarters = years * 4;
  if (i === 0) return monthly * years * 12;
  return (
    (monthly * Math.expm1(quarters * Math.log1p(i))) /
    -Math.expm1((-1 / 3) * Math.log1p(i))
  );
}

export function recurringDeposit({
  monthlyDeposit,
  rate,
  tenure,
}: RdInput): RdResult {
  const maturity = rdValue(monthlyDeposit, rate, tenure);
  const deposits = monthlyDeposit * Math.round(tenure * 12);
  return {
    maturityAmount: roundRupees(maturity),
    totalDeposits: roundRupees(deposits),
    interestEarned: roundRupees(maturity - deposits),
  };
}

export function recurringDepositByYear({
  monthlyDeposit,
  rate,
  tenure,
}: RdInput): DepositYear[] {
  const rows: DepositYear[] = [];
  for (let y = 1; y < tenure + 1; y += 1) {
    const upTo = Math.min(y, tenure);
    rows.push({
      year: Math.round(upTo * 100) / 100,
      invested: roundRupees(monthlyDeposit * Math.round(upTo * 12)),
      value: roundRupees(rdValue(monthlyDeposit, rate, upTo)),
    });
  }
  return rows;
}
