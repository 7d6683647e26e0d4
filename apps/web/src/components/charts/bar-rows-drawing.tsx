import type { ValueAxis } from "@kosh/core/investments/chart-axis";
import { formatInrShort } from "@kosh/core/format/money";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { GridLines, percentOf, TickLabels } from "./value-axis.tsx";

export interface BarRow {
  key: string;
  /** Two lines beside the bar, e.g. the company over its date. */
  label: [string, string];
  value: number;
  /** Shown on hover over the bar. */
  title: string;
}

/** A bar this long or longer carries its amount inside its end; a shorter one just after it. */
const LABEL_INSIDE_FROM = 0.6;

/**
 * One horizontal bar per row along a rupee axis, each with its amount written at its end, so the
 * figures read without hovering.
 */
export function BarRowsDrawing({
  rows,
  colour,
  axis,
}: {
  rows: BarRow[];
  colour: string;
  axis: ValueAxis;
}) {
  const locale = useLocale();
  return (
    <div className="flex h-full flex-col text-[11px] text-slate-600">
      <div className="relative min-h-0 flex-1">
        <div className="absolute inset-y-0 right-5 left-20 border-l border-slate-300">
          <GridLines axis={axis} direction="across" />
        </div>
        <div className="relative flex h-full flex-col justify-around">
          {rows.map((row) => {
            const share = row.value / axis.top;
            const inside = share >= LABEL_INSIDE_FROM;
            return (
              <div key={row.key} className="flex items-center">
                <div className="w-20 shrink-0 pr-1.5 text-right leading-tight">
                  <div className="truncate">{row.label[0]}</div>
                  <div>{row.label[1]}</div>
                </div>
                <div className="relative mr-5 h-6 flex-1">
                  <div
                    className="h-full rounded-r-sm"
                    style={{
                      width: percentOf(row.value, axis),
                      backgroundColor: colour,
                    }}
                    title={row.title}
                  />
                  <span
                    className={`absolute top-1/2 -translate-y-1/2 px-1 font-medium whitespace-nowrap text-slate-900 ${inside ? "-translate-x-full" : ""}`}
                    style={{ left: percentOf(row.value, axis) }}
                  >
                    {formatInrShort(row.value, locale)}
                  </span>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <div className="relative mr-5 ml-20 h-5 shrink-0">
        <TickLabels axis={axis} direction="across" />
      </div>
    </div>
  );
}
