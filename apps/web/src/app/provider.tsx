import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { AuthProvider, useAuth } from "../lib/auth.tsx";
import { createQueryClient } from "../lib/react-query.ts";

function QueryProvider({ children }: { children: ReactNode }) {
  const { refreshProfile } = useAuth();
  // refreshProfile is stable for the life of the AuthProvider, so the client may keep it.
  const [client] = useState(() =>
    createQueryClient(() => void refreshProfile()),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Everything a page needs around it: the session and the one query client. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <QueryProvider>{children}</QueryProvider>
    </AuthProvider>
  );
}
