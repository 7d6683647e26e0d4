import type { CalculatorDetail } from "../calculator-detail.ts";
import { NSC_PRINCIPAL_MIN, NSC_PRINCIPAL_MULTIPLE } from "../nsc.ts";
import { schemeRateField, type SliderShape } from "../slider-config.ts";

/**
 * A savings certificate's price (an NSC's, a Kisan Vikas Patra's): ₹1,000 at least, in multiples
 * of ₹100, with no upper limit; the slider goes to ₹1 crore.
 */
export const certificateLimits = {
  min: NSC_PRINCIPAL_MIN,
  multipleOf: NSC_PRINCIPAL_MULTIPLE,
} as const;

export const certificateField = {
  key: "principal",
  unit: "rupees",
  ...certificateLimits,
  max: 10_000_000,
  step: 1000,
  defaultValue: 10_000,
} as const satisfies SliderShape;

/** The request rule of a certificate's price (NSC's, KVP's). */
export const certificatePrincipal = {
  kind: "amount",
  description:
    "Rupees the certificate is bought for: at least ₹1,000, in multiples of ₹100",
  ...certificateLimits,
} as const;

/** ₹10,000 at 7.7 % (the rate in force; docs/product.md#post-office-and-government-schemes). */
export const nscFields = [
  certificateField,
  { ...schemeRateField, defaultValue: 7.7 },
] as const satisfies readonly SliderShape[];

/** The nsc calculator's sliders and API (calculator-list.ts; docs/architecture.md#adding-a-calculator). */
const nsc = {
  fields: nscFields,
  api: {
    summary:
      "National Savings Certificate: 5 years, compounded yearly, paid at maturity",
    request: {
      principal: certificatePrincipal,
      rate: "rate",
    },
    results: [
      "maturityAmount",
      "interestEarned",
      "principal",
      "yearlyInterest",
    ],
    growth: { invested: "principal", returns: "interestEarned" },
    lists: ["yearlyInterest"],
  },
} as const satisfies CalculatorDetail;

export default nsc;
