import { RequireAuth } from "../../features/auth/require-auth.tsx";

// Scaffold: replaced by the feature that owns this screen.
export default function AdminRoute() {
  return (
    <RequireAuth>
      <h1 className="p-4 text-2xl font-semibold">admin</h1>
    </RequireAuth>
  );
}
