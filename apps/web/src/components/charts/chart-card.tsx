import { useId, type ReactNode } from "react";
import { DrawAfterPaint } from "../draw-after-paint.tsx";

interface ChartCardProps {
  title: string;
  description: string;
  /** True when there is nothing to draw; the card then says so instead. */
  empty: boolean;
  emptyText: string;
  /** The drawing, hidden from assistive technology: `alternative` carries the same figures. */
  drawing: ReactNode;
  /** A visually hidden table with the chart's figures. */
  alternative: ReactNode;
  /** 3 under a section's heading; 2 for a card that stands alone among the page's sections. */
  headingLevel?: 2 | 3;
}

/** One chart of the dashboard: title, the drawing and its text alternative. */
export function ChartCard({
  title,
  description,
  empty,
  emptyText,
  drawing,
  alternative,
  headingLevel = 3,
}: ChartCardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <Heading id={headingId} className="font-semibold text-slate-900">
        {title}
      </Heading>
      <p className="mt-0.5 text-sm text-slate-500">{description}</p>
      {empty ? (
        <p className="grid h-56 place-items-center text-sm text-slate-500">
          {emptyText}
        </p>
      ) : (
        // The titles paint with the summary; the drawings follow in slices.
        <DrawAfterPaint placeholder={<div className="mt-3 h-64" />}>
          {/* The series colours are the drawing: forced colours would blank them out. */}
          <div
            aria-hidden="true"
            className="mt-3 h-64 forced-color-adjust-none"
          >
            {drawing}
          </div>
          {alternative}
        </DrawAfterPaint>
      )}
    </section>
  );
}

/** A table only screen readers see, the figures of a chart in words. */
export function HiddenTable({
  caption,
  headings,
  rows,
}: {
  caption: string;
  headings: string[];
  rows: { key: string; cells: string[] }[];
}) {
  return (
    // The wrapper hides it: a table grows to fit its content whatever width it is given.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
