/**
 * The four dashboard charts, drawn with Recharts. This module is loaded on its own, when the
 * charts come into view: Recharts is larger than the rest of the dashboard put together.
 * Every drawing is hidden from assistive technology; each card carries a table of its figures.
 */
import type {
  CompanyShare,
  GrowthBar,
  StatusShare,
  UpcomingMaturity,
} from "@kosh/core/investments/chart-data";
import { truncateLabel } from "@kosh/core/investments/chart-data";
import { formatInr, formatInrShort } from "@kosh/core/format/money";
import { parseIsoDate } from "@kosh/core/format/date";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type YAxisTickContentProps,
} from "recharts";

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
const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
const tick = { fontSize: 12, fill: "#475569" };
const rupees = (value: unknown) => formatInr(Number(value));
// Legend labels in text colour: a pale series colour would be unreadable as text.
const legendLabel = (value: string) => (
  <span style={{ color: "#334155" }}>{value}</span>
);

/** More slices than this fold into one 'Other companies' slice; the table lists each. */
const DISTRIBUTION_SLICES = 7;

export function DistributionChart({ shares }: { shares: CompanyShare[] }) {
  const largest = shares.slice(0, DISTRIBUTION_SLICES);
  const rest = shares.slice(DISTRIBUTION_SLICES);
  const data = largest.map((share, index) => ({
    name: share.company,
    value: share.amount,
    fill: PALETTE[index % PALETTE.length],
  }));
  if (rest.length > 0) {
    data.push({
      name: `${rest.length} other ${rest.length === 1 ? "company" : "companies"}`,
      value: rest.reduce((sum, share) => sum + share.amount, 0),
      fill: PALETTE[PALETTE.length - 1],
    });
  }
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart accessibilityLayer={false}>
        <Pie
          // The drawing is hidden from assistive technology, so it must not take focus either.
          rootTabIndex={-1}
          data={data}
          dataKey="value"
          nameKey="name"
          innerRadius="45%"
          outerRadius="80%"
          stroke="#fff"
          isAnimationActive={false}
        />
        <Tooltip formatter={rupees} />
        <Legend
          wrapperStyle={{ fontSize: 12 }}
          formatter={legendLabel}
          itemSorter={null}
        />
      </PieChart>
    </ResponsiveContainer>
  );
}

export function GrowthChart({ bars }: { bars: GrowthBar[] }) {
  const labels = new Map(bars.map((bar) => [bar.id, bar.label]));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={bars} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        {/* Keyed by id: two deposits with one bank share a label but not a bar. */}
        <XAxis
          dataKey="id"
          tickFormatter={(id: string) => labels.get(id) ?? ""}
          tick={{ ...tick, fontSize: 11 }}
          interval={0}
          angle={-35}
          textAnchor="end"
          height={64}
        />
        <YAxis tickFormatter={formatInrShort} tick={tick} width={72} />
        <Tooltip
          formatter={rupees}
          labelFormatter={(id) => {
            const bar = bars.find((entry) => entry.id === id);
            return bar ? `${bar.company} · ${bar.type}` : "";
          }}
        />
        <Legend
          wrapperStyle={{ fontSize: 12 }}
          formatter={legendLabel}
          itemSorter={null}
        />
        <Bar
          dataKey="principal"
          name="Principal"
          fill="#5eead4"
          isAnimationActive={false}
        />
        <Bar
          dataKey="maturity"
          name="Maturity"
          fill="#0f766e"
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function StatusChart({ shares }: { shares: StatusShare[] }) {
  const data = shares
    .filter((share) => share.count > 0)
    .map((share) => ({
      name: `${share.status} (${share.percent}%)`,
      value: share.count,
      fill: STATUS_COLOURS[share.status],
    }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart accessibilityLayer={false}>
        <Pie
          // The drawing is hidden from assistive technology, so it must not take focus either.
          rootTabIndex={-1}
          data={data}
          dataKey="value"
          nameKey="name"
          outerRadius="80%"
          stroke="#fff"
          isAnimationActive={false}
        />
        <Tooltip />
        <Legend
          wrapperStyle={{ fontSize: 12 }}
          formatter={legendLabel}
          itemSorter={null}
        />
      </PieChart>
    </ResponsiveContainer>
  );
}

function shortDate(iso: string): string {
  const { day, month, year } = parseIsoDate(iso);
  return `${day} ${MONTHS[month - 1]} ${String(year).slice(2)}`;
}

export function UpcomingChart({ items }: { items: UpcomingMaturity[] }) {
  const byId = new Map(items.map((item) => [item.id, item]));
  // Two deliberate lines, the company over its date, instead of Recharts' own wrapping.
  const renderTick = ({ x, y, payload }: YAxisTickContentProps) => {
    const item = byId.get(String(payload?.value));
    return (
      <text x={x} y={y} textAnchor="end" fontSize={11} fill="#475569">
        <tspan x={x} dy="-0.25em">
          {item ? truncateLabel(item.company) : ""}
        </tspan>
        <tspan x={x} dy="1.2em">
          {item ? shortDate(item.endDate) : ""}
        </tspan>
      </text>
    );
  };
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={items} layout="vertical" accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tickFormatter={formatInrShort} tick={tick} />
        <YAxis
          type="category"
          dataKey="id"
          tick={renderTick}
          width={76}
          interval={0}
        />
        <Tooltip
          formatter={rupees}
          labelFormatter={(id) => {
            const item = byId.get(String(id));
            return item
              ? `${item.company} · ${item.type}, ends ${shortDate(item.endDate)}`
              : "";
          }}
        />
        <Bar
          dataKey="maturity"
          name="Maturity"
          fill="#d97706"
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
