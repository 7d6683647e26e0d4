import type { CalculatorDetail } from "../calculator-detail.ts";
import type { SliderShape } from "../slider-config.ts";

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
    // Banks open RDs from 6 months, counted in months.
    units: { months: { min: 6, max: 120 } },
  },
] as const satisfies readonly SliderShape[];

/** The rd calculator's sliders and API (calculator-list.ts; docs/architecture.md#adding-a-calculator). */
const rd = {
  fields: rdFields,
  api: {
    summary: "Maturity of a recurring deposit (IBA quarterly formula)",
    request: {
      monthlyDeposit: {
        kind: "amount",
        description: "Rupees deposited each month",
      },
      rate: "rate",
      tenure: "months",
    },
    results: ["maturityAmount", "totalDeposits", "interestEarned"],
    growth: {
      invested: "totalDeposits",
      returns: "interestEarned",
    },
  },
} as const satisfies CalculatorDetail;

export default rd;
