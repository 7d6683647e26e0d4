import { fill } from "../i18n/messages.ts";
import type { Locale } from "../i18n/locale.ts";
import {
  amountInWords,
  formatIndianDecimal,
  formatInr,
} from "../format/money.ts";
import type { SliderConfig, SliderShape } from "./slider-config.ts";

/**
 * A field's value and messages in each language, written here as core's formats write lakh and
 * months (docs/decisions/0038-hindi-with-typed-dictionaries.md): a few words every slider needs.
 */
const FIELD_WORDS = {
  en: {
    year: "Year",
    years: "Years",
    month: "Month",
    months: "Months",
    day: "Day",
    days: "Days",
    periodIn: "{label} in",
    percent: "{value} percent",
    enter: "Enter {label}",
    notNumber: "{label} must be a number",
    range: "{label} must be between {min} and {max}",
    multiple: "{label} must be a multiple of {multiple}",
    betweenSteps:
      "{value} falls between the slider's steps of {step}: the figures use {value}",
    rupees: "{label} in rupees",
    percentUnit: "{label} in percent",
    yearsUnit: "{label} in years",
    monthsUnit: "{label} in months",
    daysUnit: "{label} in days",
  },
  hi: {
    year: "वर्ष",
    years: "वर्ष",
    month: "महीना",
    months: "महीने",
    day: "दिन",
    days: "दिन",
    periodIn: "{label} की इकाई",
    percent: "{value} प्रतिशत",
    enter: "{label} लिखें",
    notNumber: "{label} में केवल अंक लिखें",
    range: "{label} {min} से {max} के बीच रखें",
    multiple: "{label} {multiple} के गुणज में रखें",
    betweenSteps:
      "{value} स्लाइडर के {step} के चरणों के बीच है: आंकड़े {value} पर ही निकाले गए हैं",
    rupees: "{label} रुपये में",
    percentUnit: "{label} प्रतिशत में",
    yearsUnit: "{label} वर्षों में",
    monthsUnit: "{label} महीनों में",
    daysUnit: "{label} दिनों में",
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** 'Year' for exactly one, 'Years' otherwise (docs/product.md#calculators); 'वर्ष' in Hindi. */
export function yearsWord(value: number, locale: Locale = "en"): string {
  return value === 1 ? FIELD_WORDS[locale].year : FIELD_WORDS[locale].years;
}

/** A period's unit word for a count: 'Year'/'Years', 'Month'/'Months', 'Day'/'Days'. */
export function periodWord(
  unit: "years" | "months" | "days",
  value: number,
  locale: Locale = "en",
): string {
  const words = FIELD_WORDS[locale];
  if (unit === "years") return yearsWord(value, locale);
  if (unit === "months") return value === 1 ? words.month : words.months;
  return value === 1 ? words.day : words.days;
}

/** The unit switch of a period field: its legend ('Period in') and each unit's name. */
export function periodUnitWords(label: string, locale: Locale = "en") {
  const words = FIELD_WORDS[locale];
  return {
    legend: fill(words.periodIn, { label }),
    years: words.years,
    months: words.months,
    days: words.days,
  };
}

/** The value as the slider's value display shows it: ₹5,000 / 12% / 10 Years / No Extra Payment. */
export function formatFieldValue(
  field: SliderShape & Pick<SliderConfig, "zeroLabel">,
  value: number,
  locale: Locale = "en",
): string {
  if (value === 0 && field.zeroLabel) return field.zeroLabel;
  switch (field.unit) {
    case "rupees":
      return formatInr(value);
    case "percent":
      return `${formatIndianDecimal(value)}%`;
    case "years":
    case "months":
    case "days":
      return `${formatIndianDecimal(value)} ${periodWord(field.unit, value, locale)}`;
  }
}

/** The value in words for a screen reader: '₹50,00,000 (50 lakh)', '8.5 percent', '20 years'. */
export function spokenFieldValue(
  field: SliderConfig,
  value: number,
  locale: Locale = "en",
): string {
  if (value === 0 && field.zeroLabel) return field.zeroLabel;
  switch (field.unit) {
    case "rupees": {
      const words = amountInWords(value, locale);
      return words ? `${formatInr(value)} (${words})` : formatInr(value);
    }
    case "percent":
      return fill(FIELD_WORDS[locale].percent, {
        value: formatIndianDecimal(value),
      });
    case "years":
    case "months":
    case "days":
      return `${formatIndianDecimal(value)} ${periodWord(field.unit, value, locale).toLowerCase()}`;
  }
}

const UNIT_NAMES = {
  rupees: "rupees",
  percent: "percentUnit",
  years: "yearsUnit",
  months: "monthsUnit",
  days: "daysUnit",
} as const;

/** The typed box's name for a screen reader: 'Loan Amount in rupees'. */
export function typedBoxName(
  field: SliderConfig,
  locale: Locale = "en",
): string {
  return fill(FIELD_WORDS[locale][UNIT_NAMES[field.unit]], {
    label: field.label,
  });
}

/** The value as it stands in the typed box: en-IN grouping for rupees, plain otherwise. */
export function fieldText(field: SliderShape, value: number): string {
  return field.unit === "rupees"
    ? formatIndianDecimal(value)
    : String(Number(value.toFixed(4)));
}

/** Within the slider's range, and on its multiple where it has one (docs/product.md#sliders). */
export function isWithinRange(field: SliderShape, value: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= field.min &&
    value <= field.max &&
    isOnMultiple(field, value)
  );
}

function isOnMultiple({ multipleOf }: SliderShape, value: number): boolean {
  if (multipleOf === undefined) return true;
  const count = value / multipleOf;
  return Math.abs(count - Math.round(count)) < 1e-9;
}

/** 'Monthly Investment must be between ₹500 and ₹1,00,000'. */
export function rangeMessage(
  field: SliderConfig,
  locale: Locale = "en",
): string {
  return fill(FIELD_WORDS[locale].range, {
    label: field.label,
    min: formatFieldValue(
      { ...field, zeroLabel: undefined },
      field.min,
      locale,
    ),
    max: formatFieldValue(field, field.max, locale),
  });
}

export type ParsedField =
  { ok: true; value: number } | { ok: false; message: string };

/**
 * The number a typed box holds, in range or not (commas, ₹, % and spaces allowed): `"empty"` for
 * nothing typed, `null` for text that is not a plain decimal.
 */
export function typedNumber(text: string): number | "empty" | null {
  const cleaned = text.replace(/[₹,%\s]/g, "");
  if (cleaned === "") return "empty";
  // Number() alone would accept '0x10' and '1e3'; people type plain decimals.
  if (!/^-?\d*\.?\d+$|^-?\d+\.$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * A usable value the slider cannot stand on (7.3% on a slider moving by 0.5%): says the figures
 * use it as typed (docs/product.md#sliders); `null` on a step.
 */
export function betweenStepsNote(
  field: SliderShape,
  value: number,
  locale: Locale = "en",
): string | null {
  const steps = (value - field.min) / field.step;
  if (Math.abs(steps - Math.round(steps)) < 1e-9) return null;
  return fill(FIELD_WORDS[locale].betweenSteps, {
    value: formatFieldValue(field, value, locale),
    step: formatFieldValue(field, field.step, locale),
  });
}

/** Reads what a person typed (commas, ₹, % and spaces allowed); out-of-range values are refused, never clamped. */
export function parseFieldText(
  field: SliderConfig,
  text: string,
  locale: Locale = "en",
): ParsedField {
  const value = typedNumber(text);
  if (value === "empty") {
    return {
      ok: false,
      message: fill(FIELD_WORDS[locale].enter, { label: field.label }),
    };
  }
  if (value === null) {
    return {
      ok: false,
      message: fill(FIELD_WORDS[locale].notNumber, { label: field.label }),
    };
  }
  if (!isWithinRange(field, value)) {
    const between = value >= field.min && value <= field.max;
    return {
      ok: false,
      message:
        between && field.multipleOf !== undefined
          ? fill(FIELD_WORDS[locale].multiple, {
              label: field.label,
              multiple: formatFieldValue(field, field.multipleOf, locale),
            })
          : rangeMessage(field, locale),
    };
  }
  return { ok: true, value };
}
