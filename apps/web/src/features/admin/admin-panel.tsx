import {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
} from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../lib/api-client.ts";
import { useAuth } from "../../lib/auth.tsx";
import { AdminScreen } from "./components/admin-screen.tsx";

/**
 * The admin feature with its own query client, so React Query loads with this page only. A 403
 * means this admin was demoted meanwhile: the profile is reloaded and the page turns to Access Denied.
 */
export function AdminPanel() {
  const { refreshProfile } = useAuth();
  // refreshProfile is stable for the life of the AuthProvider, so the client may keep it.
  const [client] = useState(() => {
    const onError = (error: Error) => {
      if (error instanceof ApiError && error.status === 403) {
        void refreshProfile();
      }
    };
    return new QueryClient({
      queryCache: new QueryCache({ onError }),
      mutationCache: new MutationCache({ onError }),
      defaultOptions: {
        // A failed list shows its error and a Try Again button at once; the admin decides.
        queries: {
          retry: false,
          refetchOnWindowFocus: false,
          staleTime: 30_000,
        },
      },
    });
  });
  return (
    <QueryClientProvider client={client}>
      <AdminScreen />
    </QueryClientProvider>
  );
}
