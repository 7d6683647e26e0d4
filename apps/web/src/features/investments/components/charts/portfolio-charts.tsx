import type { Investment } from "@kosh/core/contracts/investments";
import {
  growthPotential,
  portfolioDistribution,
  STATUS_OF_SHARE,
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
import { useLocale } from "../../../../lib/i18n/locale.tsx";
import { useMessages, type Translate } from "../../../../lib/i18n/messages.ts";
import {
  investmentMessages,
  investmentStatusMessages,
} from "../../messages/index.ts";
import type en from "../../messages/en.ts";

function daysLeftText(days: number, t: Translate<typeof en>): string {
  if (days === 0) return t("upcoming.today");
  return days === 1 ? t("upcoming.oneDay") : t("upcoming.days", { days });
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
  const t = useMessages(investmentMessages);
  const status = useMessages(investmentStatusMessages);
  const locale = useLocale();
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
        {t("charts.heading")}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
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
        <ChartCard
          title={t("upcoming.title")}
          description={t("upcoming.description")}
          empty={charts.upcoming.length === 0}
          emptyText={t("upcoming.empty")}
          drawing={<UpcomingChart items={charts.upcoming} />}
          alternative={
            <HiddenTable
              caption={t("upcoming.title")}
              headings={[
                t("charts.company"),
                t("charts.type"),
                t("upcoming.endDate"),
                t("upcoming.timeLeft"),
                t("charts.maturity"),
              ]}
              rows={charts.upcoming.map((item) => ({
                key: item.id,
                cells: [
                  item.company,
                  item.type,
                  formatLongDate(item.endDate, locale),
                  daysLeftText(item.daysLeft, t),
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
