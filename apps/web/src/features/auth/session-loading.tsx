import { Spinner } from "../../components/spinner.tsx";

/** Shown for the moment the stored session is being checked, instead of a wrong redirect. */
export function SessionLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto flex max-w-md justify-center px-4 py-16"
    >
      <Spinner className="size-6 text-brand-700" />
      <span className="sr-only">Checking your session…</span>
    </div>
  );
}
