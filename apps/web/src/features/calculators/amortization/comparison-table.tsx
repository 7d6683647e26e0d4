import {
  formatMonths,
  type AmortizationResult,
} from "@kosh/core/calculators/amortization";
import { formatInr } from "@kosh/core/format/money";
import { FiguresTable } from "../../../components/ui/table.tsx";

/** Regular Payment vs With Extra Payment (docs/product.md#home-loan-with-extra-payments). */
export function ComparisonTable({ result }: { result: AmortizationResult }) {
  const rows = [
    {
      label: "Total Interest",
      regular: formatInr(result.regular.totalInterest),
      extra: formatInr(result.withExtra.totalInterest),
    },
    {
      label: "Loan Tenure",
      regular: formatMonths(result.regular.months),
      extra: formatMonths(result.withExtra.months),
    },
    {
      label: "Total Payment",
      regular: formatInr(result.regular.totalPayment),
      extra: formatInr(result.withExtra.totalPayment),
    },
  ];
  return (
    <FiguresTable
      caption="Regular Payment vs With Extra Payment"
      columns={[null, "Regular Payment", "With Extra Payment"]}
    >
      {rows.map((row) => (
        <tr key={row.label}>
          <th scope="row" className="px-3 py-2 text-left font-medium">
            {row.label}
          </th>
          <td className="px-3 py-2 text-right">{row.regular}</td>
          <td className="px-3 py-2 text-right font-medium text-brand-800">
            {row.extra}
          </td>
        </tr>
      ))}
    </FiguresTable>
  );
}
