import { formatIndianDecimal, formatInr } from "@kosh/core/format/money";
import { useId } from "react";
import { TableScroller } from "../../components/table-scroller.tsx";
import type { GrowthBreakdown } from "./calculator-definition.ts";

/** Year-end figures as a plain table: readable without the chart, and by screen readers. */
export function YearTable({
  investedLabel,
  returnsLabel,
  years,
}: GrowthBreakdown) {
  const captionId = useId();
  return (
    <TableScroller captionId={captionId} className="max-h-96">
      <table className="w-full text-right text-sm tabular-nums">
        <caption
          id={captionId}
          className="bg-white px-4 py-3 text-left font-semibold text-slate-900"
        >
          Year-by-year growth
        </caption>
        <thead className="sticky top-0 bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Year
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {investedLabel}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {returnsLabel}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Value
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {years.map((row) => (
            <tr key={row.year}>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {formatIndianDecimal(row.year)}
              </th>
              <td className="px-3 py-2">{formatInr(row.invested)}</td>
              <td className="px-3 py-2">
                {formatInr(row.value - row.invested)}
              </td>
              <td className="px-3 py-2 font-medium">{formatInr(row.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
