import type { CalculatorDetail } from "../calculator-detail.ts";
import { FD_INTEREST_OPTIONS, FD_PAYOUTS } from "../fixed-deposit.ts";
import type { ChoiceShape, SliderShape } from "../slider-config.ts";

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
    // Banks take deposits from 7 days to 10 years, and advertise 444- or 555-day ones.
    units: { months: { min: 1, max: 120 }, days: { min: 7, max: 3650 } },
  },
] as const satisfies readonly SliderShape[];

/** The fd calculator's sliders and API (calculator-list.ts; docs/architecture.md#adding-a-calculator). */
const fd = {
  fields: fdFields,
  // Cumulative, or the interest paid out every month or quarter (fixedDepositPayout).
  choices: [
    { key: "payout", options: FD_INTEREST_OPTIONS, defaultValue: "cumulative" },
  ] as const satisfies readonly ChoiceShape[],
  api: {
    summary:
      "Maturity of a fixed deposit as banks count it: complete quarters compounded, then simple interest for the days after",
    request: {
      principal: "amount",
      rate: "rate",
      tenure: "years",
      payout: "choiceOrDefault",
    },
    results: [
      "maturityAmount",
      "interestEarned",
      "principal",
      "interestPerPayout",
    ],
    growth: {
      invested: "principal",
      returns: "interestEarned",
    },
    onlyWith: {
      interestPerPayout: { choice: "payout", options: FD_PAYOUTS },
    },
  },
} as const satisfies CalculatorDetail;

export default fd;
