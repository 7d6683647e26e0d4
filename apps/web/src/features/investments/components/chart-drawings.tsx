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
} from "recharts";

const PALETTE = [
  "#0f766e",
  "#2563eb",
  "#d97706",
  "#7c3aed",
  "#db2777",
  "#059669",
  "#dc2626",
  "#475569",
];
const STATUS_COLOURS: Record<StatusShare["status"], string> = {
  Active: "#16a34a",
  Closed: "#dc2626",
  Renewed: "#d97706",
};
const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
const tick = { fontSize: 12, fill: "#475569" };
const rupees = (value: unknown) => formatInr(Number(value));

export function DistributionChart({ shares }: { shares: CompanyShare[] }) {
  const data = shares.map((share, index) => ({
    name: share.company,
    value: share.amount,
    fill: PALETTE[index % PALETTE.length],
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart accessibilityLayer={false}>
        <Pie
          data={data}
          dataKey="value"
          nameKey="name"
          innerRadius="45%"
          outerRadius="80%"
          stroke="#fff"
          isAnimationActive={false}
        />
        <Tooltip formatter={rupees} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
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
          tick={tick}
          interval={0}
        />
        <YAxis tickFormatter={formatInrShort} tick={tick} width={72} />
        <Tooltip
          formatter={rupees}
          labelFormatter={(id) => {
            const bar = bars.find((entry) => entry.id === id);
            return bar ? `${bar.company} · ${bar.type}` : "";
          }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar
          dataKey="principal"
          name="Principal"
          fill="#99f6e4"
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
          data={data}
          dataKey="value"
          nameKey="name"
          outerRadius="80%"
          stroke="#fff"
          isAnimationActive={false}
        />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
      </PieChart>
    </ResponsiveContainer>
  );
}

function shortDate(iso: string): string {
  const { day, month, year } = parseIsoDate(iso);
  return `${day} ${MONTHS[month - 1]} ${String(year).slice(2)}`;
}

export function UpcomingChart({ items }: { items: UpcomingMaturity[] }) {
  const data = items.map((item) => ({
    ...item,
    label: `${truncateLabel(item.company)} · ${shortDate(item.endDate)}`,
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} layout="vertical" accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tickFormatter={formatInrShort} tick={tick} />
        <YAxis
          type="category"
          dataKey="id"
          tickFormatter={(id: string) =>
            data.find((entry) => entry.id === id)?.label ?? ""
          }
          tick={tick}
          width={124}
          interval={0}
        />
        <Tooltip
          formatter={rupees}
          labelFormatter={(id) => {
            const item = data.find((entry) => entry.id === id);
            return item ? `${item.company} · ${item.type}` : "";
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
