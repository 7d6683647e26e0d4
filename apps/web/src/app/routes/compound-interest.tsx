import { compoundInterestCalculator } from "../../features/calculators/calculator-definitions.ts";
import { StandardCalculator } from "../../features/calculators/standard-calculator.tsx";

export default function CompoundInterestRoute() {
  return <StandardCalculator definition={compoundInterestCalculator} />;
}
