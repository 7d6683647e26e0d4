// Scaffold: replaced by the feature that owns this screen.
export default function FdRoute() {
  return <h1 className="p-4 text-2xl font-semibold">fd</h1>;
}
