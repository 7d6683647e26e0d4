import { renderAt } from "../../../testing/render-at.tsx";
import {
  DashboardScreen,
  type DashboardScreenProps,
} from "../components/dashboard/dashboard-screen.tsx";

/** The dashboard as a signed-in person sees it, at `url`. */
export function renderDashboard(
  props: DashboardScreenProps = {},
  url = "/dashboard",
) {
  return renderAt(url, <DashboardScreen {...props} />, {
    token: "test-session-token",
  });
}
