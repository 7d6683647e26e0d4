import { HomeLoanCalculator } from "../../features/calculators/home-loan-calculator.tsx";

export default function HomeLoanRoute() {
  return <HomeLoanCalculator />;
}
