// Scaffold: replaced by the feature that owns this screen.
export default function SimpleInterestRoute() {
  return <h1 className="p-4 text-2xl font-semibold">simple-interest</h1>;
}
