import type { CalculatorDetail } from "../calculator-detail.ts";
import {
  TD_DEPOSIT_MIN,
  TD_DEPOSIT_MULTIPLE,
  TD_YEARS,
} from "../post-office-td.ts";
import { schemeRateField, type SliderShape } from "../slider-config.ts";

/** ₹10,000 for 5 years at 7.5 %, ₹771 a year (the 5-year rate in force; docs/product.md#post-office-and-government-schemes). */
export const postOfficeTdFields = [
  {
    key: "deposit",
    unit: "rupees",
    min: TD_DEPOSIT_MIN,
    multipleOf: TD_DEPOSIT_MULTIPLE,
    max: 10_000_000,
    step: 1000,
    defaultValue: 10_000,
  },
  { ...schemeRateField, defaultValue: 7.5 },
] as const satisfies readonly SliderShape[];

/** The post-office-td calculator's sliders, choice and API (calculator-list.ts; docs/architecture.md#adding-a-calculator). */
const postOfficeTd = {
  fields: postOfficeTdFields,
  choices: [{ key: "years", options: TD_YEARS, defaultValue: 5 }],
  api: {
    summary:
      "Post Office Time Deposit: compounded quarterly, the interest paid out each year",
    request: {
      deposit: {
        kind: "amount",
        description: "Rupees deposited: at least ₹1,000, in multiples of ₹100",
        min: TD_DEPOSIT_MIN,
        multipleOf: TD_DEPOSIT_MULTIPLE,
      },
      years: "choice",
      rate: "rate",
    },
    results: ["yearlyInterest", "totalInterest", "maturityAmount"],
  },
} as const satisfies CalculatorDetail;

export default postOfficeTd;
