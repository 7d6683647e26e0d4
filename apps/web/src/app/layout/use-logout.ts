import { useCallback } from "react";
import { useLocation } from "wouter";
import { useAuth } from "../../lib/auth.tsx";

/** Logout: home at once, the local session gone at once, the server told in the background. */
export function useLogout() {
  const { signOut } = useAuth();
  const [, navigate] = useLocation();
  return useCallback(() => {
    // Leaving first means a protected page never sees the signed-out state and redirects to /auth.
    navigate("/");
    void signOut();
  }, [navigate, signOut]);
}
