import { AdminScreen } from "../../features/admin/components/admin-screen.tsx";
import { RequireAuth } from "../../features/auth/require-auth.tsx";
import { WithQueryClient } from "../../lib/react-query.tsx";

/** Signed-in people only; the panel itself shows Access Denied to anyone but an admin. */
export default function AdminRoute() {
  return (
    <WithQueryClient>
      <RequireAuth>
        <AdminScreen />
      </RequireAuth>
    </WithQueryClient>
  );
}
