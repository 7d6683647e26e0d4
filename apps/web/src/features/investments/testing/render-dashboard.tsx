import { render } from "@testing-library/react";
import { TOKEN_STORAGE_KEY } from "../../../lib/api-client.ts";
import { InvestmentsDashboard } from "../components/investments-dashboard.tsx";
import type { DashboardScreenProps } from "../components/dashboard-screen.tsx";

/** The dashboard as a signed-in person sees it, at `url`. */
export function renderDashboard(
  props: DashboardScreenProps = {},
  url = "/dashboard",
) {
  window.history.replaceState(null, "", url);
  localStorage.setItem(TOKEN_STORAGE_KEY, "test-session-token");
  return render(<InvestmentsDashboard {...props} />);
}
