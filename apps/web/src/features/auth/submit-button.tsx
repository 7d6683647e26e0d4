import type { ReactNode } from "react";
import { Spinner } from "../../components/spinner.tsx";

/** The form's primary button; while busy it is disabled and shows a spinner beside its label. */
export function SubmitButton({
  busy,
  children,
}: {
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}
