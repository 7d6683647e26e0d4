import type { AmortizationInput } from "../calculators/amortization.ts";
import type { FdInput } from "../calculators/fixed-deposit.ts";
import type { HomeLoanInput } from "../calculators/home-loan.ts";
import type { RdInput } from "../calculators/recurring-deposit.ts";
import type { SipInput } from "../calculators/sip.ts";

/** The calculators the assistant answers with; each is also the route of its page. */
export type CalculatorType =
  "home-loan" | "home-loan-amortization" | "sip" | "fd" | "rd";

export interface CalculatorInputs {
  "home-loan": HomeLoanInput;
  "home-loan-amortization": AmortizationInput;
  sip: SipInput;
  fd: FdInput;
  rd: RdInput;
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
};

/** `/sip?monthlyInvestment=5000&expectedReturn=12&timePeriod=10`: the page opens with these inputs filled in. */
export function calculatorLink<T extends CalculatorType>(
  calculator: T,
  inputs: CalculatorInputs[T],
): string {
  const params = new URLSearchParams();
  for (const field of FIELD_ORDER[calculator])
    params.set(String(field), String(inputs[field]));
  return `/${calculator}?${params.toString()}`;
}
