import {
  MOST_LUMP_SUMS,
  type ExtraPaymentFrequency,
  type LumpSum,
} from "@kosh/core/calculators/amortization";
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
  lumpSums: LumpSum[];
  /** The inputs (field keys, `extraPaymentFrequency` or `lumpSums`) whose values in the link could not be used. */
  rejected: string[];
}

const FREQUENCY_KEY = "extraPaymentFrequency";
const LUMP_SUMS_KEY = "lumpSums";

/** `12:500000,60:200000`: each lump sum's month and whole rupees; anything else is no list. */
function lumpSumsFromText(text: string): LumpSum[] | null {
  const sums = text.split(",").map((part) => {
    const match = /^(\d{1,4}):(\d{1,12})$/.exec(part);
    return match ? { month: Number(match[1]), amount: Number(match[2]) } : null;
  });
  return sums.length <= MOST_LUMP_SUMS &&
    sums.every((sum) => sum !== null && sum.month > 0 && sum.amount > 0)
    ? (sums as LumpSum[])
    : null;
}

/**
 * The amortization page's inputs from its address: the four sliders, the frequency and the lump
 * sums. A lump sum that does not fit the loan (a month past its tenure) still opens, with its
 * message on the page; a list that cannot be read is left out and named.
 */
export function amortizationFromQuery(search: string): AmortizationLink {
  const { values, rejected } = inputsFromQuery(amortizationFields, search);
  const params = new URLSearchParams(search);
  const raw = params.get(FREQUENCY_KEY);
  const valid = raw === "monthly" || raw === "yearly";
  const sumsText = params.get(LUMP_SUMS_KEY);
  const lumpSums = sumsText === null ? [] : lumpSumsFromText(sumsText);
  return {
    values,
    frequency: valid ? raw : "monthly",
    lumpSums: lumpSums ?? [],
    rejected: [
      ...rejected.map((field) => field.key),
      ...(raw !== null && !valid ? [FREQUENCY_KEY] : []),
      ...(lumpSums === null ? [LUMP_SUMS_KEY] : []),
    ],
  };
}

export function amortizationToQuery(
  values: AmortizationValues,
  frequency: ExtraPaymentFrequency,
  lumpSums: readonly LumpSum[] = [],
): string {
  const params = new URLSearchParams(inputsToQuery(amortizationFields, values));
  params.set(FREQUENCY_KEY, frequency);
  if (lumpSums.length > 0)
    params.set(
      LUMP_SUMS_KEY,
      lumpSums.map(({ month, amount }) => `${month}:${amount}`).join(","),
    );
  return params.toString();
}
