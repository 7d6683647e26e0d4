import { simpleInterestCalculator } from "../../features/calculators/calculator-definitions.ts";
import { StandardCalculator } from "../../features/calculators/standard-calculator.tsx";

export default function SimpleInterestRoute() {
  return <StandardCalculator definition={simpleInterestCalculator} />;
}
