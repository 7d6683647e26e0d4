import type { Locale } from "../i18n/locale.ts";

export type PeriodUnit = "year" | "month" | "day";

/**
 * A unit's name after a count, one and other, in each language (docs/hindi-glossary.md). Hindi
 * says साल for one and many; महीना becomes महीने after any count but one.
 */
const UNITS: Record<Locale, Record<PeriodUnit, readonly [string, string]>> = {
  en: {
    year: ["year", "years"],
    month: ["month", "months"],
    day: ["day", "days"],
  },
  hi: {
    year: ["साल", "साल"],
    month: ["महीना", "महीने"],
    day: ["दिन", "दिन"],
  },
};

/** '1 year', '20 years', '6 months' in English; '1 साल', '6 महीने' in Hindi. */
export function formatCount(
  count: number,
  unit: PeriodUnit,
  locale: Locale = "en",
): string {
  const [one, other] = UNITS[locale][unit];
  return `${count} ${count === 1 ? one : other}`;
}

/** '18 years 4 months', '1 year', '7 months'. */
export function formatMonths(months: number, locale: Locale = "en"): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(formatCount(years, "year", locale));
  if (rest > 0 || years === 0) parts.push(formatCount(rest, "month", locale));
  return parts.join(" ");
}
