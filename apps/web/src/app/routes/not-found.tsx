// Scaffold: replaced by the feature that owns this screen.
export default function NotFoundRoute() {
  return <h1 className="p-4 text-2xl font-semibold">not-found</h1>;
}
