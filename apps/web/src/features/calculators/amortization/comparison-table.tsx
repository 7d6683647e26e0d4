import {
  formatMonths,
  type AmortizationResult,
} from "@kosh/core/calculators/amortization";
import { formatInr } from "@kosh/core/format/money";
import { useId } from "react";
import { TableScroller } from "../../../components/table-scroller.tsx";

/** Regular Payment vs With Extra Payment (docs/product.md#home-loan-with-extra-payments). */
export function ComparisonTable({ result }: { result: AmortizationResult }) {
  const captionId = useId();
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
    <TableScroller captionId={captionId}>
      <table className="w-full text-sm tabular-nums">
        <caption
          id={captionId}
          className="bg-white px-4 py-3 text-left font-semibold text-slate-900"
        >
          Regular Payment vs With Extra Payment
        </caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <td className="px-3 py-2" />
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Regular Payment
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              With Extra Payment
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
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
        </tbody>
      </table>
    </TableScroller>
  );
}
