import type { ValueAxis } from "@kosh/core/investments/chart-axis";
import { formatInr } from "@kosh/core/format/money";
import { ChartLegend, type LegendEntry } from "./chart-legend.tsx";
import { GridLines, percentOf, TickLabels } from "./value-axis.tsx";

export interface ColumnGroup {
  key: string;
  /** Under the group, slanted. */
  label: string;
  /** One value per series, in the series' order. */
  values: number[];
  /** Shown on hover over a column, with the series' name and the value. */
  title: string;
}

/**
 * Columns side by side per group (one per series), rising from a rupee axis; each column's height
 * is its value's share of the axis top.
 */
export function ColumnDrawing({
  groups,
  series,
  axis,
}: {
  groups: ColumnGroup[];
  series: LegendEntry[];
  axis: ValueAxis;
}) {
  return (
    <div className="flex h-full flex-col text-[11px] text-slate-600">
      <div className="flex min-h-0 flex-1 pt-2">
        <div className="relative w-14 shrink-0">
          <TickLabels axis={axis} direction="up" />
        </div>
        <div className="relative flex-1 border-b border-slate-300">
          <GridLines axis={axis} direction="up" />
          <div className="absolute inset-0 flex justify-around">
            {groups.map((group) => (
              <div
                key={group.key}
                className="flex w-full items-end justify-center gap-0.5 px-1 sm:px-3"
              >
                {group.values.map((value, index) => (
                  <div
                    key={series[index]!.name}
                    className="max-w-10 flex-1"
                    style={{
                      height: percentOf(value, axis),
                      backgroundColor: series[index]!.colour,
                    }}
                    title={`${group.title}\n${series[index]!.name}: ${formatInr(value)}`}
                  />
                ))}
              </div>
            ))}
          </div>
        </div>
      </div>
      <div className="ml-14 flex h-14 shrink-0">
        {groups.map((group) => (
          <div key={group.key} className="relative w-full">
            <span className="absolute top-1.5 right-1/2 origin-top-right -rotate-[35deg] whitespace-nowrap">
              {group.label}
            </span>
          </div>
        ))}
      </div>
      <ChartLegend entries={series} />
    </div>
  );
}
