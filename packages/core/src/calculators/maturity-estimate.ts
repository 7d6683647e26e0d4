import { daysBetween } from "../format/date.ts";
import { roundRupees } from "../format/money.ts";

/** The add-investment form's estimate: P·(1+r/100)^(days/365.25), rounded; null until the dates make sense. */
export function maturityEstimate(
  principal: number,
  annualRate: number,
  startDate: string,
  endDate: string,
): number | null {
  if (!(principal > 0) || !(annualRate >= 0) || !startDate || !endDate)
    return null;
  const days = daysBetween(startDate, endDate);
  if (!(days > 0)) return null;
  return roundRupees(principal * (1 + annualRate / 100) ** (days / 365.25));
}
