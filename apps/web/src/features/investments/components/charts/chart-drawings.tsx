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
import { truncateLabel } from "@kosh/core/investments/chart-data";
import { valueAxis } from "@kosh/core/investments/chart-axis";
import { formatInr } from "@kosh/core/format/money";
import { parseIsoDate } from "@kosh/core/format/date";
import { BarRowsDrawing } from "../../../../components/charts/bar-rows-drawing.tsx";
import { ColumnDrawing } from "../../../../components/charts/column-drawing.tsx";
import {
  PieDrawing,
  type PieSlice,
} from "../../../../components/charts/pie-drawing.tsx";

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
const GROWTH_SERIES = [
  { name: "Principal", colour: "#5eead4" },
  { name: "Maturity", colour: "#0f766e" },
];
const UPCOMING_COLOUR = "#d97706";
const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

/** More slices than this fold into one 'N other companies' slice; the table lists each. */
const DISTRIBUTION_SLICES = 7;
/** The donut's hole, as a share of its radius. */
const DONUT_HOLE = 0.5625;

export function DistributionChart({ shares }: { shares: CompanyShare[] }) {
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
        `${rest.length} other ${rest.length === 1 ? "company" : "companies"}`,
        rest.reduce((sum, share) => sum + share.amount, 0),
        PALETTE[PALETTE.length - 1]!,
      ),
    );
  }
  return <PieDrawing slices={slices} holeRatio={DONUT_HOLE} />;
}

export function GrowthChart({ bars }: { bars: GrowthBar[] }) {
  const axis = valueAxis(
    Math.max(...bars.map((bar) => Math.max(bar.principal, bar.maturity))),
  );
  return (
    <ColumnDrawing
      axis={axis}
      series={GROWTH_SERIES}
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
  return (
    <PieDrawing
      slices={shares.map((share) => ({
        name: `${share.status} (${share.percent}%)`,
        value: share.count,
        colour: STATUS_COLOURS[share.status],
        title: `${share.status}: ${share.count} (${share.percent}%)`,
      }))}
    />
  );
}

function shortDate(iso: string): string {
  const { day, month, year } = parseIsoDate(iso);
  return `${day} ${MONTHS[month - 1]} ${String(year).slice(2)}`;
}

export function UpcomingChart({ items }: { items: UpcomingMaturity[] }) {
  return (
    <BarRowsDrawing
      axis={valueAxis(Math.max(...items.map((item) => item.maturity)))}
      colour={UPCOMING_COLOUR}
      rows={items.map((item) => ({
        key: item.id,
        label: [truncateLabel(item.company), shortDate(item.endDate)],
        value: item.maturity,
        title: `${item.company} · ${item.type}, ends ${shortDate(item.endDate)}: ${formatInr(item.maturity)}`,
      }))}
    />
  );
}
