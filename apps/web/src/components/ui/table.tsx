import { useId, type ReactNode } from "react";
import { TableScroller } from "../table-scroller.tsx";

interface FiguresTableProps {
  caption: ReactNode;
  /** Column headings, the first left-aligned and the figures right; `null` leaves a corner empty. */
  columns: readonly (ReactNode | null)[];
  /** Extra classes of the table, e.g. a minimum width. */
  className?: string;
  /** Extra classes of the box it scrolls in, e.g. a maximum height. */
  scrollClassName?: string;
  /** The body's rows. */
  children: ReactNode;
}

/**
 * A table of figures (a calculator's year-by-year or month-by-month rows): a visible caption that
 * names its scrolling box, a header that stays on top, right-aligned tabular numbers.
 */
export function FiguresTable({
  caption,
  columns,
  className = "",
  scrollClassName,
  children,
}: FiguresTableProps) {
  const captionId = useId();
  return (
    <TableScroller captionId={captionId} className={scrollClassName}>
      <table className={`w-full text-right text-sm tabular-nums ${className}`}>
        <caption
          id={captionId}
          className="bg-white px-4 py-3 text-left font-semibold text-slate-900"
        >
          {caption}
        </caption>
        <thead className="sticky top-0 bg-slate-100 text-slate-700">
          <tr>
            {columns.map((column, index) =>
              column === null ? (
                <td key={index} className="px-3 py-2" />
              ) : (
                <th
                  key={index}
                  scope="col"
                  className={`px-3 py-2 font-medium ${index === 0 ? "text-left" : ""}`}
                >
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </TableScroller>
  );
}

export interface ListColumn {
  label: string;
  align?: "right";
}

interface ListTableProps {
  /** Read by screen readers only; the page's heading names the list for everyone else. */
  caption: ReactNode;
  columns: readonly ListColumn[];
  className?: string;
  /**
   * Columns 8 px apart on each side instead of 12, for a table whose rows carry many columns
   * (the investments) and must fit a laptop's width without scrolling; its cells do the same.
   */
  dense?: boolean;
  /** One or more `tbody` elements. */
  children: ReactNode;
}

/** A list of records with their actions (investments, reference lists); scrolls sideways in its frame. */
export function ListTable({
  caption,
  columns,
  className = "",
  dense = false,
  children,
}: ListTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className={`w-full text-left text-sm ${className}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.label}
                scope="col"
                className={`py-3 ${index === 0 ? "pl-4" : dense ? "px-2" : "px-3"} ${
                  column.align === "right" ? "text-right" : ""
                } ${index === columns.length - 1 ? "pr-4" : ""}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
