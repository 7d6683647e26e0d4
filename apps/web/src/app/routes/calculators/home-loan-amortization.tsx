import { AmortizationCalculator } from "../../../features/calculators/amortization/amortization-calculator.tsx";

export default function HomeLoanAmortizationRoute() {
  return <AmortizationCalculator />;
}
