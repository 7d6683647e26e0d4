/** How a calculator field's value reads: ₹5,000 / 12% / 10 Years. */
export type FieldUnit = "rupees" | "percent" | "years";

/**
 * One calculator slider (docs/product.md#sliders) without its words: its range, step and default.
 * Its label is in the calculators' dictionaries (messages/en.ts, `<slug>.field.<key>`).
 */
export interface SliderShape {
  key: string;
  unit: FieldUnit;
  min: number;
  max: number;
  step: number;
  defaultValue: number;
  /** The value display says 0 in words ('No Extra Payment', `<slug>.field.<key>.zero`) instead of ₹0. */
  namesZero?: boolean;
  /** For a period in years: the other units a link may give it in (`tenureMonths=18`, `tenureDays=444`). */
  linkUnits?: readonly ("months" | "days")[];
}

/** A slider with its words in the page's language. */
export interface SliderConfig extends SliderShape {
  label: string;
  /** What the value display says at 0 instead of ₹0 ('No Extra Payment'). */
  zeroLabel?: string;
}

/** The numbers a set of sliders produces, keyed by field. */
export type FieldValues<F extends readonly SliderShape[]> = Record<
  F[number]["key"],
  number
>;

export const homeLoanFields = [
  {
    key: "principal",
    unit: "rupees",
    min: 100_000,
    max: 50_000_000,
    step: 100_000,
    defaultValue: 5_000_000,
  },
  {
    key: "rate",
    unit: "percent",
    min: 6,
    max: 15,
    step: 0.1,
    defaultValue: 8.5,
  },
  {
    key: "tenure",
    unit: "years",
    min: 1,
    max: 30,
    step: 1,
    defaultValue: 20,
  },
] as const satisfies readonly SliderShape[];

export const extraPaymentField = {
  key: "extraPaymentAmount",
  unit: "rupees",
  min: 0,
  max: 100_000,
  step: 1000,
  defaultValue: 0,
  namesZero: true,
} as const satisfies SliderShape;

export const amortizationFields = [
  ...homeLoanFields,
  extraPaymentField,
] as const satisfies readonly SliderShape[];

export const sipFields = [
  {
    key: "monthlyInvestment",
    unit: "rupees",
    min: 500,
    max: 100_000,
    step: 500,
    defaultValue: 5000,
  },
  {
    key: "expectedReturn",
    unit: "percent",
    min: 1,
    max: 30,
    step: 0.5,
    defaultValue: 12,
  },
  {
    key: "timePeriod",
    unit: "years",
    min: 1,
    max: 40,
    step: 1,
    defaultValue: 10,
  },
] as const satisfies readonly SliderShape[];

export const fdFields = [
  {
    key: "principal",
    unit: "rupees",
    min: 1000,
    max: 10_000_000,
    step: 1000,
    defaultValue: 100_000,
  },
  {
    key: "rate",
    unit: "percent",
    min: 3,
    max: 12,
    step: 0.1,
    defaultValue: 6.5,
  },
  {
    key: "tenure",
    unit: "years",
    min: 0.25,
    max: 10,
    step: 0.25,
    defaultValue: 5,
    linkUnits: ["months", "days"],
  },
] as const satisfies readonly SliderShape[];

export const rdFields = [
  {
    key: "monthlyDeposit",
    unit: "rupees",
    min: 500,
    max: 100_000,
    step: 500,
    defaultValue: 5000,
  },
  {
    key: "rate",
    unit: "percent",
    min: 3,
    max: 10,
    step: 0.1,
    defaultValue: 6.5,
  },
  {
    key: "tenure",
    unit: "years",
    min: 1,
    max: 10,
    step: 1,
    defaultValue: 5,
    linkUnits: ["months"],
  },
] as const satisfies readonly SliderShape[];

/** Simple and compound interest share one set of sliders. */
export const interestFields = [
  {
    key: "principal",
    unit: "rupees",
    min: 1000,
    max: 10_000_000,
    step: 1000,
    defaultValue: 100_000,
  },
  {
    key: "rate",
    unit: "percent",
    min: 1,
    max: 20,
    step: 0.1,
    defaultValue: 8.5,
  },
  {
    key: "time",
    unit: "years",
    min: 0.1,
    max: 30,
    step: 0.1,
    defaultValue: 5,
  },
] as const satisfies readonly SliderShape[];

export function defaultValues<F extends readonly SliderShape[]>(
  fields: F,
): FieldValues<F> {
  return Object.fromEntries(
    fields.map((field) => [field.key, field.defaultValue]),
  ) as FieldValues<F>;
}
