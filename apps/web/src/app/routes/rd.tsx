import { rdCalculator } from "../../features/calculators/calculator-definitions.ts";
import { StandardCalculator } from "../../features/calculators/standard-calculator.tsx";

export default function RdRoute() {
  return <StandardCalculator definition={rdCalculator} />;
}
