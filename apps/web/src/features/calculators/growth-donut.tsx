import { formatInr } from "@kosh/core/format/money";
import { Pie, PieChart, ResponsiveContainer, Tooltip } from "recharts";

export interface GrowthDonutProps {
  investedLabel: string;
  returnsLabel: string;
  invested: number;
  returns: number;
}

export const INVESTED_COLOUR = "#99f6e4";
export const RETURNS_COLOUR = "#0f766e";

/** The invested-vs-returns ring. Loaded on its own: Recharts is larger than the rest of the page. */
export default function GrowthDonut({
  investedLabel,
  returnsLabel,
  invested,
  returns,
}: GrowthDonutProps) {
  const data = [
    { name: investedLabel, value: invested, fill: INVESTED_COLOUR },
    { name: returnsLabel, value: Math.max(returns, 0), fill: RETURNS_COLOUR },
  ];
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* The legend beside the ring carries the same figures for every reader. */}
      <PieChart accessibilityLayer={false}>
        <Pie
          data={data}
          dataKey="value"
          nameKey="name"
          innerRadius="62%"
          outerRadius="95%"
          startAngle={90}
          endAngle={-270}
          stroke="none"
          isAnimationActive={false}
        />
        <Tooltip formatter={(value) => formatInr(Number(value))} />
      </PieChart>
    </ResponsiveContainer>
  );
}
