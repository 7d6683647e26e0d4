import type { CalculatorDetail } from "../calculator-detail.ts";
import {
  expectedReturnField,
  timePeriodField,
  type SliderShape,
} from "../slider-config.ts";

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

/** The goal-sip calculator's sliders and API (calculator-list.ts; docs/architecture.md#adding-a-calculator). */
const goalSip = {
  fields: goalSipFields,
  api: {
    summary: "Monthly SIP that reaches a target amount (annuity due)",
    request: {
      targetAmount: {
        kind: "amount",
        description: "Rupees the SIP should be worth at the end",
      },
      expectedReturn: "rate",
      timePeriod: "months",
    },
    results: ["monthlyInvestment", "totalInvestment", "totalReturns"],
    growth: {
      invested: "totalInvestment",
      returns: "totalReturns",
    },
  },
} as const satisfies CalculatorDetail;

export default goalSip;
