import type { CalculatorDetail } from "../calculator-detail.ts";
import {
  expectedReturnField,
  timePeriodField,
  type SliderShape,
} from "../slider-config.ts";

/**
 * A corpus from ₹10,000 to ₹5 crore and a monthly withdrawal from ₹500 to ₹5,00,000, for up to 30
 * years (Groww's SWP page); ₹5,00,000 less ₹10,000 a month at 8% for 5 years.
 */
export const swpFields = [
  {
    key: "totalInvestment",
    unit: "rupees",
    min: 10_000,
    max: 50_000_000,
    step: 10_000,
    defaultValue: 500_000,
  },
  {
    key: "monthlyWithdrawal",
    unit: "rupees",
    min: 500,
    max: 500_000,
    step: 500,
    defaultValue: 10_000,
  },
  { ...expectedReturnField, defaultValue: 8 },
  { ...timePeriodField, max: 30, defaultValue: 5 },
] as const satisfies readonly SliderShape[];

/** The swp calculator's sliders and API (calculator-list.ts; docs/architecture.md#adding-a-calculator). */
const swp = {
  fields: swpFields,
  api: {
    summary: "Systematic withdrawal plan: monthly withdrawals from a corpus",
    request: {
      totalInvestment: {
        kind: "amount",
        description: "Rupees invested at the start",
      },
      monthlyWithdrawal: {
        kind: "amount",
        description: "Rupees withdrawn at the end of each month",
      },
      expectedReturn: "rate",
      timePeriod: "months",
    },
    results: ["finalValue", "totalWithdrawal", "monthsLasted"],
    withdrawals: {
      withdrawn: "totalWithdrawal",
      left: "finalValue",
    },
    months: ["monthsLasted"],
  },
} as const satisfies CalculatorDetail;

export default swp;
