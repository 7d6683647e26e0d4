import {
  formatMonths,
  type AmortizationResult,
} from "@kosh/core/calculators/amortization";
import { amountInWords, formatInr } from "@kosh/core/format/money";

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
  return (
    <dl aria-live="polite" className="grid grid-cols-2 gap-3">
      <SummaryItem label="Monthly EMI" value={formatInr(result.emi)} />
      <SummaryItem
        label="Interest Saved"
        value={formatInr(result.interestSaved)}
        note={amountInWords(result.interestSaved)}
      />
      <SummaryItem
        label="Time Saved"
        value={formatMonths(result.monthsSaved)}
      />
      <SummaryItem
        label="New Tenure"
        value={formatMonths(result.withExtra.months)}
      />
    </dl>
  );
}

/**
 * Interest Savings and Time Reduction, said in words (the benefit cards of
 * docs/product.md#home-loan-with-extra-payments).
 */
export function BenefitCards({ result }: { result: AmortizationResult }) {
  const saving = result.interestSaved > 0;
  const share =
    result.regular.totalInterest > 0
      ? Math.round((result.interestSaved / result.regular.totalInterest) * 100)
      : 0;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section className="rounded-2xl bg-emerald-50 p-5 ring-1 ring-emerald-200">
        <h3 className="font-semibold text-emerald-900">Interest Savings</h3>
        <p className="mt-1 text-2xl font-bold text-emerald-800 tabular-nums">
          {formatInr(result.interestSaved)}
        </p>
        <p className="mt-1 text-sm text-emerald-900">
          {saving
            ? `${share}% less interest than paying only the EMI.`
            : "Add an extra payment to see how much interest you could save."}
        </p>
      </section>
      <section className="rounded-2xl bg-sky-50 p-5 ring-1 ring-sky-200">
        <h3 className="font-semibold text-sky-900">Time Reduction</h3>
        <p className="mt-1 text-2xl font-bold text-sky-800">
          {formatMonths(result.monthsSaved)}
        </p>
        <p className="mt-1 text-sm text-sky-900">
          {result.monthsSaved > 0
            ? `The loan closes after ${formatMonths(result.withExtra.months)} instead of ${formatMonths(result.regular.months)}.`
            : "Extra payments shorten the loan; the EMI stays the same."}
        </p>
      </section>
    </div>
  );
}
