import type { CalculatorDetail } from "../calculator-detail.ts";
import type { SliderShape } from "../slider-config.ts";

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

/** The home-loan calculator's sliders and API (calculator-list.ts; docs/architecture.md#adding-a-calculator). */
const homeLoan = {
  fields: homeLoanFields,
  api: {
    summary: "Monthly EMI of a home loan (reducing balance)",
    request: { principal: "amount", rate: "rate", tenure: "months" },
    results: ["emi", "totalAmount", "totalInterest", "principal"],
  },
} as const satisfies CalculatorDetail;

export default homeLoan;
