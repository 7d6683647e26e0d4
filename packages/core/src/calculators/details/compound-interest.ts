import type { CalculatorDetail } from "../calculator-detail.ts";
import { COMPOUNDING_OPTIONS } from "../compound-interest.ts";
import { interestFields } from "./simple-interest.ts";

/** The compound-interest calculator's sliders and API (calculator-list.ts; docs/architecture.md#adding-a-calculator). */
const compoundInterest = {
  fields: interestFields,
  choices: [
    { key: "frequency", options: COMPOUNDING_OPTIONS, defaultValue: "yearly" },
  ],
  api: {
    summary:
      "Compound interest, compounded yearly, half-yearly, quarterly or monthly",
    request: {
      principal: "amount",
      rate: "rate",
      time: "years",
      frequency: "choiceOrDefault",
    },
    results: ["compoundInterest", "compoundAmount", "principal"],
  },
} as const satisfies CalculatorDetail;

export default compoundInterest;
