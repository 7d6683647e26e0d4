import { AuthScreen } from "../../features/auth/auth-screen.tsx";
import { WithQueryClient } from "../../lib/react-query.tsx";

export default function AuthRoute() {
  return (
    <WithQueryClient>
      <AuthScreen />
    </WithQueryClient>
  );
}
