import type { CalculatorDetail } from "../calculator-detail.ts";
import {
  MIS_DEPOSIT_MAX_JOINT,
  MIS_DEPOSIT_MAX_SINGLE,
  MIS_DEPOSIT_MIN,
  MIS_DEPOSIT_MULTIPLE,
} from "../post-office-mis.ts";
import { schemeRateField, type SliderShape } from "../slider-config.ts";

/** Multiples of ₹1,000 up to ₹15,00,000 in a joint account, ₹9,00,000 in a single one. */
const depositLimits = {
  min: MIS_DEPOSIT_MIN,
  multipleOf: MIS_DEPOSIT_MULTIPLE,
  max: MIS_DEPOSIT_MAX_JOINT,
  maxWhen: { choice: "joint", max: { false: MIS_DEPOSIT_MAX_SINGLE } },
} as const;

/** ₹10,000 at 7.4 % in a single account, ₹62 a month (the rate in force; docs/product.md#post-office-and-government-schemes). */
export const postOfficeMisFields = [
  {
    key: "deposit",
    unit: "rupees",
    step: MIS_DEPOSIT_MULTIPLE,
    defaultValue: 10_000,
    ...depositLimits,
  },
  { ...schemeRateField, defaultValue: 7.4 },
] as const satisfies readonly SliderShape[];

/** The post-office-mis calculator's sliders, choice and API (calculator-list.ts; docs/architecture.md#adding-a-calculator). */
const postOfficeMis = {
  fields: postOfficeMisFields,
  choices: [{ key: "joint", options: [false, true], defaultValue: false }],
  api: {
    summary:
      "Post Office Monthly Income Scheme: simple interest paid each month for 5 years",
    request: {
      deposit: {
        kind: "amount",
        description:
          "Rupees deposited: multiples of ₹1,000, at most ₹9,00,000 in a single account and ₹15,00,000 in a joint one",
        ...depositLimits,
      },
      rate: "rate",
      joint: "choice",
    },
    results: ["monthlyInterest", "totalInterest", "maturityAmount"],
  },
} as const satisfies CalculatorDetail;

export default postOfficeMis;
