import { CompleteProfileScreen } from "../../features/auth/complete-profile-screen.tsx";
import { WithQueryClient } from "../../lib/react-query.tsx";

export default function CompleteProfileRoute() {
  return (
    <WithQueryClient>
      <CompleteProfileScreen />
    </WithQueryClient>
  );
}
