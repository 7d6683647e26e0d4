import type { AmortizationInput } from "../calculators/amortization.ts";
import type { CompoundInterestInput } from "../calculators/compound-interest.ts";
import type { FdInput } from "../calculators/fixed-deposit.ts";
import type { HomeLoanInput } from "../calculators/home-loan.ts";
import type { RdInput } from "../calculators/recurring-deposit.ts";
import type { SimpleInterestInput } from "../calculators/simple-interest.ts";
import type { SipInput } from "../calculators/sip.ts";
import { fdFields, rdFields } from "../calculators/slider-config.ts";
import type { ChatValues } from "./chat-context.ts";

/** The calculators the assistant answers with; each is also the route of its page. */
export const CALCULATOR_TYPES = [
  "home-loan",
  "home-loan-amortization",
  "sip",
  "fd",
  "rd",
  "simple-interest",
  "compound-interest",
] as const;
export type CalculatorType = (typeof CALCULATOR_TYPES)[number];

export interface CalculatorInputs {
  "home-loan": HomeLoanInput;
  "home-loan-amortization": AmortizationInput;
  sip: SipInput;
  fd: FdInput;
  rd: RdInput;
  "simple-interest": SimpleInterestInput;
  "compound-interest": CompoundInterestInput;
}

// The query names are the API payload names, in the order the calculator pages list their fields.
const FIELD_ORDER: { [T in CalculatorType]: (keyof CalculatorInputs[T])[] } = {
  "home-loan": ["principal", "rate", "tenure"],
  "home-loan-amortization": [
    "principal",
    "rate",
    "tenure",
    "extraPaymentAmount",
    "extraPaymentFrequency",
  ],
  sip: ["monthlyInvestment", "expectedReturn", "timePeriod"],
  fd: ["principal", "rate", "tenure"],
  rd: ["monthlyDeposit", "rate", "tenure"],
  "simple-interest": ["principal", "rate", "time"],
  "compound-interest": ["principal", "rate", "time"],
};

// The pages that read a period written in months or days from a link (share-query.ts).
const TERM_FIELDS: Partial<
  Record<CalculatorType, { key: string; linkUnits?: readonly string[] }>
> = { fd: fdFields[2], rd: rdFields[2] };

/** `/sip?monthlyInvestment=5000&expectedReturn=12&timePeriod=10`: the page opens with these inputs filled in. */
export function calculatorLink<T extends CalculatorType>(
  calculator: T,
  inputs: CalculatorInputs[T],
  term?: ChatValues["term"],
): string {
  const params = new URLSearchParams();
  const termField = TERM_FIELDS[calculator];
  const termKey =
    term && termField?.linkUnits?.includes(term.unit)
      ? termField.key
      : undefined;
  for (const field of FIELD_ORDER[calculator]) {
    const key = String(field);
    // '444 days' travels as tenureDays=444, which the page turns into the same years as the chat.
    if (term && key === termKey)
      params.set(
        `${key}${term.unit === "days" ? "Days" : "Months"}`,
        String(term.count),
      );
    else params.set(key, String(inputs[field]));
  }
  return `/${calculator}?${params.toString()}`;
}
