import { householdMessages } from "../../features/household/messages/index.ts";
import { RequireAuth } from "../../features/auth/require-auth.tsx";
import { HouseholdScreen } from "../../features/household/components/household-screen.tsx";
import { WithQueryClient } from "../../lib/react-query.tsx";

/** Its words, loaded with its chunk (router.tsx). */
export const messages = [householdMessages];

/** Signed-in people only: the members of the household shown, and sharing their own. */
export default function HouseholdRoute() {
  return (
    <WithQueryClient>
      <RequireAuth>
        <HouseholdScreen />
      </RequireAuth>
    </WithQueryClient>
  );
}
