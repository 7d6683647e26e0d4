import type { CalculatorDetail } from "../calculator-detail.ts";
import type { SliderShape } from "../slider-config.ts";

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

/** The simple-interest calculator's sliders and API (calculator-list.ts; docs/architecture.md#adding-a-calculator). */
const simpleInterest = {
  fields: interestFields,
  api: {
    summary: "Simple interest",
    request: { principal: "amount", rate: "rate", time: "years" },
    results: ["simpleInterest", "totalAmount", "principal"],
  },
} as const satisfies CalculatorDetail;

export default simpleInterest;
