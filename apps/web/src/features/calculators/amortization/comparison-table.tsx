import {
  formatMonths,
  type AmortizationResult,
} from "@kosh/core/calculators/amortization";
import { formatInr } from "@kosh/core/format/money";
import { FiguresTable } from "../../../components/ui/table.tsx";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { amortizationMessages } from "../messages/amortization/index.ts";

/** Regular Payment vs With Extra Payment (docs/product.md#home-loan-with-extra-payments). */
export function ComparisonTable({ result }: { result: AmortizationResult }) {
  const t = useMessages(amortizationMessages);
  const locale = useLocale();
  const rows = [
    {
      label: t("comparison.totalInterest"),
      regular: formatInr(result.regular.totalInterest),
      extra: formatInr(result.withExtra.totalInterest),
    },
    {
      label: t("comparison.tenure"),
      regular: formatMonths(result.regular.months, locale),
      extra: formatMonths(result.withExtra.months, locale),
    },
    {
      label: t("comparison.totalPayment"),
      regular: formatInr(result.regular.totalPayment),
      extra: formatInr(result.withExtra.totalPayment),
    },
  ];
  return (
    <FiguresTable
      caption={t("comparison.caption")}
      columns={[null, t("comparison.regular"), t("comparison.extra")]}
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
