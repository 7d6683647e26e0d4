import { usePrefetchInvestments } from "../../features/investments/api/get-investments.ts";
import { RequireAuth } from "../../features/auth/require-auth.tsx";
import {
  DashboardPlaceholder,
  DashboardScreen,
} from "../../features/investments/components/dashboard/dashboard-screen.tsx";
import { useInvestmentNotificationSync } from "../../features/notifications/use-investment-notification-sync.ts";
import { CalendarFeedPanel } from "../../features/settings/components/calendar-feed-panel.tsx";
import { WithQueryClient } from "../../lib/react-query.tsx";
import { PageHead } from "../../components/page-head.tsx";
import { investmentMessages } from "../../features/investments/messages/index.ts";
import { useMessages } from "../../lib/i18n/messages.ts";

export default function DashboardRoute() {
  const t = useMessages(investmentMessages);
  return (
    <WithQueryClient>
      <PageHead title={t("dashboard.title")} />
      <Dashboard />
    </WithQueryClient>
  );
}

// Features never import each other: the route joins the list to the notices derived from it.
function Dashboard() {
  const syncNotifications = useInvestmentNotificationSync();
  usePrefetchInvestments();
  return (
    <RequireAuth checking={<DashboardPlaceholder />}>
      <DashboardScreen onInvestmentsLoaded={syncNotifications} />
      <div className="mx-auto max-w-6xl px-4 pb-8">
        <CalendarFeedPanel />
      </div>
    </RequireAuth>
  );
}
