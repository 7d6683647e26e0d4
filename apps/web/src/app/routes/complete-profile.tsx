import { CompleteProfileScreen } from "../../features/auth/complete-profile-screen.tsx";

export default function CompleteProfileRoute() {
  return <CompleteProfileScreen />;
}
