/**
 * How a calculator field's value reads: ₹5,000 / 12% / 10 Years, or a period shown in another of
 * its units: 18 Months / 444 Days (term.ts fieldInUnit).
 */
export type FieldUnit = "rupees" | "percent" | "years" | "months" | "days";

/** A period's range in months or days, counted whole. */
export interface UnitRange {
  min: number;
  max: number;
}

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
  /**
   * For a period in years: the other units it may be given in, each with its range in whole
   * months or days. The page offers a switch between them and a link keeps the unit
   * (`tenureMonths=18`, `tenureDays=444`); the formula always gets years (term.ts).
   */
  units?: Readonly<Partial<Record<"months" | "days", UnitRange>>>;
  /** A lower maximum while a choice has one of its options: PPF's ₹12,500 a month (`fieldsForChoices`). */
  maxWhen?: MaxWhen;
  /**
   * Values come in multiples of this (a scheme's rule: SCSS's ₹1,000, PPF's blocks of 5 years): a
   * typed value or a link's value off it is refused by name, as the request is.
   */
  multipleOf?: number;
}

/** A field's maximum by a choice's option (written as text: `"monthly"`, `"true"`); other options keep `max`. */
export interface MaxWhen {
  choice: string;
  max: Readonly<Record<string, number>>;
}

/** A value a choice can take, as JSON writes it: `"monthly"`, `5`, `true`. */
export type ChoiceValue = string | number | boolean;

/**
 * One of a few options, not a slider (docs/architecture.md#adding-a-calculator): PPF's deposit
 * frequency, a Time Deposit's years, a Monthly Income Scheme's single or joint account. Its legend
 * is `<slug>.field.<key>` and each option's words `<slug>.field.<key>.option.<value>` in the
 * dictionaries; the request takes one of `options` (a 400 naming the field for anything else), a
 * link carries it as `key=value`, and the formula gets it as the option itself.
 */
export interface ChoiceShape {
  key: string;
  options: readonly ChoiceValue[];
  defaultValue: ChoiceValue;
}

/** A choice with its words in the page's language. */
export interface ChoiceConfig extends ChoiceShape {
  label: string;
  optionLabels: readonly string[];
}

/** What a page's inputs hold: the sliders' numbers and the choices' options, keyed by field. */
export type InputValues = Readonly<Record<string, ChoiceValue>>;

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

export const monthlyInvestmentField = {
  key: "monthlyInvestment",
  unit: "rupees",
  min: 500,
  max: 100_000,
  step: 500,
  defaultValue: 5000,
} as const satisfies SliderShape;

/** A fund's expected annual return, as the SIP page has it; the other fund calculators' too. */
export const expectedReturnField = {
  key: "expectedReturn",
  unit: "percent",
  min: 1,
  max: 30,
  step: 0.5,
  defaultValue: 12,
} as const satisfies SliderShape;

/** The SIP page's period, in whole years; the other fund calculators' too. */
export const timePeriodField = {
  key: "timePeriod",
  unit: "years",
  min: 1,
  max: 40,
  step: 1,
  defaultValue: 10,
} as const satisfies SliderShape;

/**
 * A post-office or government scheme's rate, as notified each quarter: 4–12 % in steps of 0.1 (the
 * notified rates are given to one decimal). Each scheme's default is the rate in force
 * (docs/product.md#post-office-and-government-schemes).
 */
export const schemeRateField = {
  key: "rate",
  unit: "percent",
  min: 4,
  max: 12,
  step: 0.1,
  defaultValue: 7.1,
} as const satisfies SliderShape;

/** What a fund is worth, what went in and what it earned, growing year by year (SIP, lumpsum). */
export const FUND_FIGURES = {
  results: ["maturityAmount", "totalInvestment", "totalReturns"],
  growth: { invested: "totalInvestment", returns: "totalReturns" },
} as const;

export function defaultValues<F extends readonly SliderShape[]>(
  fields: F,
): FieldValues<F> {
  return Object.fromEntries(
    fields.map((field) => [field.key, field.defaultValue]),
  ) as FieldValues<F>;
}

/** The choices' default options, keyed by field. */
export function choiceDefaults(
  choices: readonly ChoiceShape[],
): Record<string, ChoiceValue> {
  return Object.fromEntries(
    choices.map((choice) => [choice.key, choice.defaultValue]),
  );
}

/** A calculator's inputs at their defaults: every slider's and every choice's (a request that holds). */
export function defaultInputs({
  fields,
  choices = [],
}: {
  fields: readonly SliderShape[];
  choices?: readonly ChoiceShape[];
}): Record<string, ChoiceValue> {
  return { ...defaultValues(fields), ...choiceDefaults(choices) };
}

/**
 * The sliders as the choices made narrow them (`maxWhen`): the same fields, with the maximum in
 * force and the default within it.
 */
export function fieldsForChoices<F extends readonly SliderShape[]>(
  fields: F,
  choices: InputValues,
): F {
  if (!fields.some((field) => field.maxWhen)) return fields;
  return fields.map((field) => {
    const max =
      field.maxWhen?.max[String(choices[field.maxWhen.choice])] ?? field.max;
    // A default over the lower maximum (PPF's ₹1,50,000 a year, monthly) comes down to it.
    return max === field.max
      ? field
      : { ...field, max, defaultValue: Math.min(field.defaultValue, max) };
  }) as unknown as F;
}
