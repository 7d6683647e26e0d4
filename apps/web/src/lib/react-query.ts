import {
  MutationCache,
  QueryCache,
  QueryClient,
  type DefaultOptions,
} from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";
import { sessionQueryKey } from "./session.tsx";

export const queryConfig = {
  queries: {
    // A failed load shows its error and a retry button at once rather than after a silent
    // back-off; the person decides when to try again.
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  },
} satisfies DefaultOptions;

/**
 * The app's one query client. A 403 means the person's role changed meanwhile (an admin was
 * demoted): who they are is reloaded, and the page follows the new role.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: queryConfig,
  });
  function onError(error: Error) {
    if (error instanceof ApiError && error.status === 403) {
      void client.invalidateQueries({ queryKey: sessionQueryKey });
    }
  }
  return client;
}
