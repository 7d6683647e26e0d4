import { formatIndianDecimal, formatInr } from "@kosh/core/format/money";
import { FiguresTable } from "../../components/ui/table.tsx";
import type { GrowthBreakdown } from "./calculator-definition.ts";
import { useMessages } from "../../lib/i18n/messages.ts";
import { calculatorScreenMessages } from "./messages/index.ts";

/** Year-end figures as a plain table: readable without the chart, and by screen readers. */
export function YearTable({
  investedLabel,
  returnsLabel,
  years,
}: GrowthBreakdown) {
  const t = useMessages(calculatorScreenMessages);
  return (
    <FiguresTable
      caption={t("growth.tableCaption")}
      columns={[
        t("growth.year"),
        investedLabel,
        returnsLabel,
        t("growth.value"),
      ]}
      scrollClassName="max-h-96"
    >
      {years.map((row) => (
        <tr key={row.year}>
          <th scope="row" className="px-3 py-2 text-left font-medium">
            {formatIndianDecimal(row.year)}
          </th>
          <td className="px-3 py-2">{formatInr(row.invested)}</td>
          <td className="px-3 py-2">{formatInr(row.value - row.invested)}</td>
          <td className="px-3 py-2 font-medium">{formatInr(row.value)}</td>
        </tr>
      ))}
    </FiguresTable>
  );
}
