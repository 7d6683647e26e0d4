import type { CalculatorDetail } from "../calculator-detail.ts";
import {
  monthlyInvestmentField,
  expectedReturnField,
  timePeriodField,
  FUND_FIGURES,
  type SliderShape,
} from "../slider-config.ts";

export const sipFields = [
  monthlyInvestmentField,
  expectedReturnField,
  timePeriodField,
] as const satisfies readonly SliderShape[];

/** The sip calculator's sliders and API (calculator-list.ts; docs/architecture.md#adding-a-calculator). */
const sip = {
  fields: sipFields,
  api: {
    summary: "Maturity of a monthly SIP (annuity due)",
    request: {
      monthlyInvestment: {
        kind: "amount",
        description: "Rupees invested each month",
      },
      expectedReturn: "rate",
      timePeriod: "months",
    },
    ...FUND_FIGURES,
  },
} as const satisfies CalculatorDetail;

export default sip;
