import { useId, type ReactNode } from "react";

export const inputClass =
  "h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 [&[readonly]]:bg-slate-100 [&[readonly]]:text-slate-600 aria-[invalid=true]:border-red-600 disabled:bg-slate-100";
export const textAreaClass =
  "w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600";

export interface ControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

interface FormFieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Renders the control with the id and descriptions that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
  className?: string;
}

/** A labelled form control with its hint and its error, announced together. */
export function FormField({
  label,
  hint,
  error,
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
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
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

/** A failure the server reported, at the top of a form. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? "" : "sr-only"}>
      {message && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {message}
        </p>
      )}
    </div>
  );
}
