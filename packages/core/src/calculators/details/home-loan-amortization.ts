import type { CalculatorDetail } from "../calculator-detail.ts";
import type { SliderShape } from "../slider-config.ts";
import { homeLoanFields } from "./home-loan.ts";

export const extraPaymentField = {
  key: "extraPaymentAmount",
  unit: "rupees",
  min: 0,
  max: 100_000,
  step: 1000,
  defaultValue: 0,
  namesZero: true,
} as const satisfies SliderShape;

export const amortizationFields = [
  ...homeLoanFields,
  extraPaymentField,
] as const satisfies readonly SliderShape[];

/** The home-loan-amortization calculator's sliders and API (calculator-list.ts; docs/architecture.md#adding-a-calculator). */
const homeLoanAmortization = {
  fields: amortizationFields,
  linkOptions: ["extraPaymentFrequency", "lumpSums"],
} as const satisfies CalculatorDetail;

export default homeLoanAmortization;
