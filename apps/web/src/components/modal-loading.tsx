import { useMessages } from "../lib/i18n/messages.ts";
import { componentMessages } from "./messages/index.ts";
import { Spinner } from "./spinner.tsx";

/**
 * What a lazily loaded modal shows while its code arrives after a click (a slow connection, or a
 * click before the pointer's approach had fetched it): a dimmed page and a spinner, announced.
 */
export function ModalLoading() {
  const t = useMessages(componentMessages);
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/50"
    >
      <span className="flex items-center gap-2 rounded-xl bg-white px-4 py-3 text-slate-800 shadow-xl">
        <Spinner className="size-5 text-brand-700" />
        {t("modal.opening")}
      </span>
    </div>
  );
}
