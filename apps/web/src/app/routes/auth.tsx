// Scaffold: replaced by the feature that owns this screen.
export default function AuthRoute() {
  return <h1 className="p-4 text-2xl font-semibold">auth</h1>;
}
