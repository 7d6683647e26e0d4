import { translate, type Translate } from "../i18n/messages.ts";
import en from "./messages/en.ts";

/**
 * How a deposit earns interest (docs/product.md#interest-schedules): interest added to the deposit
 * every period and paid at maturity, paid out every period, or simple interest at maturity.
 */
export const INTEREST_SCHEDULES = [
  "cumulative_monthly",
  "cumulative_quarterly",
  "cumulative_half_yearly",
  "cumulative_yearly",
  "payout_monthly",
  "payout_quarterly",
  "payout_half_yearly",
  "payout_yearly",
  "simple",
] as const;
export type InterestSchedule = (typeof INTEREST_SCHEDULES)[number];

export type PayoutSchedule = Extract<InterestSchedule, `payout_${string}`>;
export type CumulativeSchedule = Extract<
  InterestSchedule,
  `cumulative_${string}`
>;

/** The words people use for each schedule, as the forms, the details and the CSV say them. */
export function interestScheduleLabel(
  schedule: InterestSchedule | null,
  t: Translate<typeof en> = translate(en),
): string {
  return t(schedule ? `schedule.${schedule}` : "schedule.notRecorded");
}

const PERIOD_MONTHS = {
  monthly: 1,
  quarterly: 3,
  half_yearly: 6,
  yearly: 12,
} as const;

/** Months between two compoundings or two payouts; null for simple interest. */
export function periodMonths(schedule: InterestSchedule): number | null {
  if (schedule === "simple") return null;
  const period = schedule.replace(
    /^(cumulative|payout)_/,
    "",
  ) as keyof typeof PERIOD_MONTHS;
  return PERIOD_MONTHS[period];
}

export function isPayoutSchedule(
  schedule: InterestSchedule | null,
): schedule is PayoutSchedule {
  return schedule !== null && schedule.startsWith("payout_");
}

/**
 * What the forms offer first for an investment type: banks compound fixed deposits quarterly,
 * companies yearly; other types start with no schedule (the plain estimate).
 */
export function defaultInterestSchedule(
  investTypeName: string | undefined,
): InterestSchedule | null {
  const name = (investTypeName ?? "").trim().toLowerCase();
  if (name === "corporate fd" || name === "corporate fixed deposit")
    return "cumulative_yearly";
  if (name === "fixed deposit" || name === "fd") return "cumulative_quarterly";
  return null;
}

/** A select's value as a schedule: "" (none recorded) or anything unknown is null. */
export function readInterestSchedule(value: string): InterestSchedule | null {
  return (INTEREST_SCHEDULES as readonly string[]).includes(value)
    ? (value as InterestSchedule)
    : null;
}
