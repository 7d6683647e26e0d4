import type { ScheduleRow } from "@kosh/core/calculators/amortization";
import { formatInr } from "@kosh/core/format/money";
import { useId } from "react";
import { TableScroller } from "../../../components/table-scroller.tsx";

interface ScheduleTableProps {
  caption: string;
  rows: readonly ScheduleRow[];
  /** Tall schedules scroll inside their own box. */
  scroll?: boolean;
}

const COLUMNS = [
  "Month",
  "EMI",
  "Principal",
  "Interest",
  "Extra Payment",
  "Balance",
];

/**
 * Month-by-month rows (columns of docs/product.md#home-loan-with-extra-payments), in whole rupees.
 */
export function ScheduleTable({
  caption,
  rows,
  scroll = false,
}: ScheduleTableProps) {
  const captionId = useId();
  return (
    <TableScroller
      captionId={captionId}
      className={scroll ? "max-h-[28rem]" : ""}
    >
      <table className="w-full min-w-[36rem] text-right text-sm tabular-nums">
        <caption
          id={captionId}
          className="bg-white px-4 py-3 text-left font-semibold text-slate-900"
        >
          {caption}
        </caption>
        <thead className="sticky top-0 bg-slate-100 text-slate-700">
          <tr>
            {COLUMNS.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`px-3 py-2 font-medium ${index === 0 ? "text-left" : ""}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {rows.map((row) => (
            <tr key={row.month}>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {row.month}
              </th>
              <td className="px-3 py-2">{formatInr(row.payment)}</td>
              <td className="px-3 py-2">{formatInr(row.principal)}</td>
              <td className="px-3 py-2">{formatInr(row.interest)}</td>
              <td className="px-3 py-2">{formatInr(row.extraPayment)}</td>
              <td className="px-3 py-2 font-medium">
                {formatInr(row.balance)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
