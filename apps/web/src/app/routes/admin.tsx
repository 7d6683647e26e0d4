// Scaffold: replaced by the feature that owns this screen.
export default function AdminRoute() {
  return <h1 className="p-4 text-2xl font-semibold">admin</h1>;
}
