import {
  amountInWords,
  formatIndianDecimal,
  formatInr,
} from "../format/money.ts";
import type { SliderConfig } from "./slider-config.ts";

/** 'Year' for exactly one, 'Years' otherwise (docs/product.md#calculators). */
export function yearsWord(value: number): string {
  return value === 1 ? "Year" : "Years";
}

/** The value as the slider's value display shows it: ₹5,000 / 12% / 10 Years / No Extra Payment. */
export function formatFieldValue(field: SliderConfig, value: number): string {
  if (value === 0 && field.zeroLabel) return field.zeroLabel;
  switch (field.unit) {
    case "rupees":
      return formatInr(value);
    case "percent":
      return `${formatIndianDecimal(value)}%`;
    case "years":
      return `${formatIndianDecimal(value)} ${yearsWord(value)}`;
  }
}

/** The value in words for a screen reader: '₹50,00,000 (50 lakh)', '8.5 percent', '20 years'. */
export function spokenFieldValue(field: SliderConfig, value: number): string {
  if (value === 0 && field.zeroLabel) return field.zeroLabel;
  switch (field.unit) {
    case "rupees": {
      const words = amountInWords(value);
      return words ? `${formatInr(value)} (${words})` : formatInr(value);
    }
    case "percent":
      return `${formatIndianDecimal(value)} percent`;
    case "years":
      return `${formatIndianDecimal(value)} ${yearsWord(value).toLowerCase()}`;
  }
}

/** The value as it stands in the typed box: en-IN grouping for rupees, plain otherwise. */
export function fieldText(field: SliderConfig, value: number): string {
  return field.unit === "rupees"
    ? formatIndianDecimal(value)
    : String(Number(value.toFixed(4)));
}

export function isWithinRange(field: SliderConfig, value: number): boolean {
  return Number.isFinite(value) && value >= field.min && value <= field.max;
}

/** 'Monthly Investment must be between ₹500 and ₹1,00,000'. */
export function rangeMessage(field: SliderConfig): string {
  return `${field.label} must be between ${formatFieldValue({ ...field, zeroLabel: undefined }, field.min)} and ${formatFieldValue(field, field.max)}`;
}

export type ParsedField =
  { ok: true; value: number } | { ok: false; message: string };

/** Reads what a person typed (commas, ₹, % and spaces allowed); out-of-range values are refused, never clamped. */
export function parseFieldText(field: SliderConfig, text: string): ParsedField {
  const cleaned = text.replace(/[₹,%\s]/g, "");
  if (cleaned === "") {
    return { ok: false, message: `Enter ${field.label}` };
  }
  // Number() alone would accept '0x10' and '1e3'; people type plain decimals.
  if (!/^-?\d*\.?\d+$|^-?\d+\.$/.test(cleaned)) {
    return { ok: false, message: `${field.label} must be a number` };
  }
  const value = Number(cleaned);
  if (!isWithinRange(field, value)) {
    return { ok: false, message: rangeMessage(field) };
  }
  return { ok: true, value };
}
