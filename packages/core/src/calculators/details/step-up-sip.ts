import type { CalculatorDetail } from "../calculator-detail.ts";
import {
  monthlyInvestmentField,
  expectedReturnField,
  timePeriodField,
  FUND_FIGURES,
  type SliderShape,
} from "../slider-config.ts";

/**
 * The SIP's sliders and the yearly raise between them: 0% (a plain SIP) to 50% a year, the bounds
 * of step-up-sip.ts (STEP_UP_MIN, STEP_UP_MAX: written out here, so the menus of every page do not
 * carry the formula's module; step-up-sip.test.ts holds them equal), in whole percents (Groww's
 * step-up page goes to 50%); ₹5,000 raised 10% a year at 12% for 10 years.
 */
export const stepUpSipFields = [
  monthlyInvestmentField,
  {
    key: "stepUp",
    unit: "percent",
    min: 0,
    max: 50,
    step: 1,
    defaultValue: 10,
  },
  expectedReturnField,
  timePeriodField,
] as const satisfies readonly SliderShape[];

/** The yearly raise: the slider's bounds are the route's. */
const STEP_UP_RAISE = stepUpSipFields[1];

/** The step-up-sip calculator's sliders and API (calculator-list.ts; docs/architecture.md#adding-a-calculator). */
const stepUpSip = {
  fields: stepUpSipFields,
  api: {
    summary: "Maturity of a monthly SIP raised every year (annuity due)",
    request: {
      monthlyInvestment: {
        kind: "amount",
        description: "Rupees invested each month in the first year",
      },
      stepUp: {
        kind: "percent",
        min: STEP_UP_RAISE.min,
        max: STEP_UP_RAISE.max,
        description: "Percent the instalment is raised by every 12 months",
      },
      expectedReturn: "rate",
      timePeriod: "months",
    },
    ...FUND_FIGURES,
  },
} as const satisfies CalculatorDetail;

export default stepUpSip;
