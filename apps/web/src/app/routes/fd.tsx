import { fdCalculator } from "../../features/calculators/calculator-definitions.ts";
import { StandardCalculator } from "../../features/calculators/standard-calculator.tsx";

export default function FdRoute() {
  return <StandardCalculator definition={fdCalculator} />;
}
