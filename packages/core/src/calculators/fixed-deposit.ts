import { roundRupees } from "../format/money.ts";

export interface FdInput {
  principal: number;
  /** Annual rate in percent. */
  rate: number;
  /** Years; fractions allowed (0.25 is three months). */
  tenure: number;
}

export interface FdResult {
  maturityAmount: number;
  interestEarned: number;
  principal: number;
}

export interface DepositYear {
  year: number;
  invested: number;
  value: number;
}

/** Quarterly compounding, as Indian banks quote FDs. */
function fdValue(principal: number, annualRate: number, years: number): number {
  return principal * (1 + annualRate / 400) ** (4 * years);
}

export function fixedDeposit({ principal, rate, tenure }: FdInput): FdResult {
  const maturity = fdValue(principal, rate, tenure);
  return {
    maturityAmount: roundRupees(maturity),
    interestEarned: roundRupees(maturity - principal),
    principal: roundRupees(principal),
  };
}

export function fixedDepositByYear({
  principal,
  rate,
  tenure,
}: FdInput): DepositYear[] {
  const rows: DepositYear[] = [];
  for (let y = 1; y < tenure + 1; y += 1) {
    const upTo = Math.min(y, tenure);
    rows.push({
      year: Math.round(upTo * 100) / 100,
      invested: roundRupees(principal),
      value: roundRupees(fdValue(principal, rate, upTo)),
    });
  }
  return rows;
}
