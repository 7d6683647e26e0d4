import type { CalculatorDetail } from "../calculator-detail.ts";
import type { SliderShape } from "../slider-config.ts";

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

/** The fd calculator's sliders and API (calculator-list.ts; docs/architecture.md#adding-a-calculator). */
const fd = {
  fields: fdFields,
  // A deposit that pays its interest out (fixedDepositPayout): `monthly` or `quarterly`.
  linkOptions: ["payout"],
  api: {
    summary:
      "Maturity of a fixed deposit as banks count it: complete quarters compounded, then simple interest for the days after",
    request: { principal: "amount", rate: "rate", tenure: "years" },
    results: ["maturityAmount", "interestEarned", "principal"],
    growth: {
      invested: "principal",
      returns: "interestEarned",
    },
  },
} as const satisfies CalculatorDetail;

export default fd;
