import type { ValueAxis } from "@kosh/core/investments/chart-axis";
import { formatInrShort } from "@kosh/core/format/money";
import { useLocale } from "../../lib/i18n/locale.tsx";

/** Where a value sits along the axis, in percent of the plot. */
export function percentOf(value: number, axis: ValueAxis): string {
  return `${(value / axis.top) * 100}%`;
}

interface AxisProps {
  axis: ValueAxis;
  /** Up the plot (columns) or across it (bars). */
  direction: "up" | "across";
}

/** A tick's place: its height up the plot, or its distance across it. */
function place(tick: number, { axis, direction }: AxisProps) {
  return direction === "up"
    ? { bottom: percentOf(tick, axis) }
    : { left: percentOf(tick, axis) };
}

/** The dashed grid line of each tick, across the plot for columns, up it for bars. */
export function GridLines(props: AxisProps) {
  const { axis, direction } = props;
  return axis.ticks.map((tick) => (
    <div
      key={tick}
      className={`absolute border-dashed border-slate-200 ${direction === "up" ? "inset-x-0 border-t" : "inset-y-0 border-l"}`}
      style={place(tick, props)}
    />
  ));
}

/** Each tick's amount in rupees (₹0, ₹50,000, ₹1 L…), beside its grid line. */
export function TickLabels(props: AxisProps) {
  const { axis, direction } = props;
  const locale = useLocale();
  return axis.ticks.map((tick) => (
    <span
      key={tick}
      className={`absolute whitespace-nowrap ${direction === "up" ? "right-1.5 translate-y-1/2" : "top-1 -translate-x-1/2"}`}
      style={place(tick, props)}
    >
      {formatInrShort(tick, locale)}
    </span>
  ));
}
