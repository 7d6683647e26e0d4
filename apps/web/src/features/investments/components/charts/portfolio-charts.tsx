import type { Investment } from "@kosh/core/contracts/investments";
import {
  growthPotential,
  portfolioDistribution,
  statusOverview,
  upcomingMaturities,
} from "@kosh/core/investments/chart-data";
import { formatLongDate } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { useMemo } from "react";
import {
  ChartCard,
  HiddenTable,
} from "../../../../components/charts/chart-card.tsx";
import {
  DistributionChart,
  GrowthChart,
  StatusChart,
  UpcomingChart,
} from "./chart-drawings.tsx";

function daysLeftText(days: number): string {
  if (days === 0) return "today";
  return days === 1 ? "1 day" : `${days} days`;
}

/**
 * The four charts of the whole portfolio (docs/product.md#charts), each with its figures as a
 * table.
 */
export function PortfolioCharts({
  investments,
  today,
}: {
  investments: Investment[];
  today: string;
}) {
  const charts = useMemo(
    () => ({
      distribution: portfolioDistribution(investments, today),
      growth: growthPotential(investments),
      status: statusOverview(investments),
      upcoming: upcomingMaturities(investments, today),
    }),
    [investments, today],
  );
  return (
    <section aria-labelledby="charts-heading">
      <h2 id="charts-heading" className="sr-only">
        Charts
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <ChartCard
          title="Portfolio Distribution"
          description="Principal by company, active investments not yet past their end date"
          empty={charts.distribution.length === 0}
          emptyText="No running investments"
          drawing={<DistributionChart shares={charts.distribution} />}
          alternative={
            <HiddenTable
              caption="Portfolio Distribution by company"
              headings={["Company", "Principal", "Share"]}
              rows={charts.distribution.map((share) => ({
                key: share.company,
                cells: [
                  share.company,
                  formatInr(share.amount),
                  `${share.percent}%`,
                ],
              }))}
            />
          }
        />
        <ChartCard
          title="Investment Growth Potential"
          description="Principal and maturity of the first 6 active investments"
          empty={charts.growth.length === 0}
          emptyText="No active investments"
          drawing={<GrowthChart bars={charts.growth} />}
          alternative={
            <HiddenTable
              caption="Investment Growth Potential"
              headings={["Company", "Type", "Principal", "Maturity"]}
              rows={charts.growth.map((bar) => ({
                key: bar.id,
                cells: [
                  bar.company,
                  bar.type,
                  formatInr(bar.principal),
                  formatInr(bar.maturity),
                ],
              }))}
            />
          }
        />
        <ChartCard
          title="Investment Status Overview"
          description="Share of Active, Closed and Renewed investments"
          empty={investments.length === 0}
          emptyText="No investments"
          drawing={<StatusChart shares={charts.status} />}
          alternative={
            <HiddenTable
              caption="Investment Status Overview"
              headings={["Status", "Investments", "Share"]}
              rows={charts.status.map((share) => ({
                key: share.status,
                cells: [share.status, String(share.count), `${share.percent}%`],
              }))}
            />
          }
        />
        <ChartCard
          title="Upcoming Maturities"
          description="The 5 active investments ending soonest"
          empty={charts.upcoming.length === 0}
          emptyText="Nothing matures soon"
          drawing={<UpcomingChart items={charts.upcoming} />}
          alternative={
            <HiddenTable
              caption="Upcoming Maturities"
              headings={[
                "Company",
                "Type",
                "End date",
                "Time left",
                "Maturity",
              ]}
              rows={charts.upcoming.map((item) => ({
                key: item.id,
                cells: [
                  item.company,
                  item.type,
                  formatLongDate(item.endDate),
                  daysLeftText(item.daysLeft),
                  formatInr(item.maturity),
                ],
              }))}
            />
          }
        />
      </div>
    </section>
  );
}
