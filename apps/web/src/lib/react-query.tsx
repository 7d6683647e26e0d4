/**
 * The query client of the pages that hold server data: signed-in pages and the sign-in screens
 * (docs/architecture.md#server-state). It loads with those pages' chunks, never with the shell:
 * the public pages a guest lands on make one-shot requests of their own
 * (docs/decisions/0021-public-pages-without-tanstack-query.md).
 */
import {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  type DefaultOptions,
} from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "./api-client.ts";
import { useSessionStore, type SessionStore } from "./session.tsx";

export const queryConfig = {
  queries: {
    // A failed load shows its error and a retry button at once rather than after a silent
    // back-off; the person decides when to try again.
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
    // Offline a request is sent and fails, so the page says it needs the network and offers
    // Retry, instead of waiting unseen for the browser to say it is back online.
    networkMode: "always",
  },
  mutations: { networkMode: "always" },
} satisfies DefaultOptions;

/**
 * A 403 means the person's role changed meanwhile (an admin was demoted): who they are is
 * reloaded, and the page follows the new role. A session that starts or ends drops whatever the
 * previous person's pages loaded.
 */
function createQueryClient(session: SessionStore): QueryClient {
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 403) {
      void session.refresh();
    }
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: queryConfig,
  });
  session.onPersonChange(() => client.removeQueries());
  return client;
}

const clients = new WeakMap<SessionStore, QueryClient>();

/**
 * The app's one query client: made the first time a page that needs it opens, then kept for the
 * app's life, so its cache outlives moving from one such page to another. One per session store,
 * which the app has one of (each test render has its own).
 */
export function queryClientFor(session: SessionStore): QueryClient {
  let client = clients.get(session);
  if (!client) {
    client = createQueryClient(session);
    clients.set(session, client);
  }
  return client;
}

/** Wraps a page (in `app/routes/`) whose parts use queries or mutations. */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const client = queryClientFor(useSessionStore());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
