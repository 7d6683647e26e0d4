import type { Investment } from "@kosh/core/contracts/investments";
import {
  growthPotential,
  portfolioDistribution,
  STATUS_OF_SHARE,
  statusOverview,
} from "@kosh/core/investments/chart-data";
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
} from "./chart-drawings.tsx";
import { UpcomingMaturitiesCard } from "./upcoming-maturities-card.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import {
  investmentMessages,
  investmentStatusMessages,
} from "../../messages/index.ts";

/**
 * The charts of the whole portfolio (docs/product.md#charts), each with its figures as a table:
 * Upcoming Maturities first when `withUpcoming` (a wide screen), the other three in any case (a
 * phone shows Upcoming Maturities on its own, above the list).
 */
export function PortfolioCharts({
  investments,
  today,
  withUpcoming,
}: {
  investments: Investment[];
  today: string;
  withUpcoming: boolean;
}) {
  const t = useMessages(investmentMessages);
  const status = useMessages(investmentStatusMessages);
  const charts = useMemo(
    () => ({
      distribution: portfolioDistribution(investments, today),
      growth: growthPotential(investments),
      status: statusOverview(investments),
    }),
    [investments, today],
  );
  return (
    <section aria-labelledby="charts-heading">
      <h2 id="charts-heading" className="sr-only">
        {t("charts.heading")}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {withUpcoming && (
          <UpcomingMaturitiesCard investments={investments} today={today} />
        )}
        <ChartCard
          title={t("distribution.title")}
          description={t("distribution.description")}
          empty={charts.distribution.length === 0}
          emptyText={t("distribution.empty")}
          drawing={<DistributionChart shares={charts.distribution} />}
          alternative={
            <HiddenTable
              caption={t("distribution.caption")}
              headings={[
                t("charts.company"),
                t("charts.principal"),
                t("charts.share"),
              ]}
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
          title={t("growth.title")}
          description={t("growth.description")}
          empty={charts.growth.length === 0}
          emptyText={t("growth.empty")}
          drawing={<GrowthChart bars={charts.growth} />}
          alternative={
            <HiddenTable
              caption={t("growth.title")}
              headings={[
                t("charts.company"),
                t("charts.type"),
                t("charts.principal"),
                t("charts.maturity"),
              ]}
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
          title={t("status.title")}
          description={t("status.description")}
          empty={investments.length === 0}
          emptyText={t("status.empty")}
          drawing={<StatusChart shares={charts.status} />}
          alternative={
            <HiddenTable
              caption={t("status.title")}
              headings={[
                t("status.status"),
                t("status.investments"),
                t("charts.share"),
              ]}
              rows={charts.status.map((share) => ({
                key: share.status,
                cells: [
                  status(`status.${STATUS_OF_SHARE[share.status]}`),
                  String(share.count),
                  `${share.percent}%`,
                ],
              }))}
            />
          }
        />
      </div>
    </section>
  );
}
