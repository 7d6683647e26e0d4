/**
 * The four dashboard charts, drawn by our own small components (decision 0020): a few boxes and
 * SVG paths each, so the dashboard draws them with its first screen. Every drawing is hidden from
 * assistive technology; each card carries a table of its figures.
 */
import type {
  CompanyShare,
  GrowthBar,
  StatusShare,
  UpcomingMaturity,
} from "@kosh/core/investments/chart-data";
import {
  STATUS_OF_SHARE,
  truncateLabel,
} from "@kosh/core/investments/chart-data";
import { valueAxis } from "@kosh/core/investments/chart-axis";
import { formatInr } from "@kosh/core/format/money";
import { parseIsoDate } from "@kosh/core/format/date";
import { BarRowsDrawing } from "../../../../components/charts/bar-rows-drawing.tsx";
import { ColumnDrawing } from "../../../../components/charts/column-drawing.tsx";
import {
  PieDrawing,
  type PieSlice,
} from "../../../../components/charts/pie-drawing.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import {
  investmentMessages,
  investmentStatusMessages,
} from "../../messages/index.ts";

// Seven distinct colours and a grey, the last, for the folded 'others'.
const PALETTE = [
  "#0f766e",
  "#2563eb",
  "#d97706",
  "#7c3aed",
  "#db2777",
  "#65a30d",
  "#dc2626",
  "#94a3b8",
];
const STATUS_COLOURS: Record<StatusShare["status"], string> = {
  Active: "#16a34a",
  Closed: "#dc2626",
  Renewed: "#d97706",
};
const PRINCIPAL_COLOUR = "#5eead4";
const MATURITY_COLOUR = "#0f766e";
const UPCOMING_COLOUR = "#d97706";

/** More slices than this fold into one 'N other companies' slice; the table lists each. */
const DISTRIBUTION_SLICES = 7;
/** The donut's hole, as a share of its radius. */
const DONUT_HOLE = 0.5625;

export function DistributionChart({ shares }: { shares: CompanyShare[] }) {
  const t = useMessages(investmentMessages);
  const total = shares.reduce((sum, share) => sum + share.amount, 0);
  const slice = (name: string, amount: number, colour: string): PieSlice => {
    const percent = Math.round((amount / total) * 100);
    return {
      name: `${name} ${percent}%`,
      value: amount,
      colour,
      title: `${name}: ${formatInr(amount)} (${percent}%)`,
    };
  };
  const slices = shares
    .slice(0, DISTRIBUTION_SLICES)
    .map((share, index) =>
      slice(share.company, share.amount, PALETTE[index % PALETTE.length]!),
    );
  const rest = shares.slice(DISTRIBUTION_SLICES);
  if (rest.length > 0) {
    slices.push(
      slice(
        t(
          rest.length === 1
            ? "distribution.otherCompany"
            : "distribution.otherCompanies",
          { count: rest.length },
        ),
        rest.reduce((sum, share) => sum + share.amount, 0),
        PALETTE[PALETTE.length - 1]!,
      ),
    );
  }
  return <PieDrawing slices={slices} holeRatio={DONUT_HOLE} />;
}

export function GrowthChart({ bars }: { bars: GrowthBar[] }) {
  const t = useMessages(investmentMessages);
  const axis = valueAxis(
    Math.max(...bars.map((bar) => Math.max(bar.principal, bar.maturity))),
  );
  return (
    <ColumnDrawing
      axis={axis}
      series={[
        { name: t("charts.principal"), colour: PRINCIPAL_COLOUR },
        { name: t("charts.maturity"), colour: MATURITY_COLOUR },
      ]}
      // Keyed by id: two deposits with one bank share a label but not a group.
      groups={bars.map((bar) => ({
        key: bar.id,
        label: bar.label,
        values: [bar.principal, bar.maturity],
        title: `${bar.company} · ${bar.type}`,
      }))}
    />
  );
}

export function StatusChart({ shares }: { shares: StatusShare[] }) {
  const t = useMessages(investmentStatusMessages);
  return (
    <PieDrawing
      slices={shares.map((share) => {
        const name = t(`status.${STATUS_OF_SHARE[share.status]}`);
        return {
          name: `${name} (${share.percent}%)`,
          value: share.count,
          colour: STATUS_COLOURS[share.status],
          title: `${name}: ${share.count} (${share.percent}%)`,
        };
      })}
    />
  );
}

/** "5 Mar 26": a day, the month's short name (`months`, space-separated) and the year's last two digits. */
function shortDate(iso: string, months: string): string {
  const { day, month, year } = parseIsoDate(iso);
  return `${day} ${months.split(" ")[month - 1]} ${String(year).slice(2)}`;
}

export function UpcomingChart({ items }: { items: UpcomingMaturity[] }) {
  const t = useMessages(investmentMessages);
  const months = t("charts.months");
  return (
    <BarRowsDrawing
      axis={valueAxis(Math.max(...items.map((item) => item.maturity)))}
      colour={UPCOMING_COLOUR}
      rows={items.map((item) => ({
        key: item.id,
        label: [truncateLabel(item.company), shortDate(item.endDate, months)],
        value: item.maturity,
        title: t("upcoming.barTitle", {
          company: item.company,
          type: item.type,
          date: shortDate(item.endDate, months),
          amount: formatInr(item.maturity),
        }),
      }))}
    />
  );
}
