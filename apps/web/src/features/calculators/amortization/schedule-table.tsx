import type { ScheduleRow } from "@kosh/core/calculators/amortization";
import { formatInr } from "@kosh/core/format/money";
import { FiguresTable } from "../../../components/ui/table.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { amortizationMessages } from "../messages/amortization/index.ts";

interface ScheduleTableProps {
  caption: string;
  rows: readonly ScheduleRow[];
  /** Tall schedules scroll inside their own box. */
  scroll?: boolean;
}

const COLUMNS = [
  "schedule.month",
  "schedule.emi",
  "schedule.principal",
  "schedule.interest",
  "schedule.extraPayment",
  "schedule.balance",
] as const;

/**
 * Month-by-month rows (columns of docs/product.md#home-loan-with-extra-payments), in whole rupees.
 */
export function ScheduleTable({
  caption,
  rows,
  scroll = false,
}: ScheduleTableProps) {
  const t = useMessages(amortizationMessages);
  return (
    <FiguresTable
      caption={caption}
      columns={COLUMNS.map((column) => t(column))}
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
