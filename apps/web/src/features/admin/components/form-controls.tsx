import { useId, type ReactNode } from "react";
import { Spinner } from "../../../components/spinner.tsx";

export const inputClass =
  "h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 aria-[invalid=true]:border-red-600 disabled:bg-slate-100";

export const primaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60";
export const dangerButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60";

export interface ControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

interface FormFieldProps {
  label: string;
  error?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its error, which screen readers hear with the field. */
export function FormField({ label, error, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        "aria-describedby": error ? errorId : undefined,
        "aria-invalid": error ? true : undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** What the server answered when it refused, e.g. a duplicate name (409). Always in the page, so it is announced. */
export function FormAlert({ message }: { message: string | null | undefined }) {
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

interface FormButtonsProps {
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
  danger?: boolean;
}

/** Cancel and the form's action, stacked on a phone with the action on top. */
export function FormButtons({
  submitLabel,
  busyLabel,
  busy,
  onCancel,
  danger = false,
}: FormButtonsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
      <button type="button" onClick={onCancel} className={secondaryButtonClass}>
        Cancel
      </button>
      <button
        type="submit"
        disabled={busy}
        className={danger ? dangerButtonClass : primaryButtonClass}
      >
        {busy && <Spinner />}
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
