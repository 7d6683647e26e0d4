// Scaffold: replaced by the feature that owns this screen.
export default function HomeLoanRoute() {
  return <h1 className="p-4 text-2xl font-semibold">home-loan</h1>;
}
