import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { AppProvider } from "../app/provider.tsx";
import { TOKEN_STORAGE_KEY } from "../lib/session-token.ts";

/** Renders `ui` inside the app's real providers with the browser at `url`, optionally signed in. */
export function renderAt(
  url: string,
  ui: ReactNode,
  { token }: { token?: string } = {},
) {
  window.history.replaceState(null, "", url);
  if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
  return render(<AppProvider>{ui}</AppProvider>);
}

/** Where the browser is now, path and query. */
export function currentUrl(): string {
  return window.location.pathname + window.location.search;
}
