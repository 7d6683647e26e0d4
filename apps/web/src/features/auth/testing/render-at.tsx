import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { AuthProvider } from "../../../lib/auth.tsx";
import { TOKEN_STORAGE_KEY } from "../../../lib/api-client.ts";

/** Renders `ui` inside the real AuthProvider with the browser at `url`, optionally signed in. */
export function renderAt(
  url: string,
  ui: ReactNode,
  { token }: { token?: string } = {},
) {
  window.history.replaceState(null, "", url);
  if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
  return render(<AuthProvider>{ui}</AuthProvider>);
}

/** Where the browser is now, path and query. */
export function currentUrl(): string {
  return window.location.pathname + window.location.search;
}
