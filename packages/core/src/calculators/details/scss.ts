import type { CalculatorDetail } from "../calculator-detail.ts";
import {
  SCSS_DEPOSIT_MAX,
  SCSS_DEPOSIT_MIN,
  SCSS_DEPOSIT_MULTIPLE,
} from "../scss.ts";
import { schemeRateField, type SliderShape } from "../slider-config.ts";

const depositLimits = {
  min: SCSS_DEPOSIT_MIN,
  max: SCSS_DEPOSIT_MAX,
  multipleOf: SCSS_DEPOSIT_MULTIPLE,
} as const;

/** ₹10,000 at 8.2 %, ₹205 a quarter (the rate in force; docs/product.md#post-office-and-government-schemes). */
export const scssFields = [
  {
    key: "deposit",
    unit: "rupees",
    step: SCSS_DEPOSIT_MULTIPLE,
    defaultValue: 10_000,
    ...depositLimits,
  },
  { ...schemeRateField, defaultValue: 8.2 },
] as const satisfies readonly SliderShape[];

/** The scss calculator's sliders and API (calculator-list.ts; docs/architecture.md#adding-a-calculator). */
const scss = {
  fields: scssFields,
  api: {
    summary:
      "Senior Citizens' Savings Scheme: simple interest paid each quarter for 5 years",
    request: {
      deposit: {
        kind: "amount",
        description:
          "Rupees deposited: multiples of ₹1,000, at most ₹30,00,000",
        ...depositLimits,
      },
      rate: "rate",
    },
    results: [
      "quarterlyInterest",
      "yearlyInterest",
      "totalInterest",
      "maturityAmount",
    ],
  },
} as const satisfies CalculatorDetail;

export default scss;
