import type { CalculatorDetail } from "../calculator-detail.ts";
import {
  expectedReturnField,
  timePeriodField,
  FUND_FIGURES,
  type SliderShape,
} from "../slider-config.ts";

/**
 * The fund calculators of issue 28, with ranges as Groww's and ClearTax's pages offer them, and
 * defaults that reproduce a known answer (docs/product.md#formulas-and-known-answers). A lump sum
 * from ₹1,000 to ₹1 crore; ₹1,00,000 at 12% for 10 years.
 */
export const lumpsumFields = [
  {
    key: "totalInvestment",
    unit: "rupees",
    min: 1000,
    max: 10_000_000,
    step: 1000,
    defaultValue: 100_000,
  },
  expectedReturnField,
  timePeriodField,
] as const satisfies readonly SliderShape[];

/** The lumpsum calculator's sliders and API (calculator-list.ts; docs/architecture.md#adding-a-calculator). */
const lumpsum = {
  fields: lumpsumFields,
  api: {
    summary: "Value of a one-time investment, compounded yearly",
    request: {
      totalInvestment: {
        kind: "amount",
        description: "Rupees invested once, at the start",
      },
      expectedReturn: "rate",
      timePeriod: "years",
    },
    ...FUND_FIGURES,
  },
} as const satisfies CalculatorDetail;

export default lumpsum;
