import { render } from "@testing-library/react";
import { Suspense, type ReactNode } from "react";
import { AppProvider } from "../app/provider.tsx";
import { LocaleRoot } from "../lib/i18n/locale.tsx";
import { Toaster } from "../components/toaster.tsx";
import { WithQueryClient } from "../lib/react-query.tsx";
import { TOKEN_STORAGE_KEY } from "../lib/session-token.ts";

/**
 * Renders `ui` inside the app's real providers with the browser at `url`, optionally signed in,
 * in the language the address names (`/hi/…`: Hindi, whose messages the test loads first with
 * `loadEveryMessages("hi")`).
 * `ui` gets the query client, as the pages holding server data give their screens
 * (`WithQueryClient` in app/routes); `queryClient: false` renders it as a public page, with the
 * session alone. The toaster the app layout mounts is beside it. A screen waiting for its words in
 * the page's language waits in a Suspense boundary, as under the app's router.
 */
export function renderAt(
  url: string,
  ui: ReactNode,
  { token, queryClient = true }: { token?: string; queryClient?: boolean } = {},
) {
  window.history.replaceState(null, "", url);
  if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
  return render(
    <LocaleRoot>
      <AppProvider>
        <Suspense fallback={null}>
          {queryClient ? <WithQueryClient>{ui}</WithQueryClient> : ui}
        </Suspense>
        <Toaster />
      </AppProvider>
    </LocaleRoot>,
  );
}

/** Where the browser is now, path and query. */
export function currentUrl(): string {
  return window.location.pathname + window.location.search;
}
