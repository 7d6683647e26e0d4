import {
  formatMonths,
  type AmortizationResult,
} from "@kosh/core/calculators/amortization";
import { amountInWords, formatInr } from "@kosh/core/format/money";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { amortizationMessages } from "../messages/amortization/index.ts";

function SummaryItem({
  label,
  value,
  note,
}: {
  label: string;
  value: string;
  note?: string | null;
}) {
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-xl font-semibold tabular-nums">{value}</dd>
      {note && <dd className="text-sm text-slate-500">{note}</dd>}
    </div>
  );
}

/**
 * Monthly EMI, Interest Saved, Time Saved, New Tenure
 * (docs/product.md#home-loan-with-extra-payments).
 */
export function AmortizationSummary({
  result,
}: {
  result: AmortizationResult;
}) {
  const t = useMessages(amortizationMessages);
  const locale = useLocale();
  return (
    <dl aria-live="polite" className="grid grid-cols-2 gap-3">
      <SummaryItem label={t("emi")} value={formatInr(result.emi)} />
      <SummaryItem
        label={t("interestSaved")}
        value={formatInr(result.interestSaved)}
        note={amountInWords(result.interestSaved, locale)}
      />
      <SummaryItem
        label={t("timeSaved")}
        value={formatMonths(result.monthsSaved, locale)}
      />
      <SummaryItem
        label={t("newTenure")}
        value={formatMonths(result.withExtra.months, locale)}
      />
    </dl>
  );
}

/**
 * Interest Savings and Time Reduction, said in words (the benefit cards of
 * docs/product.md#home-loan-with-extra-payments).
 */
export function BenefitCards({ result }: { result: AmortizationResult }) {
  const t = useMessages(amortizationMessages);
  const locale = useLocale();
  const saving = result.interestSaved > 0;
  const share =
    result.regular.totalInterest > 0
      ? Math.round((result.interestSaved / result.regular.totalInterest) * 100)
      : 0;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section className="rounded-2xl bg-emerald-50 p-5 ring-1 ring-emerald-200">
        <h3 className="font-semibold text-emerald-900">
          {t("interestSavings")}
        </h3>
        <p className="mt-1 text-2xl font-bold text-emerald-800 tabular-nums">
          {formatInr(result.interestSaved)}
        </p>
        <p className="mt-1 text-sm text-emerald-900">
          {saving ? t("interestShare", { share }) : t("noSaving")}
        </p>
      </section>
      <section className="rounded-2xl bg-sky-50 p-5 ring-1 ring-sky-200">
        <h3 className="font-semibold text-sky-900">{t("timeReduction")}</h3>
        <p className="mt-1 text-2xl font-bold text-sky-800">
          {formatMonths(result.monthsSaved, locale)}
        </p>
        <p className="mt-1 text-sm text-sky-900">
          {result.monthsSaved > 0
            ? t("closesEarlier", {
                withExtra: formatMonths(result.withExtra.months, locale),
                regular: formatMonths(result.regular.months, locale),
              })
            : t("noTimeSaved")}
        </p>
      </section>
    </div>
  );
}
