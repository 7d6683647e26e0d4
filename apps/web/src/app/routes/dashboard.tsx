import { RequireAuth } from "../../features/auth/require-auth.tsx";
import { InvestmentsDashboard } from "../../features/investments/components/investments-dashboard.tsx";
import { useInvestmentNotificationSync } from "../../features/notifications/use-investment-notification-sync.ts";

// Features never import each other: the route joins the list to the notices derived from it.
export default function DashboardRoute() {
  const syncNotifications = useInvestmentNotificationSync();
  return (
    <RequireAuth>
      <InvestmentsDashboard onInvestmentsLoaded={syncNotifications} />
    </RequireAuth>
  );
}
