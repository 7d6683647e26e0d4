import {
  formatMonths,
  type AmortizationResult,
} from "@kosh/core/calculators/amortization";
import { formatInr } from "@kosh/core/format/money";
import { FiguresTable } from "../../../components/ui/table.tsx";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { amortizationMessages } from "../messages/amortization/index.ts";

/**
 * The bank's two choices after a prepayment side by side: keep the EMI and shorten the loan, or
 * keep the tenure and lower the EMI (docs/product.md#home-loan-with-extra-payments).
 */
export function PrepaymentChoices({ result }: { result: AmortizationResult }) {
  const t = useMessages(amortizationMessages);
  const locale = useLocale();
  const { keepEmi, keepTenure } = result;
  const rows = [
    ["choices.emi", formatInr(keepEmi.emi), formatInr(keepTenure.emi)],
    [
      "comparison.tenure",
      formatMonths(keepEmi.months, locale),
      formatMonths(keepTenure.months, locale),
    ],
    [
      "timeSaved",
      formatMonths(keepEmi.monthsSaved, locale),
      formatMonths(keepTenure.monthsSaved, locale),
    ],
    [
      "comparison.totalInterest",
      formatInr(keepEmi.totalInterest),
      formatInr(keepTenure.totalInterest),
    ],
    [
      "interestSaved",
      formatInr(keepEmi.interestSaved),
      formatInr(keepTenure.interestSaved),
    ],
  ] as const;
  return (
    <section
      aria-labelledby="choices-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="choices-heading" className="text-lg font-semibold">
        {t("choices.heading")}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t("choices.intro")}</p>
      <FiguresTable
        caption={t("choices.caption")}
        columns={[null, t("choices.keepEmi"), t("choices.keepTenure")]}
      >
        {rows.map(([label, emi, tenure]) => (
          <tr key={label}>
            <th scope="row" className="px-3 py-2 text-left font-medium">
              {t(label)}
            </th>
            <td className="px-3 py-2">{emi}</td>
            <td className="px-3 py-2">{tenure}</td>
          </tr>
        ))}
      </FiguresTable>
    </section>
  );
}
