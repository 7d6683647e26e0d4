import type { Locale } from "../i18n/locale.ts";
import { formatCount } from "../format/period.ts";

/** How a period was written: years, months or days. */
export type TermUnit = "years" | "months" | "days";

/** Days in a year when a term is given in days, as banks count FD interest. */
export const DAYS_PER_YEAR = 365;

/**
 * A term as a number of years, exactly as the calculators take it: 18 months is 1.5 years,
 * 444 days is 444/365. The chat and a page opened from its link both convert through here,
 * so they compute with the same number.
 */
export function yearsFromTerm(count: number, unit: TermUnit): number {
  switch (unit) {
    case "years":
      return count;
    case "months":
      return count / 12;
    case "days":
      return count / DAYS_PER_YEAR;
  }
}

/** '444 days', '1 month', '18 months'. */
export function formatTerm(
  count: number,
  unit: "months" | "days",
  locale: Locale = "en",
): string {
  return formatCount(count, unit === "months" ? "month" : "day", locale);
}
