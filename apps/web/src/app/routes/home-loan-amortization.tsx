// Scaffold: replaced by the feature that owns this screen.
export default function HomeLoanAmortizationRoute() {
  return <h1 className="p-4 text-2xl font-semibold">home-loan-amortization</h1>;
}
