import type { CalculatorDetail } from "../calculator-detail.ts";
import {
  PPF_YEARLY_DEPOSIT_MAX,
  PPF_YEARLY_DEPOSIT_MIN,
  PPF_YEARS,
} from "../ppf.ts";
import { schemeRateField, type SliderShape } from "../slider-config.ts";

/** The most each monthly deposit may be: twelve of them make the year's ₹1,50,000. */
const PPF_MONTHLY_DEPOSIT_MAX = PPF_YEARLY_DEPOSIT_MAX / 12;

/** Each deposit within the year's limit: ₹1,50,000 in one, or twelve of ₹12,500. */
const depositLimits = {
  min: PPF_YEARLY_DEPOSIT_MIN,
  max: PPF_YEARLY_DEPOSIT_MAX,
  maxWhen: { choice: "frequency", max: { monthly: PPF_MONTHLY_DEPOSIT_MAX } },
} as const;

/** 15 years, then blocks of 5 up to 50. */
const yearLimits = {
  min: PPF_YEARS[0],
  max: PPF_YEARS.at(-1)!,
  multipleOf: 5,
} as const;

/** ₹1,50,000 a year at 7.1 % for 15 years (the rate in force; docs/product.md#post-office-and-government-schemes). */
export const ppfFields = [
  {
    key: "deposit",
    unit: "rupees",
    step: 500,
    defaultValue: PPF_YEARLY_DEPOSIT_MAX,
    ...depositLimits,
  },
  { ...schemeRateField, defaultValue: 7.1 },
  {
    key: "years",
    unit: "years",
    step: 5,
    defaultValue: 15,
    ...yearLimits,
  },
] as const satisfies readonly SliderShape[];

/** The ppf calculator's sliders, choice and API (calculator-list.ts; docs/architecture.md#adding-a-calculator). */
const ppf = {
  fields: ppfFields,
  choices: [
    {
      key: "frequency",
      options: ["yearly", "monthly"],
      defaultValue: "yearly",
    },
  ],
  api: {
    summary:
      "Public Provident Fund: yearly or monthly deposits, interest credited each 31 March",
    request: {
      deposit: {
        kind: "amount",
        description:
          "Rupees in each deposit: the year's one (by 5 April) or each month's (by the 5th); at most ₹1,50,000 a year",
        ...depositLimits,
      },
      frequency: "choice",
      rate: "rate",
      years: {
        kind: "years",
        description: "Years the account runs: 15, then blocks of 5 up to 50",
        ...yearLimits,
      },
    },
    results: ["maturityAmount", "totalDeposits", "interestEarned"],
    growth: { invested: "totalDeposits", returns: "interestEarned" },
  },
} as const satisfies CalculatorDetail;

export default ppf;
