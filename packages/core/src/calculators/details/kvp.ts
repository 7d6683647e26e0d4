import type { CalculatorDetail } from "../calculator-detail.ts";
import { schemeRateField, type SliderShape } from "../slider-config.ts";
import { certificateField, certificatePrincipal } from "./nsc.ts";

/** ₹1,00,000 at 7.5 %, which doubles in 115 months (the rate in force; docs/product.md#post-office-and-government-schemes). */
export const kvpFields = [
  { ...certificateField, defaultValue: 100_000 },
  { ...schemeRateField, defaultValue: 7.5 },
] as const satisfies readonly SliderShape[];

/** The kvp calculator's sliders and API (calculator-list.ts; docs/architecture.md#adding-a-calculator). */
const kvp = {
  fields: kvpFields,
  api: {
    summary:
      "Kisan Vikas Patra: the money doubles in the months notified with the rate",
    request: {
      principal: certificatePrincipal,
      rate: "rate",
    },
    results: ["maturityAmount", "maturityMonths"],
    months: ["maturityMonths"],
  },
} as const satisfies CalculatorDetail;

export default kvp;
