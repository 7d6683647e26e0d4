import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import {
  DashboardScreen,
  type DashboardScreenProps,
} from "./dashboard-screen.tsx";

function dashboardQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A failed load shows 'Failed to Load Data' with its Reload button at once
        // (docs/product.md#display-states)
        // rather than after a silent back-off; the person decides when to retry.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}

/**
 * The My Investments feature. It owns its query client, so React Query loads with this page
 * only and never with the calculator pages; a new visit starts from fresh data.
 */
export function InvestmentsDashboard(props: DashboardScreenProps) {
  const [client] = useState(dashboardQueryClient);
  return (
    <QueryClientProvider client={client}>
      <DashboardScreen {...props} />
    </QueryClientProvider>
  );
}
