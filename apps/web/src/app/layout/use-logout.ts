import { useCallback } from "react";
import { useLocation } from "wouter";
import { useSession } from "../../lib/session.tsx";

/** Logout: home at once, the local session gone at once, the server told in the background. */
export function useLogout() {
  const { signOut } = useSession();
  const [, navigate] = useLocation();
  return useCallback(() => {
    // Leaving first means a protected page never sees the signed-out state and redirects to /auth.
    navigate("/");
    void signOut();
  }, [navigate, signOut]);
}
