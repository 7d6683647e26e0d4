import { RequireAuth } from "../../features/auth/require-auth.tsx";
import { InvestmentsDashboard } from "../../features/investments/components/investments-dashboard.tsx";
import { syncInvestmentNotifications } from "../../features/notifications/notification-store.ts";

// Features never import each other: the route joins the list to the notices derived from it.
export default function DashboardRoute() {
  return (
    <RequireAuth>
      <InvestmentsDashboard onInvestmentsLoaded={syncInvestmentNotifications} />
    </RequireAuth>
  );
}
