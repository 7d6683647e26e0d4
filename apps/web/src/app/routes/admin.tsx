import { AdminScreen } from "../../features/admin/components/admin-screen.tsx";
import { RequireAuth } from "../../features/auth/require-auth.tsx";

/** Signed-in people only; the panel itself shows Access Denied to anyone but an admin. */
export default function AdminRoute() {
  return (
    <RequireAuth>
      <AdminScreen />
    </RequireAuth>
  );
}
