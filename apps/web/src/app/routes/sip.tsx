import { sipCalculator } from "../../features/calculators/calculator-definitions.ts";
import { StandardCalculator } from "../../features/calculators/standard-calculator.tsx";

export default function SipRoute() {
  return <StandardCalculator definition={sipCalculator} />;
}
