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

const monthlyInvestmentField = {
  key: "monthlyInvestment",
  unit: "rupees",
  min: 500,
  max: 100_000,
  step: 500,
  defaultValue: 5000,
} as const satisfies SliderShape;

/** A fund's expected annual return, as the SIP page has it; the other fund calculators' too. */
const expectedReturnField = {
  key: "expectedReturn",
  unit: "percent",
  min: 1,
  max: 30,
  step: 0.5,
  defaultValue: 12,
} as const satisfies SliderShape;

/** The SIP page's period, in whole years; the other fund calculators' too. */
const timePeriodField = {
  key: "timePeriod",
  unit: "years",
  min: 1,
  max: 40,
  step: 1,
  defaultValue: 10,
} as const satisfies SliderShape;

export const sipFields = [
  monthlyInvestmentField,
  expectedReturnField,
  timePeriodField,
] as const satisfies readonly SliderShape[];

/**
 * The fund calculators of issue 28, with ranges as Groww's and ClearTax's pages offer them, and
 * defaults that reproduce a known answer (docs/product.md#formulas-and-known-answers). A lump sum
 * from ₹1,000 to ₹1 crore; ₹1,00,000 at 12% for 10 years.
 */
export const lumpsumFields = [
  {
    key: "totalInvestment",
    unit: "rupees",
    min: 1000,
    max: 10_000_000,
    step: 1000,
    defaultValue: 100_000,
  },
  expectedReturnField,
  timePeriodField,
] as const satisfies readonly SliderShape[];

/**
 * The SIP's sliders and the yearly raise between them: 0% (a plain SIP) to 50% a year, the bounds
 * of step-up-sip.ts (STEP_UP_MIN, STEP_UP_MAX: written out here, so the menus of every page do not
 * carry the formula's module; step-up-sip.test.ts holds them equal), in whole percents (Groww's
 * step-up page goes to 50%); ₹5,000 raised 10% a year at 12% for 10 years.
 */
export const stepUpSipFields = [
  monthlyInvestmentField,
  {
    key: "stepUp",
    unit: "percent",
    min: 0,
    max: 50,
    step: 1,
    defaultValue: 10,
  },
  expectedReturnField,
  timePeriodField,
] as const satisfies readonly SliderShape[];

/** A goal from ₹10,000 to ₹10 crore in steps of ₹10,000; ₹1 crore at 12% in 15 years. */
export const goalSipFields = [
  {
    key: "targetAmount",
    unit: "rupees",
    min: 10_000,
    max: 100_000_000,
    step: 10_000,
    defaultValue: 10_000_000,
  },
  expectedReturnField,
  { ...timePeriodField, defaultValue: 15 },
] as const satisfies readonly SliderShape[];

/**
 * A corpus from ₹10,000 to ₹5 crore and a monthly withdrawal from ₹500 to ₹5,00,000, for up to 30
 * years (Groww's SWP page); ₹5,00,000 less ₹10,000 a month at 8% for 5 years.
 */
export const swpFields = [
  {
    key: "totalInvestment",
    unit: "rupees",
    min: 10_000,
    max: 50_000_000,
    step: 10_000,
    defaultValue: 500_000,
  },
  {
    key: "monthlyWithdrawal",
    unit: "rupees",
    min: 500,
    max: 500_000,
    step: 500,
    defaultValue: 10_000,
  },
  { ...expectedReturnField, defaultValue: 8 },
  { ...timePeriodField, max: 30, defaultValue: 5 },
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
