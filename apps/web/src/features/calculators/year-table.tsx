import { formatIndianDecimal, formatInr } from "@kosh/core/format/money";
import { FiguresTable } from "../../components/ui/table.tsx";
import type {
  GrowthBreakdown,
  WithdrawalBreakdown,
} from "./calculator-definition.ts";
import { useMessages } from "../../lib/i18n/messages.ts";
import { calculatorScreenMessages } from "./messages/index.ts";

interface ByYearTableProps {
  caption: string;
  /** The columns after the year's, each a figure of `amounts`. */
  columns: readonly string[];
  rows: readonly { year: number; amounts: readonly number[] }[];
}

/**
 * Year-end figures as a plain table: readable without the chart, and by screen readers. The last
 * figure of a row, where the year ends up, stands out.
 */
function ByYearTable({ caption, columns, rows }: ByYearTableProps) {
  const t = useMessages(calculatorScreenMessages);
  return (
    <FiguresTable
      caption={caption}
      columns={[t("growth.year"), ...columns]}
      scrollClassName="max-h-96"
    >
      {rows.map(({ year, amounts }) => (
        <tr key={year}>
          <th scope="row" className="px-3 py-2 text-left font-medium">
            {formatIndianDecimal(year)}
          </th>
          {amounts.map((amount, index) => (
            <td
              key={index}
              className={
                index === amounts.length - 1
                  ? "px-3 py-2 font-medium"
                  : "px-3 py-2"
              }
            >
              {formatInr(amount)}
            </td>
          ))}
        </tr>
      ))}
    </FiguresTable>
  );
}

/** Invested, returns and value at each year's end. */
export function YearTable({
  investedLabel,
  returnsLabel,
  years,
}: GrowthBreakdown) {
  const t = useMessages(calculatorScreenMessages);
  return (
    <ByYearTable
      caption={t("growth.tableCaption")}
      columns={[investedLabel, returnsLabel, t("growth.value")]}
      rows={years.map((row) => ({
        year: row.year,
        amounts: [row.invested, row.value - row.invested, row.value],
      }))}
    />
  );
}

/** Withdrawn so far and what is left at each year's end. */
export function WithdrawalTable({ years }: Pick<WithdrawalBreakdown, "years">) {
  const t = useMessages(calculatorScreenMessages);
  return (
    <ByYearTable
      caption={t("withdrawals.tableCaption")}
      columns={[t("withdrawals.withdrawn"), t("withdrawals.left")]}
      rows={years.map((row) => ({
        year: row.year,
        amounts: [row.withdrawn, row.balance],
      }))}
    />
  );
}
