import type { Investment } from "@kosh/core/contracts/investments";
import { upcomingMaturities } from "@kosh/core/investments/chart-data";
import { formatLongDate } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { useMemo } from "react";
import {
  ChartCard,
  HiddenTable,
} from "../../../../components/charts/chart-card.tsx";
import { UpcomingChart } from "./chart-drawings.tsx";
import { useLocale } from "../../../../lib/i18n/locale.tsx";
import { useMessages, type Translate } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";
import type en from "../../messages/en.ts";

function daysLeftText(days: number, t: Translate<typeof en>): string {
  if (days === 0) return t("upcoming.today");
  return days === 1 ? t("upcoming.oneDay") : t("upcoming.days", { days });
}

/**
 * The Upcoming Maturities chart (docs/product.md#charts): what ends next, one of the things a
 * person opens My Investments for, so on a phone it stands alone above the list.
 */
export function UpcomingMaturitiesCard({
  investments,
  today,
  headingLevel,
}: {
  investments: Investment[];
  today: string;
  headingLevel?: 2 | 3;
}) {
  const t = useMessages(investmentMessages);
  const locale = useLocale();
  const upcoming = useMemo(
    () => upcomingMaturities(investments, today),
    [investments, today],
  );
  return (
    <ChartCard
      title={t("upcoming.title")}
      description={t("upcoming.description")}
      headingLevel={headingLevel}
      empty={upcoming.length === 0}
      emptyText={t("upcoming.empty")}
      drawing={<UpcomingChart items={upcoming} />}
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
          rows={upcoming.map((item) => ({
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
  );
}
