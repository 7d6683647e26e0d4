/** One entry of a chart's legend: a swatch of the colour and what it stands for. */
export interface LegendEntry {
  name: string;
  colour: string;
}

/** The legend under a drawing, in text colour: a pale series colour would be unreadable as text. */
export function ChartLegend({ entries }: { entries: LegendEntry[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-3 gap-y-1 text-xs text-slate-700">
      {entries.map((entry) => (
        <li key={entry.name} className="flex items-center gap-1.5">
          <span
            className="size-2.5 shrink-0 rounded-sm"
            style={{ backgroundColor: entry.colour }}
          />
          {entry.name}
        </li>
      ))}
    </ul>
  );
}
