import type { ReactNode } from "react";
import { Spinner } from "../spinner.tsx";

export const primaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60";
export const dangerButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60";

interface SubmitButtonProps {
  /** True while the server has the form: the button is disabled and shows a spinner. */
  pending: boolean;
  children: ReactNode;
  /** The label while pending, e.g. "Adding…"; without one the label stays. */
  pendingLabel?: string;
  danger?: boolean;
  className?: string;
}

/** The one submit button of every form; a second press while pending does nothing. */
export function SubmitButton({
  pending,
  children,
  pendingLabel,
  danger = false,
  className = "",
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className={`${danger ? dangerButtonClass : primaryButtonClass} ${className}`}
    >
      {pending && <Spinner />}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

interface FormButtonsProps {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
  danger?: boolean;
}

/** Cancel and the form's action, stacked on a phone with the action on top. */
export function FormButtons({
  submitLabel,
  pendingLabel,
  pending,
  onCancel,
  danger = false,
}: FormButtonsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
      <button type="button" onClick={onCancel} className={secondaryButtonClass}>
        Cancel
      </button>
      <SubmitButton
        pending={pending}
        pendingLabel={pendingLabel}
        danger={danger}
      >
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
