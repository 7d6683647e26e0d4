import { renderAt } from "../../../testing/render-at.tsx";
import { AdminScreen } from "../components/admin-screen.tsx";

/** The admin panel at `url` as a signed-in person sees it; who they are is the fake server's `me`. */
export function renderAdmin(url = "/admin") {
  return renderAt(url, <AdminScreen />, { token: "test-session-token" });
}
