import type { CalculatorDetail } from "../calculator-detail.ts";
import { interestFields } from "./simple-interest.ts";

/** The compound-interest calculator's sliders and API (calculator-list.ts; docs/architecture.md#adding-a-calculator). */
const compoundInterest = {
  fields: interestFields,
  api: {
    summary: "Compound interest, compounded yearly",
    request: { principal: "amount", rate: "rate", time: "years" },
    results: ["compoundInterest", "compoundAmount", "principal"],
  },
} as const satisfies CalculatorDetail;

export default compoundInterest;
