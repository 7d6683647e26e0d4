import { RequireAuth } from "../../features/auth/require-auth.tsx";

// Scaffold: replaced by the feature that owns this screen.
export default function DashboardRoute() {
  return (
    <RequireAuth>
      <h1 className="p-4 text-2xl font-semibold">dashboard</h1>
    </RequireAuth>
  );
}
