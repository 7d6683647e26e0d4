import { RequireAuth } from "../../features/auth/require-auth.tsx";
import { SettingsScreen } from "../../features/settings/components/settings-screen.tsx";
import { WithQueryClient } from "../../lib/react-query.tsx";

/** Signed-in people only: their own reminder settings. */
export default function SettingsRoute() {
  return (
    <WithQueryClient>
      <RequireAuth>
        <SettingsScreen />
      </RequireAuth>
    </WithQueryClient>
  );
}
