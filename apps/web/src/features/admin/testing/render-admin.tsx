import { render } from "@testing-library/react";
import { TOKEN_STORAGE_KEY } from "../../../lib/api-client.ts";
import { AuthProvider } from "../../../lib/auth.tsx";
import { AdminPanel } from "../admin-panel.tsx";

/** The admin panel at `url` as a signed-in person sees it; who they are is the fake server's `me`. */
export function renderAdmin(url = "/admin") {
  window.history.replaceState(null, "", url);
  localStorage.setItem(TOKEN_STORAGE_KEY, "test-session-token");
  return render(
    <AuthProvider>
      <AdminPanel />
    </AuthProvider>,
  );
}
