import {
  depositMaturityAmount,
  type DepositTerms,
} from "../deposits/deposit-value.ts";
import type { InterestSchedule } from "../deposits/interest-schedule.ts";
import { daysBetween } from "../format/date.ts";
import { roundRupees } from "../format/money.ts";

/**
 * The add-investment form's estimate, rounded; null until the dates make sense. Without a schedule
 * P·(1+r/100)^(days/365.25); with one, the bank's way of counting (docs/product.md#interest-schedules);
 * with a scheme (`extra`), the scheme's rule (docs/product.md#schemes-in-my-investments).
 */
export function maturityEstimate(
  principal: number,
  annualRate: number,
  startDate: string,
  endDate: string,
  schedule: InterestSchedule | null = null,
  extra?: Pick<
    DepositTerms,
    "scheme" | "monthlyInstalment" | "deposits" | "rateChanges"
  >,
): number | null {
  if (!(principal > 0) || !(annualRate >= 0) || !startDate || !endDate)
    return null;
  const days = daysBetween(startDate, endDate);
  if (!(days > 0)) return null;
  return roundRupees(
    depositMaturityAmount({
      principal,
      rate: annualRate,
      startDate,
      endDate,
      schedule,
      ...extra,
    }),
  );
}
