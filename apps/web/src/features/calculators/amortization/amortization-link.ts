import type { ExtraPaymentFrequency } from "@kosh/core/calculators/amortization";
import {
  inputsFromQuery,
  inputsToQuery,
} from "@kosh/core/calculators/share-query";
import { type FieldValues } from "@kosh/core/calculators/slider-config";
import { amortizationFields } from "@kosh/core/calculators/details/home-loan-amortization";

export type AmortizationValues = FieldValues<typeof amortizationFields>;

export interface AmortizationLink {
  values: AmortizationValues;
  frequency: ExtraPaymentFrequency;
  /** The inputs (field keys, or `extraPaymentFrequency`) whose values in the link could not be used. */
  rejected: string[];
}

const FREQUENCY_KEY = "extraPaymentFrequency";

/** The amortization page's inputs from its address: the four sliders and the frequency. */
export function amortizationFromQuery(search: string): AmortizationLink {
  const { values, rejected } = inputsFromQuery(amortizationFields, search);
  const raw = new URLSearchParams(search).get(FREQUENCY_KEY);
  const valid = raw === "monthly" || raw === "yearly";
  return {
    values,
    frequency: valid ? raw : "monthly",
    rejected: [
      ...rejected.map((field) => field.key),
      ...(raw !== null && !valid ? [FREQUENCY_KEY] : []),
    ],
  };
}

export function amortizationToQuery(
  values: AmortizationValues,
  frequency: ExtraPaymentFrequency,
): string {
  const params = new URLSearchParams(inputsToQuery(amortizationFields, values));
  params.set(FREQUENCY_KEY, frequency);
  return params.toString();
}
