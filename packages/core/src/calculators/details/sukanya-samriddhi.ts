import type { CalculatorDetail } from "../calculator-detail.ts";
import { schemeRateField, type SliderShape } from "../slider-config.ts";
import {
  SSY_YEARLY_DEPOSIT_MAX,
  SSY_YEARLY_DEPOSIT_MIN,
} from "../sukanya-samriddhi.ts";

const depositLimits = {
  min: SSY_YEARLY_DEPOSIT_MIN,
  max: SSY_YEARLY_DEPOSIT_MAX,
} as const;

/** ₹1,50,000 a year at 8.2 % (the rate in force; docs/product.md#post-office-and-government-schemes). */
export const sukanyaSamriddhiFields = [
  {
    key: "yearlyDeposit",
    unit: "rupees",
    step: 250,
    defaultValue: SSY_YEARLY_DEPOSIT_MAX,
    ...depositLimits,
  },
  { ...schemeRateField, defaultValue: 8.2 },
] as const satisfies readonly SliderShape[];

/** The sukanya-samriddhi calculator's sliders and API (calculator-list.ts; docs/architecture.md#adding-a-calculator). */
const sukanyaSamriddhi = {
  fields: sukanyaSamriddhiFields,
  api: {
    summary:
      "Sukanya Samriddhi: a deposit each year for 15 years, maturing 21 years from opening",
    request: {
      yearlyDeposit: {
        kind: "amount",
        description: "Rupees deposited each financial year, for 15 years",
        ...depositLimits,
      },
      rate: "rate",
    },
    results: ["maturityAmount", "totalDeposits", "interestEarned"],
    growth: { invested: "totalDeposits", returns: "interestEarned" },
  },
} as const satisfies CalculatorDetail;

export default sukanyaSamriddhi;
