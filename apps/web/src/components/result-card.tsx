import { formatMonths } from "@kosh/core/format/period";
import { amountInWords, formatInr } from "@kosh/core/format/money";
import type { Locale } from "@kosh/core/i18n/locale";
import { useLocale } from "../lib/i18n/locale.tsx";

/** A result's figure as written: rupees, or a count of months in years and months. */
export function figureText(amount: number, months: boolean, locale: Locale) {
  return months ? formatMonths(amount, locale) : formatInr(amount);
}

interface ResultCardProps {
  label: string;
  amount: number;
  /** The figure counts whole months, not rupees: '13 years 4 months'. */
  months?: boolean;
  /** The headline figure of the panel: larger, on the brand colour. */
  primary?: boolean;
  className?: string;
}

/**
 * One rupee figure of a result, with its lakh/crore wording for large amounts (or a count of
 * months in years and months): a term and its definitions, grouped in the one `div` a `dl` allows
 * around them.
 */
export function ResultCard({
  label,
  amount,
  months = false,
  primary = false,
  className = "",
}: ResultCardProps) {
  const locale = useLocale();
  const words = months ? null : amountInWords(amount, locale);
  return (
    <div
      className={`${
        primary
          ? "rounded-xl bg-brand-700 p-5 text-white"
          : "rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
      } ${className}`}
    >
      <dt className={primary ? "text-brand-50" : "text-sm text-slate-600"}>
        {label}
      </dt>
      <dd
        className={`font-semibold tabular-nums ${
          primary ? "mt-1 text-3xl sm:text-4xl" : "mt-0.5 text-xl"
        }`}
      >
        {figureText(amount, months, locale)}
      </dd>
      {words && (
        <dd
          className={primary ? "mt-1 text-brand-100" : "text-sm text-slate-500"}
        >
          {words}
        </dd>
      )}
    </div>
  );
}
