import { useId, type ReactNode } from "react";

/** The look of a text box or select in a form; `aria-invalid` turns its border red. */
export const inputClass =
  "h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 read-only:bg-slate-100 read-only:text-slate-600 aria-[invalid=true]:border-red-600 disabled:bg-slate-100";
export const textAreaClass =
  "w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600";

/** What ties a control to its label, hint and error; spread it onto the input, select or textarea. */
export interface ControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

interface FormFieldProps {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Shown beside the label, e.g. a button that unlocks a locked value. */
  action?: ReactNode;
  /** Renders the control with the id and descriptions that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
  className?: string;
}

/**
 * The one labelled form control of the app: the label names the control, the hint and the
 * error describe it, and `aria-invalid` marks it while the error shows, so a screen reader
 * hears the error with the field.
 */
export function FormField({
  label,
  hint,
  error,
  action,
  children,
  className = "",
}: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={`space-y-1 ${className}`}>
      <div className="flex items-baseline justify-between gap-2">
        <label
          htmlFor={id}
          className="block text-sm font-medium text-slate-800"
        >
          {label}
        </label>
        {action}
      </div>
      {children({
        id,
        "aria-describedby": described || undefined,
        "aria-invalid": error ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
