import { addMonths, daysBetween, parseIsoDate } from "../format/date.ts";

/** Whole calendar months from `from` to `to` that have run out by `to` (31 Jan → 28 Feb is one). */
export function completeMonths(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  const months = (b.year - a.year) * 12 + (b.month - a.month);
  return addMonths(from, months) > to ? months - 1 : months;
}

/**
 * Months from `from` to `to` with the month under way as a share of its days: 1 Jan → 16 Feb is
 * 1 + 15/28. What grows by the month (a recurring deposit's instalments, a KVP) counts through here.
 */
export function monthsElapsed(from: string, to: string): number {
  const whole = completeMonths(from, to);
  const last = addMonths(from, whole);
  return (
    whole +
    daysBetween(last, to) / daysBetween(last, addMonths(from, whole + 1))
  );
}
