import type { ScheduleRow } from "@kosh/core/calculators/amortization";
import { formatInr } from "@kosh/core/format/money";
import { FiguresTable } from "../../../components/ui/table.tsx";

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
  return (
    <FiguresTable
      caption={caption}
      columns={COLUMNS}
      className="min-w-[36rem]"
      scrollClassName={scroll ? "max-h-[28rem]" : ""}
    >
      {rows.map((row) => (
        <tr key={row.month}>
          <th scope="row" className="px-3 py-2 text-left font-medium">
            {row.month}
          </th>
          <td className="px-3 py-2">{formatInr(row.payment)}</td>
          <td className="px-3 py-2">{formatInr(row.principal)}</td>
          <td className="px-3 py-2">{formatInr(row.interest)}</td>
          <td className="px-3 py-2">{formatInr(row.extraPayment)}</td>
          <td className="px-3 py-2 font-medium">{formatInr(row.balance)}</td>
        </tr>
      ))}
    </FiguresTable>
  );
}
