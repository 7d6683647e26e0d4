import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { AppProvider } from "../app/provider.tsx";
import { Toaster } from "../components/toaster.tsx";
import { WithQueryClient } from "../lib/react-query.tsx";
import { TOKEN_STORAGE_KEY } from "../lib/session-token.ts";

/**
 * Renders `ui` inside the app's real providers with the browser at `url`, optionally signed in.
 * `ui` gets the query client, as the pages holding server data give their screens
 * (`WithQueryClient` in app/routes); `queryClient: false` renders it as a public page, with the
 * session alone. The toaster the app layout mounts is beside it.
 */
export function renderAt(
  url: string,
  ui: ReactNode,
  { token, queryClient = true }: { token?: string; queryClient?: boolean } = {},
) {
  window.history.replaceState(null, "", url);
  if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
  return render(
    <AppProvider>
      {queryClient ? <WithQueryClient>{ui}</WithQueryClient> : ui}
      <Toaster />
    </AppProvider>,
  );
}

/** Where the browser is now, path and query. */
export function currentUrl(): string {
  return window.location.pathname + window.location.search;
}
