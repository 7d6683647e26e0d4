import { formatLongDate, formatMonthYear } from "@kosh/core/format/date";
import { useId, type ReactNode } from "react";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { FormField, inputClass } from "./form-field.tsx";

interface DateFieldProps {
  /** A day (YYYY-MM-DD, the default) or a month (YYYY-MM, a first EMI's). */
  type?: "date" | "month";
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** The date as the input holds it, YYYY-MM-DD (YYYY-MM for a month), or "" for none. */
  value: string;
  onChange: (value: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  readOnly?: boolean;
  required?: boolean;
  autoComplete?: string;
  className?: string;
}

/**
 * The one date field of the app: the browser's own picker, which writes the date in the
 * browser's language (12/31/2008 in an en-US browser), with the chosen date in the page's words
 * beside it ('31 December 2008', '31 दिसंबर 2008'; a month 'April 2026'), describing the input
 * and following it as it changes.
 */
export function DateField({
  type = "date",
  label,
  hint,
  error,
  value,
  onChange,
  min,
  max,
  readOnly,
  required,
  autoComplete,
  className,
}: DateFieldProps) {
  const locale = useLocale();
  const wordsId = `${useId()}-words`;
  // A date part way through being picked is not yet one to put in words.
  const words =
    type === "month"
      ? /^\d{4}-(0[1-9]|1[0-2])$/.test(value)
        ? formatMonthYear(value, locale)
        : null
      : /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? formatLongDate(value, locale)
        : null;
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <>
          <input
            {...control}
            aria-describedby={
              [words ? wordsId : null, control["aria-describedby"]]
                .filter(Boolean)
                .join(" ") || undefined
            }
            type={type}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            min={min}
            max={max}
            readOnly={readOnly}
            required={required}
            autoComplete={autoComplete}
            className={inputClass}
          />
          {words && (
            <p id={wordsId} className="text-sm text-slate-700">
              {words}
            </p>
          )}
        </>
      )}
    </FormField>
  );
}
