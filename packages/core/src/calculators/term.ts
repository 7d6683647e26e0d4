import type { Locale } from "../i18n/locale.ts";
import { formatCount } from "../format/period.ts";
import type { SliderShape } from "./slider-config.ts";

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

const PER_YEAR: Readonly<Record<TermUnit, number>> = {
  years: 1,
  months: 12,
  days: DAYS_PER_YEAR,
};

/** A period in years as a count of `unit`: whole months or days (444/365 years is 444 days). */
export function termCount(years: number, unit: TermUnit): number {
  return unit === "years" ? years : Math.round(years * PER_YEAR[unit]);
}

/** The units a period field may be shown in: years first, then its `units` (docs/product.md#sliders). */
export function fieldUnits(field: SliderShape): TermUnit[] {
  return field.unit === "years"
    ? [
        "years",
        ...(["months", "days"] as const).filter((unit) => field.units?.[unit]),
      ]
    : [];
}

/**
 * A period field as its slider shows it in `unit`: the same key and words, the unit's own range
 * in whole steps, its default counted in the unit. Years, or a unit the field has not, is the
 * field itself.
 */
export function fieldInUnit<F extends SliderShape>(
  field: F,
  unit: TermUnit,
): F {
  const range = unit === "years" ? undefined : field.units?.[unit];
  if (!range) return field;
  return {
    ...field,
    unit,
    min: range.min,
    max: range.max,
    step: 1,
    defaultValue: Math.min(
      range.max,
      Math.max(range.min, termCount(field.defaultValue, unit)),
    ),
  };
}

/**
 * A period in years as the value of its field shown in `unit`, within that unit's range: whole
 * months or days, or years to the slider's step (444 days shown in years is 1.25).
 */
export function valueInUnit(
  field: SliderShape,
  years: number,
  unit: TermUnit,
): number {
  const shown = fieldInUnit(field, unit);
  const count =
    shown.unit === "years"
      ? shown.min + Math.round((years - shown.min) / shown.step) * shown.step
      : termCount(years, unit);
  return Math.min(shown.max, Math.max(shown.min, Number(count.toFixed(4))));
}

/** Slider values with each period in `units` converted by `convert`; the other values as they are. */
function convertPeriods<V extends Readonly<Record<string, number>>>(
  values: V,
  units: Readonly<Record<string, TermUnit>>,
  convert: (value: number, unit: TermUnit) => number,
): V {
  const converted: Record<string, number> = { ...values };
  for (const [key, unit] of Object.entries(units)) {
    const value = values[key];
    if (value !== undefined) converted[key] = convert(value, unit);
  }
  return converted as V;
}

/** Slider values with the periods shown in months or days counted back in years, as formulas take them. */
export function valuesInYears<V extends Readonly<Record<string, number>>>(
  values: V,
  units: Readonly<Record<string, TermUnit>>,
): V {
  return convertPeriods(values, units, yearsFromTerm);
}

/** Slider values in years with each period counted in the unit it is shown in (444/365 years: 444 days). */
export function valuesInUnits<V extends Readonly<Record<string, number>>>(
  values: V,
  units: Readonly<Record<string, TermUnit>>,
): V {
  return convertPeriods(values, units, termCount);
}

/** '444 days', '1 month', '18 months'. */
export function formatTerm(
  count: number,
  unit: "months" | "days",
  locale: Locale = "en",
): string {
  return formatCount(count, unit === "months" ? "month" : "day", locale);
}
