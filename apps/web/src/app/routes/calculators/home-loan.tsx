import { HomeLoanCalculator } from "../../../features/calculators/home-loan-calculator.tsx";
import { loadCalculatorDefinition } from "../../../features/calculators/calculator-definitions.ts";

/** The EMI formula, before the page draws (router.tsx RouteModule). */
export async function ready() {
  await loadCalculatorDefinition("home-loan");
}

export default function HomeLoanRoute() {
  return <HomeLoanCalculator />;
}
