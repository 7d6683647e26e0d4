import type { ReactNode } from "react";
import { Spinner } from "../spinner.tsx";

const actionClass =
  "inline-flex items-center justify-center gap-2 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-60";
const regularSize = "rounded-lg px-4 py-2.5 text-sm";
/** A page's one main action, across the whole width: Calculate, Send OTP. */
const wideSize = "w-full rounded-xl px-4 py-3 shadow-sm";
const primaryTone = "bg-brand-700 hover:bg-brand-800";
const dangerTone = "bg-red-700 hover:bg-red-800";

export const primaryButtonClass = `${actionClass} ${regularSize} ${primaryTone}`;
export const dangerButtonClass = `${actionClass} ${regularSize} ${dangerTone}`;
export const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60";

interface SubmitButtonProps {
  /** True while the server has the form: the button is disabled and shows a spinner. */
  pending: boolean;
  children: ReactNode;
  /** The label while pending, e.g. "Adding…"; without one the label stays. */
  pendingLabel?: string;
  danger?: boolean;
  /** Across the whole width, for a page's one main action. */
  wide?: boolean;
}

/** The one submit button of every form; a second press while pending does nothing. */
export function SubmitButton({
  pending,
  children,
  pendingLabel,
  danger = false,
  wide = false,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className={`${actionClass} ${wide ? wideSize : regularSize} ${danger ? dangerTone : primaryTone}`}
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
